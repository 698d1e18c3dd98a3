import { z } from "zod";
import { defineEvent } from "./define.ts";
import { erases, personal } from "./personal.ts";
import { userStream } from "./users.ts";
import { MAX_STORED_ENVELOPE_LENGTH, MESSAGE_ENVELOPE } from "../shared/chat.ts";
import { Argon2Params, PublicKeyText, Salt } from "../shared/chat-keys.ts";

/**
 * One-to-one chats, on the chat's stream `chat-<id>`, and each person's end-to-end key, on `user-<id>`.
 * No event holds a message's text: `content` is the browser's sealed envelope, and a picture is a file of
 * sealed bytes named by its storage key. The key events hold the public keys and a backup of the private
 * keys sealed in the browser under a secret the server never receives (a recovery key or chat passphrase).
 */
const id = z.number().int().positive();
const Envelope = z.string().max(MAX_STORED_ENVELOPE_LENGTH).regex(MESSAGE_ENVELOPE);

/** The pair's chat: `users` in ascending order, so one pair is one chat whichever of them starts it. */
export const ChatStarted = defineEvent("ChatStarted", z.object({ chatId: id, users: z.tuple([id, id]), by: id }));

/**
 * What every delivered message records besides its content: who sent it to whom, the name the sender
 * went by then (the recipient's notification shows it), and the recipient's unread messages over all
 * their chats once this one arrived, so the live badge needs no read of the database.
 */
const Delivery = {
  chatId: id,
  messageId: id,
  from: id,
  to: id,
  senderName: z.string(),
  unreadTotal: z.number().int().nonnegative(),
};

export const ChatMessageSent = defineEvent("ChatMessageSent", z.object({ ...Delivery, content: Envelope }));

/**
 * A picture, sealed in the browser before upload: the server stored bytes it cannot open. `size`: the bytes
 * stored, counted against the sender's storage quota (absent on pictures sent before it was recorded).
 */
export const ChatMediaSent = defineEvent(
  "ChatMediaSent",
  z.object({
    ...Delivery,
    media: z.object({ key: z.string(), url: z.string(), size: z.number().int().nonnegative().optional() }),
  }),
);

/**
 * `reader` has read every message of the chat up to `upTo`; `unreadTotal` is what is left unread in all their
 * chats. `receipt`: whether `other` is told (a read receipt), which needs both of them to send read receipts
 * at the time (README "Chat", receipts). Absent in events recorded before the setting existed, when every
 * read was told.
 */
export const ChatMessagesRead = defineEvent(
  "ChatMessagesRead",
  z.object({
    chatId: id,
    reader: id,
    other: id,
    upTo: id,
    unreadTotal: z.number().int().nonnegative(),
    receipt: z.boolean().optional(),
  }),
);

/**
 * A browser of `recipient` has received the chat's messages up to `upTo` (a live `new-message`, the chat
 * list, the chat itself): `sender`, the other person, sees them as delivered. Told whatever the settings.
 */
export const ChatMessagesDelivered = defineEvent(
  "ChatMessagesDelivered",
  z.object({ chatId: id, recipient: id, sender: id, upTo: id }),
);

/** `userId` sends read receipts (the default) or not; off, they see nobody else's either. */
export const ChatReadReceiptsSet = defineEvent("ChatReadReceiptsSet", z.object({ userId: id, send: z.boolean() }));

/**
 * A backup as the log keeps it: its parameters in clear, `wrapped` and `verifierHash` sealed under a key
 * of its own (subject `user-<id>/chat-backup-<backupId>`, store/personal.ts), which the next backup's
 * event erases (`replaces`), as does deleting the account: no earlier copy stays readable, log included.
 */
const StoredBackup = {
  kdf: z.enum(["recovery-key", "argon2id"]),
  argon2: Argon2Params.optional(),
  backupId: id,
  wrapped: z.string(),
  verifierHash: z.string(),
  replaces: id.optional(),
};

