import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";
import { MAX_STORED_ENVELOPE_LENGTH, MESSAGE_ENVELOPE } from "../shared/chat.ts";

/**
 * One-to-one chats, on the chat's stream `chat-<id>`, and each person's end-to-end key, on `user-<id>`.
 * No event holds a message's text: `content` is the browser's sealed envelope, and a picture is a file of
 * sealed bytes named by its storage key. The key events hold the public key and the private key wrapped
 * under a key only the person's password (or passphrase) derives, in their browser.
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
const Delivery = { chatId: id, messageId: id, from: id, to: id, senderName: z.string(), unreadTotal: z.number().int().nonnegative() };

export const ChatMessageSent = defineEvent("ChatMessageSent", z.object({ ...Delivery, content: Envelope }));

/**
 * A picture, sealed in the browser before upload: the server stored bytes it cannot open. `size`: the bytes
 * stored, counted against the sender's storage quota (absent on pictures sent before it was recorded).
 */
export const ChatMediaSent = defineEvent(
  "ChatMediaSent",
  z.object({ ...Delivery, media: z.object({ key: z.string(), url: z.string(), size: z.number().int().nonnegative().optional() }) }),
);

/**
 * `reader` has read every message of the chat up to `upTo`; `unreadTotal` is what is left unread in all their
 * chats. `receipt`: whether `other` is told (a read receipt), which needs both of them to send read receipts
 * at the time (README "Chat", receipts). Absent in events recorded before the setting existed, when every
 * read was told.
 */
export const ChatMessagesRead = defineEvent(
  "ChatMessagesRead",
  z.object({ chatId: id, reader: id, other: id, upTo: id, unreadTotal: z.number().int().nonnegative(), receipt: z.boolean().optional() }),
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

/** The key bundle of `PUT /api/keys` (web/chat/crypto/keyBundle.ts), as the server keeps it. */
export const KeyBundle = z.object({
  publicKey: z.string().min(1).max(200).regex(/^[A-Za-z0-9_-]+$/),
  wrappedPrivateKey: z.string().min(1).max(1000).regex(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
  salt: z.string().length(22).regex(/^[A-Za-z0-9_-]+$/),
  iterations: z.number().int().min(600_000).max(10_000_000),
});

/**
 * A new key pair: messages sealed under the one before it no longer open with this person's new key.
 * `partners`, the people who had a chat with them then, hear of it live (`key-changed`), so a conversation
 * left open warns at once and seals for the new key; absent in events recorded before it existed.
 */
export const ChatKeyPublished = defineEvent("ChatKeyPublished", KeyBundle.extend({ userId: id, partners: z.array(id).optional() }));

/** The same key pair wrapped under a new password (a password change): nothing already sent changes. */
export const ChatKeyRewrapped = defineEvent("ChatKeyRewrapped", KeyBundle.extend({ userId: id }));

export const chatEvents = [
  ChatStarted, ChatMessageSent, ChatMediaSent, ChatMessagesRead, ChatMessagesDelivered, ChatReadReceiptsSet, ChatKeyPublished, ChatKeyRewrapped,
] as const;

/** The name the sender went by is the sender's (events/personal.ts); the content is sealed by the browser already. */
export const chatPersonal = [
  personal(ChatMessageSent, (d) => `user-${d.from}`, ["senderName"]),
  personal(ChatMediaSent, (d) => `user-${d.from}`, ["senderName"]),
];

export function chatStream(chatId: number): string {
  return `chat-${chatId}`;
}

/** One pair, in the order a chat records it. */
export function pairOf(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}
