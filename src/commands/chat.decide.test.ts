import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import {
  decideChatStart,
  decideDelivered,
  decideKeys,
  decideRead,
  decideReadReceipts,
  decideSend,
} from "./chat.decide.ts";

const ann = 1;
const ben = 2;
const cat = 3;

describe("starting a chat", () => {
  const start = decider(decideChatStart);

  test("a new pair gets a chat, in ascending order whoever starts it", () => {
    start
      .given({ otherExists: true, existing: undefined, blocked: false })
      .when({ caller: ben, users: [ben, ann] })
      .then({ start: [ann, ben] });
  });

  test("a pair that has one gets it again", () => {
    start
      .given({ otherExists: true, existing: 7, blocked: false })
      .when({ caller: ann, users: [ben, ann] })
      .then({ existing: 7 });
  });

  test("refused: another pair's chat, oneself, someone who does not exist", () => {
    start
      .given({ otherExists: true, existing: undefined, blocked: false })
      .when({ caller: cat, users: [ann, ben] })
      .thenRefuses(403, "not_yourself");
    start
      .given({ otherExists: true, existing: undefined, blocked: false })
      .when({ caller: ann, users: [ann, ann] })
      .thenRefuses(400, "self_chat");
    start
      .given({ otherExists: false, existing: undefined, blocked: false })
      .when({ caller: ann, users: [ann, 99] })
      .thenRefuses(404, "user_not_found");
  });
});

describe("sending", () => {
  const send = decider(decideSend);
  const caller = { id: ann, name: "Ann" };

  test("a text is the caller's, to the other person, who has one more unread", () => {
    send
      .given({ otherId: ben, recipientUnread: 4, blocked: false })
      .when({ caller, senderId: ann, chatId: 5, messageId: 9, body: { content: "v1.x.y" } })
      .then([
        {
          type: "ChatMessageSent",
          data: { chatId: 5, messageId: 9, from: ann, to: ben, senderName: "Ann", unreadTotal: 5, content: "v1.x.y" },
        },
      ]);
  });

  test("a picture names its stored file", () => {
    const media = { key: "chat/2026/k.bin", url: "/media/private/chat/2026/k.bin", size: 100 };
    send
      .given({ otherId: ben, recipientUnread: 0, blocked: false })
      .when({ caller, senderId: ann, chatId: 5, messageId: 9, body: { media } })
      .then([
        {
          type: "ChatMediaSent",
          data: { chatId: 5, messageId: 9, from: ann, to: ben, senderName: "Ann", unreadTotal: 1, media },
        },
      ]);
  });

  test("refused: as someone else, or into a chat the caller is not in", () => {
    send
      .given({ otherId: ben, recipientUnread: 0, blocked: false })
      .when({ caller, senderId: ben, chatId: 5, messageId: 9, body: { content: "v1.x.y" } })
      .thenRefuses(403, "not_yourself");
    send
      .given({ otherId: undefined, recipientUnread: 0, blocked: false })
      .when({ caller, senderId: ann, chatId: 5, messageId: 9, body: { content: "v1.x.y" } })
      .thenRefuses(404, "chat_not_found");
  });
});

describe("reading", () => {
  const read = decider(decideRead);
  const member = { otherId: ben, unread: 3, lastReadId: 10, lastMessageId: 14, lastIncomingId: 14, deliveredUpTo: 14 };

  test("reads up to the last message; what is left unread is the other chats' share; both send receipts, so it is told", () => {
    read
      .given({ member, readerUnread: 5, receipts: true })
      .when({ reader: ann, chatId: 5 })
      .then([
        {
          type: "ChatMessagesRead",
          data: { chatId: 5, reader: ann, other: ben, upTo: 14, unreadTotal: 2, receipt: true },
        },
      ]);
  });

  test("with read receipts off (either person's), the read is recorded but not told", () => {
    read
      .given({ member, readerUnread: 5, receipts: false })
      .when({ reader: ann, chatId: 5 })
      .then([
        {
          type: "ChatMessagesRead",
          data: { chatId: 5, reader: ann, other: ben, upTo: 14, unreadTotal: 2, receipt: false },
        },
      ]);
  });

  test("what no browser of the reader had received yet is delivered first, receipts on or off", () => {
    const unreceived = { ...member, deliveredUpTo: 12 };
    for (const receipts of [true, false]) {
      read
        .given({ member: unreceived, readerUnread: 3, receipts })
        .when({ reader: ann, chatId: 5 })
        .then([
          { type: "ChatMessagesDelivered", data: { chatId: 5, recipient: ann, sender: ben, upTo: 14 } },
          {
            type: "ChatMessagesRead",
            data: { chatId: 5, reader: ann, other: ben, upTo: 14, unreadTotal: 0, receipt: receipts },
          },
        ]);
    }
    // The last message is the reader's own: delivered up to the other person's last.
    read
      .given({ member: { ...unreceived, lastMessageId: 15 }, readerUnread: 3, receipts: true })
      .when({ reader: ann, chatId: 5 })
      .then([
        { type: "ChatMessagesDelivered", data: { chatId: 5, recipient: ann, sender: ben, upTo: 14 } },
        {
          type: "ChatMessagesRead",
          data: { chatId: 5, reader: ann, other: ben, upTo: 15, unreadTotal: 0, receipt: true },
        },
      ]);
  });

  test("nothing new since the last read, or no message at all, records nothing", () => {
    read
      .given({ member: { ...member, lastReadId: 14, unread: 0 }, readerUnread: 0, receipts: true })
      .when({ reader: ann, chatId: 5 })
      .then([]);
    read
      .given({
        member: { ...member, lastMessageId: null, lastReadId: 0, lastIncomingId: 0, deliveredUpTo: 0 },
        readerUnread: 0,
        receipts: true,
      })
      .when({ reader: ann, chatId: 5 })
      .then([]);
  });

  test("refused for someone not in the chat", () => {
    read
      .given({ member: undefined, readerUnread: 0, receipts: true })
      .when({ reader: cat, chatId: 5 })
      .thenRefuses(404, "chat_not_found");
  });
});

