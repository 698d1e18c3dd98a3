import type { EventOf } from "../../events/index.ts";
import type { BackupParams } from "../../shared/api/chat.ts";
import { AppError } from "../../shared/errors.ts";
import { pairOf } from "../../events/chat.ts";
import { chatNotFound } from "../../projections/chat.queries.ts";

/** A chat the caller is not in is as absent as one that does not exist. */

// ---- Starting a chat --------------------------------------------------------------------------------

/** POST /api/chat/create: the caller names the pair, and must be one of it. */
export interface StartChat {
  caller: number;
  users: [number, number];
}

/**
 * Whether the other person exists (a live, verified, unblocked account), the chat the pair has, if any, and
 * whether either of the two blocked the other.
 */
export interface PairState {
  otherExists: boolean;
  existing: number | undefined;
  blocked: boolean;
}

/** Between two people who blocked one another (either way) no message goes, and no chat starts. */
export const chatClosed = () =>
  AppError.forbidden("This chat is closed: you cannot message this person.", "chat_closed");

/** The pair's chat as it is, or the pair to start one for. */
export type ChatStart = { existing: number } | { start: [number, number] };

export function decideChatStart(
  { caller, users: [a, b] }: StartChat,
  { otherExists, existing, blocked }: PairState,
): ChatStart {
  if (a !== caller && b !== caller) throw AppError.forbidden("You can only start a chat of your own.", "not_yourself");
  if (a === b) throw AppError.badRequest("You cannot start a chat with yourself.", "self_chat");
  if (!otherExists) throw AppError.notFound("User not found", "user_not_found");
  // An existing chat may still be opened (read, and shown as closed); a new one is not started.
  if (existing !== undefined) return { existing };
  if (blocked) throw chatClosed();
  return { start: pairOf(a, b) };
}

// ---- Sending ----------------------------------------------------------------------------------------

/** A message from the caller: `senderId` is who the body says sent it, which must be the caller. */
export interface Send {
  caller: { id: number; name: string };
  senderId: number;
  chatId: number;
  messageId: number;
  body: { content: string } | { media: { key: string; url: string; size: number } };
}

/**
 * The chat as the caller is in it (undefined: not in it), the recipient's unread total before this message,
 * and whether either of the two blocked the other.
 */
export interface SendState {
  otherId: number | undefined;
  recipientUnread: number;
  blocked: boolean;
}

export function decideSend(
  command: Send,
  { otherId, recipientUnread, blocked }: SendState,
): EventOf<"ChatMessageSent" | "ChatMediaSent">[] {
  const { caller, senderId, chatId, messageId, body } = command;
  if (senderId !== caller.id) throw AppError.forbidden("You can only send messages as yourself.", "not_yourself");
  if (otherId === undefined) throw chatNotFound();
  if (blocked) throw chatClosed();
  const delivery = {
    chatId,
    messageId,
    from: caller.id,
    to: otherId,
    senderName: caller.name,
    unreadTotal: recipientUnread + 1,
  };
  if ("content" in body) return [{ type: "ChatMessageSent", data: { ...delivery, content: body.content } }];
  return [{ type: "ChatMediaSent", data: { ...delivery, media: body.media } }];
}

// ---- Reading and receiving -------------------------------------------------------------------------

export interface Read {
  reader: number;
  chatId: number;
}

/** The chat as a person is in it (undefined: not in it). */
type Member =
  | {
      otherId: number;
      unread: number;
      lastReadId: number;
      lastMessageId: number | null;
      lastIncomingId: number;
      deliveredUpTo: number;
    }
  | undefined;

/**
 * The chat as the reader is in it, the reader's unread total over all chats, and whether a read receipt goes
 * out: both people send read receipts (one who does not sees nobody else's either).
 */
export interface ReadState {
  member: Member;
  readerUnread: number;
  receipts: boolean;
}

/**
 * Reading up to the chat's last message; nothing new since the last read records nothing. What is read has
 * been received: if no browser of the reader had said so yet, the other person sees it delivered, whatever
 * the receipts setting (with read receipts off, that is all they see).
 */
export function decideRead(
  { reader, chatId }: Read,
  { member, readerUnread, receipts }: ReadState,
): EventOf<"ChatMessagesRead" | "ChatMessagesDelivered">[] {
  if (!member) throw chatNotFound();
  const { lastMessageId, lastReadId, unread, otherId, lastIncomingId, deliveredUpTo } = member;
  if (lastMessageId === null || lastMessageId <= lastReadId) return [];
  const read: EventOf<"ChatMessagesRead"> = {
    type: "ChatMessagesRead",
    data: {
      chatId,
      reader,
      other: otherId,
      upTo: lastMessageId,
      unreadTotal: Math.max(0, readerUnread - unread),
      receipt: receipts,
    },
  };
  if (lastIncomingId <= deliveredUpTo) return [read];
  return [
    { type: "ChatMessagesDelivered", data: { chatId, recipient: reader, sender: otherId, upTo: lastIncomingId } },
    read,
  ];
}

