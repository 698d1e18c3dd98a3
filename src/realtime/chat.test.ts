import { expect, test } from "bun:test";
import type { StoredEvent } from "../../events/index.ts";
import { chatRoute } from "./chat.ts";

const at = "2026-11-23T01:00:00.000Z";
const stored = (event: Pick<StoredEvent, "type" | "data">) =>
  ({ ...event, stream: "chat-5", position: 42, version: 3, at }) as StoredEvent;

test("a message reaches the recipient with their unread total, and the sender's other devices; the content stays sealed", () => {
  const deliveries = chatRoute(
    stored({
      type: "ChatMessageSent",
      data: { chatId: 5, messageId: 9, from: 1, to: 2, senderName: "Ann", unreadTotal: 3, content: "v1.iv.ct" },
    }),
  );
  const message = {
    message: "v1.iv.ct",
    sendername: "Ann",
    chatID: 5,
    id: 9,
    sender_id: 1,
    is_image: false,
    created_at: at,
  };
  expect(deliveries).toEqual([
    { userId: 2, event: "new-message", data: message },
    { userId: 2, event: "unread", data: { total: 3 } },
    { userId: 1, event: "new-message", data: message },
  ]);
});

test("a picture is delivered as its private URL", () => {
  const [first] = chatRoute(
    stored({
      type: "ChatMediaSent",
      data: {
        chatId: 5,
        messageId: 10,
        from: 1,
        to: 2,
        senderName: "Ann",
        unreadTotal: 1,
        media: { key: "k", url: "/media/private/chat/2026/k.bin" },
      },
    }),
  );
  expect(first).toMatchObject({
    userId: 2,
    event: "new-message",
    data: { message: "/media/private/chat/2026/k.bin", is_image: true },
  });
});

test("a read tells the other person how far, and gives the reader's devices their new total", () => {
  expect(
    chatRoute(
      stored({
        type: "ChatMessagesRead",
        data: { chatId: 5, reader: 2, other: 1, upTo: 10, unreadTotal: 0, receipt: true },
      }),
    ),
  ).toEqual([
    { userId: 1, event: "read", data: { chatID: 5, userId: 2, upTo: 10 } },
    { userId: 2, event: "unread", data: { total: 0 } },
  ]);
  // Recorded before the setting existed, when every read was told.
  expect(
    chatRoute(
      stored({ type: "ChatMessagesRead", data: { chatId: 5, reader: 2, other: 1, upTo: 10, unreadTotal: 0 } }),
    )[0],
  ).toMatchObject({ userId: 1, event: "read" });
});

test("a read without a receipt (either person has them off) tells the other person nothing", () => {
  expect(
    chatRoute(
      stored({
        type: "ChatMessagesRead",
        data: { chatId: 5, reader: 2, other: 1, upTo: 10, unreadTotal: 4, receipt: false },
      }),
    ),
  ).toEqual([{ userId: 2, event: "unread", data: { total: 4 } }]);
});

test("a delivery tells the sender how far, and nobody else; the setting tells nobody", () => {
  expect(
    chatRoute(stored({ type: "ChatMessagesDelivered", data: { chatId: 5, recipient: 2, sender: 1, upTo: 10 } })),
  ).toEqual([{ userId: 1, event: "delivered", data: { chatID: 5, userId: 2, upTo: 10 } }]);
  expect(chatRoute(stored({ type: "ChatReadReceiptsSet", data: { userId: 2, send: false } }))).toEqual([]);
});

test("a chat's start and a replaced key backup are not delivered", () => {
  expect(chatRoute(stored({ type: "ChatStarted", data: { chatId: 5, users: [1, 2], by: 1 } }))).toEqual([]);
  const backup = {
    kdf: "recovery-key" as const,
    salt: "s".repeat(22),
    backupId: 2,
    wrapped: "v1.a.b",
    verifierHash: "h",
    replaces: 1,
  };
  expect(chatRoute(stored({ type: "ChatKeyBackupReplaced", data: { userId: 1, ...backup } }))).toEqual([]);
});

test("a new key pair reaches everyone who has a chat with its owner, as its public key only", () => {
  const bundle = {
    publicKey: "P2",
    signingKey: "S2",
    signature: "sig",
    kdf: "recovery-key" as const,
    salt: "s".repeat(22),
    backupId: 1,
    wrapped: "v1.a.b",
    verifierHash: "h",
  };
  expect(chatRoute(stored({ type: "ChatKeyPublished", data: { userId: 1, ...bundle, partners: [2, 3] } }))).toEqual([
    { userId: 2, event: "key-changed", data: { userId: 1, publicKey: "P2" } },
    { userId: 3, event: "key-changed", data: { userId: 1, publicKey: "P2" } },
  ]);
  // Recorded before partners were: told to nobody.
  expect(chatRoute(stored({ type: "ChatKeyPublished", data: { userId: 1, ...bundle } }))).toEqual([]);
});