describe("receiving", () => {
  const delivered = decider(decideDelivered);
  const member = { otherId: ben, unread: 2, lastReadId: 10, lastMessageId: 16, lastIncomingId: 14, deliveredUpTo: 10 };

  test("a browser that has messages up to one the chat has: delivered to there, told to the sender", () => {
    delivered
      .given({ member })
      .when({ recipient: ann, chatId: 5, upTo: 13 })
      .then([{ type: "ChatMessagesDelivered", data: { chatId: 5, recipient: ann, sender: ben, upTo: 13 } }]);
  });

  test("never past the last message sent to the recipient: what is not sent yet cannot have arrived, their own need no receipt", () => {
    delivered
      .given({ member })
      .when({ recipient: ann, chatId: 5, upTo: 1_000 })
      .then([{ type: "ChatMessagesDelivered", data: { chatId: 5, recipient: ann, sender: ben, upTo: 14 } }]);
    delivered
      .given({ member: { ...member, deliveredUpTo: 14 } })
      .when({ recipient: ann, chatId: 5, upTo: 16 })
      .then([]);
  });

  test("nothing further than before (another tab said it already, or nothing was sent to them) records nothing", () => {
    delivered.given({ member }).when({ recipient: ann, chatId: 5, upTo: 10 }).then([]);
    delivered
      .given({ member: { ...member, lastIncomingId: 0, deliveredUpTo: 0 } })
      .when({ recipient: ann, chatId: 5, upTo: 3 })
      .then([]);
  });

  test("refused for someone not in the chat, as a chat that does not exist", () => {
    delivered
      .given({ member: undefined })
      .when({ recipient: cat, chatId: 5, upTo: 14 })
      .thenRefuses(404, "chat_not_found");
  });
});

describe("read receipts setting", () => {
  const setting = decider(decideReadReceipts);

  test("turning them off, and on again, is recorded; the setting as it is records nothing", () => {
    setting
      .given({ current: true })
      .when({ userId: ann, send: false })
      .then([{ type: "ChatReadReceiptsSet", data: { userId: ann, send: false } }]);
    setting
      .given({ current: false })
      .when({ userId: ann, send: true })
      .then([{ type: "ChatReadReceiptsSet", data: { userId: ann, send: true } }]);
    setting.given({ current: true }).when({ userId: ann, send: true }).then([]);
  });
});

describe("keys", () => {
  const keys = decider(decideKeys);
  const backup = { kdf: "recovery-key" as const, salt: "s1", wrapped: "v1.a.b", verifierHash: "h1" };
  const command = { userId: ann, publicKey: "P1", signingKey: "S1", signature: "sig", backup, backupId: 7 };
  const current = { publicKey: "P1", signingKey: "S1", backupId: 3, wrapped: "v1.a.b", salt: "s1" };
  const stored = { kdf: "recovery-key" as const, salt: "s1", backupId: 7, wrapped: "v1.a.b", verifierHash: "h1" };

  test("a first key pair names who has a chat with its owner, and replaces no backup", () => {
    keys
      .given({ current: undefined, partners: [] })
      .when(command)
      .then([
        {
          type: "ChatKeyPublished",
          data: { userId: ann, publicKey: "P1", signingKey: "S1", signature: "sig", partners: [], ...stored },
        },
      ]);
  });

  test("a new key pair replaces (and so erases) the backup before it", () => {
    keys
      .given({ current, partners: [ben, cat] })
      .when({ ...command, publicKey: "P2" })
      .then([
        {
          type: "ChatKeyPublished",
          data: {
            userId: ann,
            publicKey: "P2",
            signingKey: "S1",
            signature: "sig",
            partners: [ben, cat],
            ...stored,
            replaces: 3,
          },
        },
      ]);
  });

  test("the same pair under a new backup replaces the backup; the same backup again records nothing", () => {
    const next = { ...backup, wrapped: "v1.c.d", salt: "s2" };
    keys
      .given({ current, partners: [ben] })
      .when({ ...command, backup: next })
      .then([
        { type: "ChatKeyBackupReplaced", data: { userId: ann, ...stored, wrapped: "v1.c.d", salt: "s2", replaces: 3 } },
      ]);
    keys
      .given({ current, partners: [ben] })
      .when(command)
      .then([]);
  });

  test("the same pair under another signing key is refused", () => {
    keys
      .given({ current, partners: [] })
      .when({ ...command, signingKey: "S2" })
      .thenRefuses(409, "key_conflict");
  });
});

describe("between two people blocked either way", () => {
  const start = decider(decideChatStart);
  const sending = decider(decideSend);

  test("no chat starts, but one they had is still opened (to be read, shown closed)", () => {
    start
      .given({ otherExists: true, existing: undefined, blocked: true })
      .when({ caller: 1, users: [1, 2] })
      .thenRefuses(403, "chat_closed");
    start
      .given({ otherExists: true, existing: 7, blocked: true })
      .when({ caller: 1, users: [1, 2] })
      .then({ existing: 7 });
  });

  test("no message is sent", () => {
    sending
      .given({ otherId: 2, recipientUnread: 0, blocked: true })
      .when({ caller: { id: 1, name: "Ann" }, senderId: 1, chatId: 7, messageId: 9, body: { content: "sealed" } })
      .thenRefuses(403, "chat_closed");
  });
});
