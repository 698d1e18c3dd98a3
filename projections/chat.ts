import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import type { EventOf, StoredEvent } from "../events/index.ts";
import { projection } from "../store/projection.ts";
import {
  chatBackupFailures,
  chatKeyHistory,
  chatKeys,
  chatMembers,
  chatMessages,
  chatReceiptSettings,
  chats,
} from "./chat.schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Chats, their histories, unread counts and receipts, and each person's end-to-end key. Version 2: the
 * receipts (`delivered_up_to`, `read_receipt_up_to`, `chat_receipt_settings`), rebuilt from the reads before them.
 * Version 3: signed keys and backups under a secret the server never receives (`chat_backup_failures`).
 */
export const chatProjection = projection({
  name: "chat",
  version: 3,
  tables: [chats, chatMembers, chatMessages, chatKeys, chatKeyHistory, chatReceiptSettings, chatBackupFailures],
  on: [
    "ChatStarted",
    "ChatMessageSent",
    "ChatMediaSent",
    "ChatMessagesRead",
    "ChatMessagesDelivered",
    "ChatReadReceiptsSet",
    "ChatKeyPublished",
    "ChatKeyBackupReplaced",
    "ChatKeyRewrapped",
    "ChatPrekeyPublished",
    "ChatBackupProofRejected",
    "UserDeleted",
  ],
  async apply(event, tx) {
    switch (event.type) {
      case "ChatStarted":
        return startChat(tx, event);
      case "ChatMessageSent":
        return addMessage(tx, event, { content: event.data.content, isImage: false, mediaKey: null });
      case "ChatMediaSent":
        return addMessage(tx, event, { content: event.data.media.url, isImage: true, mediaKey: event.data.media.key });
      case "ChatMessagesRead":
        return markRead(tx, event);
      case "ChatMessagesDelivered": {
        const { chatId, recipient, upTo } = event.data;
        await tx
          .update(chatMembers)
          .set({ deliveredUpTo: sql`max(${chatMembers.deliveredUpTo}, ${upTo})` })
          .where(and(eq(chatMembers.userId, recipient), eq(chatMembers.chatId, chatId)));
        return;
      }
      case "ChatReadReceiptsSet": {
        const row = { userId: event.data.userId, sendReadReceipts: event.data.send };
        await tx
          .insert(chatReceiptSettings)
          .values(row)
          .onConflictDoUpdate({ target: chatReceiptSettings.userId, set: row });
        return;
      }
      case "ChatKeyPublished": {
        const { userId, publicKey, signingKey = null, signature = null, salt } = event.data;
        const row = {
          userId,
          publicKey,
          signingKey,
          signature,
          salt,
          publishedAt: event.at,
          ...backupColumns(event.data),
          // a new pair's signing key never signed the old session key
          prekey: null,
          prekeySignature: null,
          prekeyPublishedAt: null,
        };
        await tx.insert(chatKeys).values(row).onConflictDoUpdate({ target: chatKeys.userId, set: row });
        await tx
          .insert(chatKeyHistory)
          .values({ userId, position: event.position, publicKey, signingKey, signature, publishedAt: event.at })
          .onConflictDoNothing();
        return;
      }
      case "ChatKeyBackupReplaced": {
        const { userId, salt } = event.data;
        await tx
          .update(chatKeys)
          .set({ salt, ...backupColumns(event.data) })
          .where(eq(chatKeys.userId, userId));
        return;
      }
      case "ChatPrekeyPublished": {
        const { userId, prekey, signature } = event.data;
        await tx
          .update(chatKeys)
          .set({ prekey, prekeySignature: signature, prekeyPublishedAt: event.at })
          .where(eq(chatKeys.userId, userId));
        return;
      }
      case "ChatKeyRewrapped":
        // The first design's password re-wrap: its bundles count as having no backup (and the password no
        // longer opens anything), so there is nothing to keep of it.
        return;
      case "ChatBackupProofRejected": {
        const cutoff = new Date(Date.parse(event.at) - DAY_MS).toISOString();
        await tx.delete(chatBackupFailures).where(lt(chatBackupFailures.at, cutoff));
        await tx
          .insert(chatBackupFailures)
          .values({ position: event.position, userId: event.data.userId, at: event.at })
          .onConflictDoNothing();
        return;
      }
      case "UserDeleted":
        // Their chats stay (the other person's lists hide them, the media reactor deletes their pictures);
        // their key and its backup go (the log's copies with the person's key, events/chat.ts): nobody can
        // start a chat with a deleted account.
        await tx.delete(chatKeys).where(eq(chatKeys.userId, event.data.userId));
        await tx.delete(chatReceiptSettings).where(eq(chatReceiptSettings.userId, event.data.userId));
        await tx.delete(chatBackupFailures).where(eq(chatBackupFailures.userId, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

/**
 * A backup's columns from its event; none for an event of the first design, whose password-wrapped key is
 * not kept (README "chat keys": the password no longer opens anything).
 */
function backupColumns(data: {
  backupId?: number;
  kdf?: "recovery-key" | "argon2id";
  argon2?: object;
  wrapped?: string;
  verifierHash?: string;
}) {
  if (data.backupId === undefined)
    return { backupId: null, backupKdf: null, backupArgon2: null, wrapped: null, verifierHash: null };
  return {
    backupId: data.backupId,
    backupKdf: data.kdf ?? null,
    backupArgon2: data.argon2 ? JSON.stringify(data.argon2) : null,
    wrapped: data.wrapped ?? null,
    verifierHash: data.verifierHash ?? null,
  };
}

async function startChat(tx: Tx, { data, at }: StoredEvent<EventOf<"ChatStarted">>) {
  const [low, high] = data.users;
  await tx
    .insert(chats)
    .values({ id: data.chatId, userLow: low, userHigh: high, startedAt: at, activeAt: at })
    .onConflictDoNothing();
  await tx
    .insert(chatMembers)
    .values([
      { userId: low, chatId: data.chatId, otherId: high, activeAt: at },
      { userId: high, chatId: data.chatId, otherId: low, activeAt: at },
    ])
    .onConflictDoNothing();
}

type Delivered = StoredEvent<EventOf<"ChatMessageSent" | "ChatMediaSent">>;

/**
 * A message: its row, the chat's last message and time, and one more unread for the recipient. Each step
 * checks it has not happened for this message already, so applying the event twice changes nothing.
 */
async function addMessage(
  tx: Tx,
  { data, at }: Delivered,
  body: { content: string; isImage: boolean; mediaKey: string | null },
) {
  const { chatId, messageId, from, to } = data;
  await tx
    .insert(chatMessages)
    .values({ id: messageId, chatId, senderId: from, sentAt: at, ...body })
    .onConflictDoNothing();
  await tx
    .update(chats)
    .set({ lastMessageId: messageId, activeAt: at })
    .where(and(eq(chats.id, chatId), or(isNull(chats.lastMessageId), lt(chats.lastMessageId, messageId))));
  for (const userId of [from, to]) {
    await tx
      .update(chatMembers)
      .set({ activeAt: at })
      .where(and(eq(chatMembers.userId, userId), eq(chatMembers.chatId, chatId)));
  }
  await tx
    .update(chatMembers)
    .set({ unread: sql`${chatMembers.unread} + 1`, lastCountedId: messageId })
    .where(and(eq(chatMembers.userId, to), eq(chatMembers.chatId, chatId), lt(chatMembers.lastCountedId, messageId)));
}

/**
 * What is still unread after a read is counted from the rows: normally none, as `upTo` is the last message.
 * What was read was received too; it is told as read only with `receipt` (absent: recorded when all reads were).
 */
async function markRead(tx: Tx, { data }: StoredEvent<EventOf<"ChatMessagesRead">>) {
  const { chatId, reader, other, upTo, receipt = true } = data;
  const member = and(eq(chatMembers.userId, reader), eq(chatMembers.chatId, chatId));
  const current = await tx.select({ lastReadId: chatMembers.lastReadId }).from(chatMembers).where(member).get();
  if (!current) return;
  const lastReadId = Math.max(current.lastReadId, upTo);
  const after = await tx
    .select({ n: sql<number>`count(*)` })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.senderId, other), gt(chatMessages.id, lastReadId)))
    .get();
  await tx
    .update(chatMembers)
    .set({
      lastReadId,
      unread: after?.n ?? 0,
      deliveredUpTo: sql`max(${chatMembers.deliveredUpTo}, ${upTo})`,
      ...(receipt && { readReceiptUpTo: sql`max(${chatMembers.readReceiptUpTo}, ${upTo})` }),
    })
    .where(member);
}
