import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import {
  chatBackupFailures,
  chatKeyHistory,
  chatKeys,
  chatMembers,
  chatMessages,
  chatReceiptSettings,
  chats,
} from "./chat.schema.ts";
import { users } from "./users.schema.ts";
import { profiles } from "./profiles.schema.ts";
import { pairOf } from "../events/chat.ts";
import { AppError } from "../shared/errors.ts";

/** No such chat, or not the caller's: one answer, so a chat's existence is not told to outsiders. */
export const chatNotFound = () => AppError.notFound("Chat not found", "chat_not_found");

/** The chat of a pair, if they have one (`chats_pair`). */
export async function chatOfPair(db: Reader, a: number, b: number): Promise<number | undefined> {
  const [low, high] = pairOf(a, b);
  const row = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.userLow, low), eq(chats.userHigh, high)))
    .get();
  return row?.id;
}

/** A chat as one of its people sees it; undefined when `userId` is not in it (or it does not exist). */
export interface Membership {
  chatId: number;
  otherId: number;
  unread: number;
  lastReadId: number;
  lastMessageId: number | null;
  /** The last message the other person sent them (0: none yet). */
  lastIncomingId: number;
  /** How far this person's browsers have received the chat, and how far they have told the other they read it. */
  deliveredUpTo: number;
  readReceiptUpTo: number;
}

export async function membershipOf(db: Reader, userId: number, chatId: number): Promise<Membership | undefined> {
  return db
    .select({
      chatId: chatMembers.chatId,
      otherId: chatMembers.otherId,
      unread: chatMembers.unread,
      lastReadId: chatMembers.lastReadId,
      lastMessageId: chats.lastMessageId,
      lastIncomingId: chatMembers.lastCountedId,
      deliveredUpTo: chatMembers.deliveredUpTo,
      readReceiptUpTo: chatMembers.readReceiptUpTo,
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(and(eq(chatMembers.userId, userId), eq(chatMembers.chatId, chatId)))
    .get();
}

export interface ChatListRow {
  chatId: number;
  startedAt: string;
  activeAt: string;
  otherId: number;
  unread: number;
  username: string;
  picture: string | null;
  lastContent: string | null;
  lastMessageId: number | null;
}

/** The most chats the list shows: far more than anyone keeps up, and a bound on the query's cost. */
export const CHAT_LIST_LIMIT = 500;

/**
 * One person's chats, most recently active first (`chat_members_recent`), with the other person and the
 * last message. Chats with a deleted account are left out.
 */
export async function chatList(db: Reader, userId: number): Promise<ChatListRow[]> {
  return db
    .select({
      chatId: chatMembers.chatId,
      startedAt: chats.startedAt,
      activeAt: chatMembers.activeAt,
      otherId: chatMembers.otherId,
      unread: chatMembers.unread,
      username: users.username,
      picture: profiles.pictureUrl,
      lastContent: chatMessages.content,
      lastMessageId: chats.lastMessageId,
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .innerJoin(users, eq(users.id, chatMembers.otherId))
    .leftJoin(profiles, eq(profiles.userId, chatMembers.otherId))
    .leftJoin(chatMessages, eq(chatMessages.id, chats.lastMessageId))
    .where(and(eq(chatMembers.userId, userId), isNull(users.deletedAt)))
    .orderBy(desc(chatMembers.activeAt), desc(chatMembers.chatId))
    .limit(CHAT_LIST_LIMIT);
}

/** Messages waiting for `userId` in all their chats (with live accounts): the navigation's badge. */
export async function unreadTotal(db: Reader, userId: number): Promise<number> {
  const row = await db
    .select({ total: sql<number | null>`sum(${chatMembers.unread})` })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.otherId))
    .where(and(eq(chatMembers.userId, userId), isNull(users.deletedAt)))
    .get();
  return row?.total ?? 0;
}

export type MessageRow = typeof chatMessages.$inferSelect;

/** A page of a chat's history, newest first, before message `before` (`chat_messages_history`). */
export async function historyPage(
  db: Reader,
  chatId: number,
  page: { before?: number; limit: number },
): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.chatId, chatId), page.before === undefined ? undefined : lt(chatMessages.id, page.before)),
    )
    .orderBy(desc(chatMessages.id))
    .limit(page.limit);
}

export async function messageById(db: Reader, id: number): Promise<MessageRow | undefined> {
  return db.select().from(chatMessages).where(eq(chatMessages.id, id)).get();
}

/** The two people of the chat a picture was sent in, found from its storage key (`chat_messages_media`). */
export async function chatOfMedia(db: Reader, key: string): Promise<{ userLow: number; userHigh: number } | undefined> {
  return db
    .select({ userLow: chats.userLow, userHigh: chats.userHigh })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(eq(chatMessages.mediaKey, key))
    .get();
}

/** The storage keys of every picture in `userId`'s chats, sent by either person: what a deleted account leaves. */
export async function chatMediaKeysOf(db: Reader, userId: number): Promise<string[]> {
  const mine = await db.select({ chatId: chatMembers.chatId }).from(chatMembers).where(eq(chatMembers.userId, userId));
  if (mine.length === 0) return [];
  const rows = await db
    .select({ key: chatMessages.mediaKey })
    .from(chatMessages)
    .where(
      and(
        inArray(
          chatMessages.chatId,
          mine.map((m) => m.chatId),
        ),
        isNotNull(chatMessages.mediaKey),
      ),
    );
  return rows.map((row) => row.key!);
}

export type KeyBundleRow = typeof chatKeys.$inferSelect;

export async function keyBundleOf(db: Reader, userId: number): Promise<KeyBundleRow | undefined> {
  return db.select().from(chatKeys).where(eq(chatKeys.userId, userId)).get();
}

/** Every public key the person has published, oldest first (a handful at most: one per key reset). */
export async function keyHistoryOf(db: Reader, userId: number) {
  return db
    .select({
      publicKey: chatKeyHistory.publicKey,
      signingKey: chatKeyHistory.signingKey,
      signature: chatKeyHistory.signature,
      publishedAt: chatKeyHistory.publishedAt,
    })
    .from(chatKeyHistory)
    .where(eq(chatKeyHistory.userId, userId))
    .orderBy(asc(chatKeyHistory.position))
    .limit(100);
}

/** The person's wrong backup proofs since `since`, counting up to `limit`. */
export async function backupFailuresSince(db: Reader, userId: number, since: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ at: chatBackupFailures.at })
    .from(chatBackupFailures)
    .where(and(eq(chatBackupFailures.userId, userId), gt(chatBackupFailures.at, since)))
    .orderBy(asc(chatBackupFailures.at))
    .limit(limit);
  return rows.map((row) => row.at);
}

/** Everyone `userId` has a chat with (`chat_members` by its key): who sees their online status in a chat. */
export async function chatPartnersOf(db: Reader, userId: number): Promise<number[]> {
  const rows = await db
    .select({ otherId: chatMembers.otherId })
    .from(chatMembers)
    .where(eq(chatMembers.userId, userId))
    .limit(CHAT_LIST_LIMIT);
  return rows.map((row) => row.otherId);
}

/** Whether `userId` sends (and so sees) read receipts: yes unless they turned them off. */
export async function sendsReadReceipts(db: Reader, userId: number): Promise<boolean> {
  const row = await db
    .select({ send: chatReceiptSettings.sendReadReceipts })
    .from(chatReceiptSettings)
    .where(eq(chatReceiptSettings.userId, userId))
    .get();
  return row?.send ?? true;
}