/** POST /api/chat/delivered: a browser of `recipient` has the chat's messages up to `upTo`. */
export interface Receive {
  recipient: number;
  chatId: number;
  upTo: number;
}

/**
 * Received up to `upTo`, but never past the last message sent to the recipient (no message can be received
 * before it is sent, and their own need no receipt); nothing past what was already received records
 * nothing, so every tab may say it.
 */
export function decideDelivered(
  { recipient, chatId, upTo }: Receive,
  { member }: { member: Member },
): EventOf<"ChatMessagesDelivered">[] {
  if (!member) throw chatNotFound();
  const received = Math.min(upTo, member.lastIncomingId);
  if (received <= member.deliveredUpTo) return [];
  return [{ type: "ChatMessagesDelivered", data: { chatId, recipient, sender: member.otherId, upTo: received } }];
}

/** PUT /api/chat-settings: read receipts on or off; the setting as it is records nothing. */
export function decideReadReceipts(
  { userId, send }: { userId: number; send: boolean },
  { current }: { current: boolean },
): EventOf<"ChatReadReceiptsSet">[] {
  return send === current ? [] : [{ type: "ChatReadReceiptsSet", data: { userId, send } }];
}

// ---- Keys ------------------------------------------------------------------------------------------

/** A `PUT /api/keys` body as the server keeps it: the verifier replaced by its hash, a new backup's id given. */
export interface KeysToPublish {
  userId: number;
  publicKey: string;
  signingKey: string;
  signature: string;
  backup: BackupParams & { wrapped: string; verifierHash: string };
  backupId: number;
}

/** The caller's keys as they are: their public keys and current backup's id, if any. */
export interface KeysState {
  current:
    | { publicKey: string; signingKey: string | null; backupId: number | null; wrapped: string | null; salt: string }
    | undefined;
  partners: number[];
}

/**
 * PUT /api/keys: a new public key is a new key pair (a first chat, or keys started over); the same pair
 * with another backup replaces the backup. Either way the backup before it is erased (`replaces`), log
 * included. The same pair under another signing key is refused: a signing key is changed only with a new
 * pair, which every contact is told of. The same backup again records nothing.
 */
export function decideKeys(
  command: KeysToPublish,
  { current, partners }: KeysState,
): EventOf<"ChatKeyPublished" | "ChatKeyBackupReplaced">[] {
  const { userId, publicKey, signingKey, signature, backup, backupId } = command;
  const { kdf, salt, argon2, wrapped, verifierHash } = backup;
  const stored = {
    kdf,
    salt,
    ...(argon2 ? { argon2 } : {}),
    backupId,
    wrapped,
    verifierHash,
    ...(current?.backupId ? { replaces: current.backupId } : {}),
  };
  // Keys of the first design (no signing key) are published over, as a new pair would be.
  if (!current || current.publicKey !== publicKey || current.signingKey === null) {
    return [{ type: "ChatKeyPublished", data: { userId, publicKey, signingKey, signature, partners, ...stored } }];
  }
  if (current.signingKey !== signingKey)
    throw AppError.conflict("This key is already published with another signing key.", "key_conflict");
  if (current.wrapped === wrapped && current.salt === salt) return [];
  return [{ type: "ChatKeyBackupReplaced", data: { userId, ...stored } }];
}

// ---- A session key (prekey) -----------------------------------------------------------------------------

/** PUT /api/keys/prekey, once the server has checked the signature against `signingKey` (or found it wrong). */
export interface PrekeyToPublish {
  userId: number;
  prekey: string;
  signature: string;
  /** Whether `signature` is the caller's current signing key's over the prekey statement. */
  signedByCurrentKey: boolean;
}

/**
 * A session key needs keys of the current design to belong to (a signing key), and their signing key's
 * signature: the server hands nobody a key their browser would refuse. Publishing the current one again
 * changes nothing.
 */
export function decidePrekey(
  { userId, prekey, signature, signedByCurrentKey }: PrekeyToPublish,
  current: { signingKey: string | null; prekey: string | null } | undefined,
): EventOf<"ChatPrekeyPublished">[] {
  if (!current?.signingKey) throw AppError.conflict("Set up your chat keys before a session key.", "no_chat_key");
  if (!signedByCurrentKey)
    throw AppError.badRequest("signature: not your signing key's signature of this session key", "invalid_input");
  if (current.prekey === prekey) return [];
  return [{ type: "ChatPrekeyPublished", data: { userId, prekey, signature } }];
}