/**
 * A new key pair: messages sealed under the one before it no longer open with this person's new key.
 * `partners`, the people who had a chat with them then, hear of it live (`key-changed`), so a conversation
 * left open warns at once and seals for the new key; absent in events recorded before it existed.
 * Events of the first design (before issue 24) hold `wrappedPrivateKey` and `iterations` instead of a backup:
 * they are still read, and their bundle counts as having no backup.
 */
export const ChatKeyPublished = defineEvent(
  "ChatKeyPublished",
  z.object({
    userId: id,
    publicKey: PublicKeyText,
    partners: z.array(id).optional(),
    signingKey: PublicKeyText.optional(),
    signature: z.string().optional(),
    salt: z.string(),
    ...partial(StoredBackup),
    wrappedPrivateKey: z.string().optional(),
    iterations: z.number().int().optional(),
  }),
);

/** The same key pair under a new backup (a new recovery key or passphrase): nothing already sent changes. */
export const ChatKeyBackupReplaced = defineEvent(
  "ChatKeyBackupReplaced",
  z.object({ userId: id, salt: Salt, ...StoredBackup }),
);

/** The first design's re-wrap under a new password: read from old logs only, never written any more. */
export const ChatKeyRewrapped = defineEvent(
  "ChatKeyRewrapped",
  z.object({
    userId: id,
    publicKey: z.string(),
    wrappedPrivateKey: z.string(),
    salt: z.string(),
    iterations: z.number().int(),
  }),
);

/**
 * A new session key (prekey) of the person's, signed by their signing key: what the shares of message
 * sessions sent to them are sealed for from now on (docs/chat.md "forward secrecy"). Its private key is in
 * the backup published just before, never here.
 */
export const ChatPrekeyPublished = defineEvent(
  "ChatPrekeyPublished",
  z.object({ userId: id, prekey: PublicKeyText, signature: z.string() }),
);

/** A proof of the backup secret that did not match: counted, so guesses through the server are few (docs). */
export const ChatBackupProofRejected = defineEvent("ChatBackupProofRejected", z.object({ userId: id }));

export const chatEvents = [
  ChatStarted,
  ChatMessageSent,
  ChatMediaSent,
  ChatMessagesRead,
  ChatMessagesDelivered,
  ChatReadReceiptsSet,
  ChatKeyPublished,
  ChatKeyBackupReplaced,
  ChatKeyRewrapped,
  ChatBackupProofRejected,
  ChatPrekeyPublished,
] as const;

/** The subject whose key seals one backup: under the person's own, so erasing the person erases it too. */
export function backupSubject(userId: number, backupId: number): string {
  return `${userStream(userId)}/chat-backup-${backupId}`;
}

const backupOf = (d: { userId: number; backupId?: number }) =>
  d.backupId === undefined ? undefined : backupSubject(d.userId, d.backupId);
const replacedOf = (d: { userId: number; replaces?: number }) =>
  d.replaces === undefined ? undefined : backupSubject(d.userId, d.replaces);

/**
 * The name the sender went by is the sender's (store/personal.ts); the content is sealed by the browser
 * already. A key backup is sealed under its own subject, erased when the next backup replaces it.
 */
export const chatPersonal = [
  personal(ChatMessageSent, (d) => `user-${d.from}`, ["senderName"]),
  personal(ChatMediaSent, (d) => `user-${d.from}`, ["senderName"]),
  personal(ChatKeyPublished, backupOf, ["wrapped", "verifierHash"]),
  personal(ChatKeyBackupReplaced, backupOf, ["wrapped", "verifierHash"]),
];

export const chatErasing = [erases(ChatKeyPublished, replacedOf), erases(ChatKeyBackupReplaced, replacedOf)];

function partial<T extends Record<string, z.ZodType>>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

export function chatStream(chatId: number): string {
  return `chat-${chatId}`;
}

/** One pair, in the order a chat records it. */
export function pairOf(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}
