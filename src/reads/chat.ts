import { blockedEitherWay, blockStateOf } from "../../projections/blocks.queries.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Reader } from "../../store/db.ts";
import type { CanRead } from "../media/access.ts";
import type {
  BackupParams,
  ChatDetails,
  ChatListItem,
  ChatUser,
  Message,
  OwnKeys,
  PublicKeyHistory,
  PublicKeys,
} from "../../shared/api/chat.ts";
import type { PageQuery } from "../../shared/api/endpoint.ts";
import { AppError } from "../../shared/errors.ts";
import {
  chatList,
  chatNotFound,
  chatOfMedia,
  historyPage,
  keyBundleOf,
  keyHistoryOf,
  membershipOf,
  unreadTotal,
  type MessageRow,
} from "../../projections/chat.queries.ts";
import { receiptsOf } from "./chat-receipts.ts";
import { profileById, profileByUsername, userNotFound } from "../../projections/profiles.queries.ts";
import { userById } from "../../projections/users.queries.ts";
import { personQuery } from "./people.ts";

/** `{userId}` in a chat path names the caller (API.md "Conventions"): anyone else's is refused. */
export function requireCaller(actor: Actor, userId: number): void {
  if (userId !== actor.id) throw AppError.forbidden("You can only read your own chats.", "not_yourself");
}

/** GET /api/chat/{userId}: the caller's chats, most recently active first. */
export async function chatListOf(ctx: AppContext, actor: Actor, userId: number): Promise<ChatListItem[]> {
  requireCaller(actor, userId);
  const [rows, blocked] = await Promise.all([chatList(ctx.db, actor.id), ctx.caches.blocks.blockedWith(actor.id)]);
  // A chat closed by a block stays listed (its history is readable), without the other's picture.
  return rows.map((row) => ({
    chat_id: row.chatId,
    created_at: row.startedAt,
    updated_at: row.activeAt,
    chatter_id: row.otherId,
    last_message: row.lastContent,
    last_message_id: row.lastMessageId,
    unread_count: row.unread,
    username: row.username,
    profile: blocked.has(row.otherId) ? null : row.picture,
  }));
}

/** GET /api/chat-unread/{userId}: the navigation badge's count. */
export async function unreadOf(ctx: AppContext, actor: Actor, userId: number): Promise<{ total: number }> {
  requireCaller(actor, userId);
  return { total: await unreadTotal(ctx.db, actor.id) };
}

/**
 * GET /api/chat/search/{username}: someone to start a chat with (live, verified, not blocked by an admin, nor
 * blocked either way with the caller), "@Bob" as bob.
 */
export async function findChatUser(ctx: AppContext, actor: Actor, username: string): Promise<ChatUser> {
  const found = await profileByUsername(ctx.db, personQuery(username));
  if (!found || (await blockedEitherWay(ctx.db, actor.id, found.id))) throw userNotFound();
  return { id: found.id, username: found.username, profile: found.picture };
}

/** GET /api/chat-details/{chatID}/{userId}: a page of the history and the other person, for the chat's two people only. */
export async function chatDetailsOf(
  ctx: AppContext,
  actor: Actor,
  chatId: number,
  userId: number,
  page: Required<Pick<PageQuery, "limit">> & PageQuery,
): Promise<ChatDetails> {
  requireCaller(actor, userId);
  const member = await membershipOf(ctx.db, actor.id, chatId);
  const other = member && (await userById(ctx.db, member.otherId));
  if (!member || !other || other.deletedAt) throw chatNotFound();
  const [rows, profile, online, receipts, block] = await Promise.all([
    historyPage(ctx.db, chatId, page),
    profileById(ctx.db, other.id),
    ctx.realtime.isOnline(other.id),
    receiptsOf(ctx.db, actor.id, other.id, chatId),
    blockStateOf(ctx.db, actor.id, other.id),
  ]);
  const closed = block.blocked || block.blockedBy;
  // A block either way closes the chat: its history stays readable, but the other's presence and picture go.
  return {
    messages: rows.map(messageOf),
    user: closed ? other.username : other.name,
    other_user_id: other.id,
    username: other.username,
    lastActive: closed ? null : lastActive(ctx, other.id, other.lastActive),
    status: closed ? false : online,
    profile: closed ? null : (profile?.picture ?? null),
    closed,
    blocked: block.blocked,
    ...receipts,
  };
}

export function messageOf(row: MessageRow): Message {
  return { id: row.id, content: row.content, sender_id: row.senderId, is_image: row.isImage, created_at: row.sentAt };
}

/** The later of what this process saw and what the log recorded (which lags by up to 5 minutes). */
function lastActive(ctx: AppContext, userId: number, recorded: string | null): string | null {
  const seen = ctx.presence.lastSeen(userId)?.toISOString();
  if (!seen) return recorded;
  return !recorded || seen > recorded ? seen : recorded;
}

/**
 * GET /api/keys/{userId}: anyone's public keys; the caller's own with their backup's parameters (never the
 * backup itself: POST /api/keys/backup, for a proof). Keys of the first design have no signing key: to
 * others they are as if absent (no browser would accept them), to their owner they come with no backup.
 */
export async function keysOf(
  ctx: AppContext,
  actor: Actor,
  userId: number,
): Promise<PublicKeys | OwnKeys | { publicKey: null }> {
  const row = await keyBundleOf(ctx.db, userId);
  if (!row?.signingKey && userId === actor.id) return { publicKey: null };
  const owner = row && (await profileById(ctx.db, userId));
  if (!row?.signingKey || !row.signature || !owner)
    throw AppError.notFound("This person has no chat key yet.", "no_chat_key");
  const prekey =
    row.prekey && row.prekeySignature && row.prekeyPublishedAt
      ? { publicKey: row.prekey, signature: row.prekeySignature, published_at: row.prekeyPublishedAt }
      : null;
  const keys = { publicKey: row.publicKey, signingKey: row.signingKey, signature: row.signature, prekey };
  if (userId !== actor.id) return keys;
  const backup: BackupParams | null = row.backupKdf
    ? {
        kdf: row.backupKdf,
        salt: row.salt,
        ...(row.backupArgon2 ? { argon2: JSON.parse(row.backupArgon2) as BackupParams["argon2"] } : {}),
      }
    : null;
  return { ...keys, backup, published_at: row.publishedAt };
}

/** GET /api/keys/{userId}/history: every public key they have had, with the signing key that vouched for it. */
export async function keyHistory(ctx: AppContext, userId: number): Promise<PublicKeyHistory> {
  if (!(await profileById(ctx.db, userId))) throw userNotFound();
  const keys = await keyHistoryOf(ctx.db, userId);
  return {
    keys: keys.map((k) => ({
      publicKey: k.publicKey,
      signingKey: k.signingKey,
      signature: k.signature,
      published_at: k.publishedAt,
    })),
  };
}

/**
 * Who may fetch a chat picture: the two people of the chat it was sent in, checked on every fetch. Anyone
 * else gets the 404 of an unknown key.
 */
export function chatMediaReaders(db: Reader): CanRead {
  return async (user, key) => {
    const chat = await chatOfMedia(db, key);
    return chat !== undefined && (chat.userLow === user.id || chat.userHigh === user.id);
  };
}
