/**
 * What the browser and the server both know of a chat message's form. The server never sees a message's
 * text: what it stores and relays is the browser's sealed envelope (web/chat/crypto), which it can check
 * for shape but not open. So a client that tried to send plain text by mistake is refused, not recorded.
 */

/** `v1.<iv>.<ciphertext>`: a 96-bit IV (16 base64url characters) and at least the 16-byte GCM tag. */
export const MESSAGE_ENVELOPE = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/;

/**
 * The longest message text the box takes, in characters (UTF-16 code units, as a text box counts them):
 * Discord's and about Telegram's. Longer thoughts go in several messages.
 */
export const MAX_MESSAGE_LENGTH = 4_000;

/**
 * The longest envelope the browser can make of the longest text (web/chat/crypto/messages.ts): a code unit
 * is at most 3 bytes of UTF-8 (a pair of them 4), plus the 16-byte GCM tag, in base64url, after `v1.`, the
 * IV's 16 characters and a dot. 16,042 characters; anything longer was not made by the box, and is refused.
 */
export const MAX_ENVELOPE_LENGTH = "v1.".length + 16 + ".".length + Math.ceil(((3 * MAX_MESSAGE_LENGTH + 16) * 4) / 3);

/** The longest envelope a recorded message may hold: the bound before the box took fewer characters (old events keep it). */
export const MAX_STORED_ENVELOPE_LENGTH = 65_536;

/**
 * A sealed picture as uploaded: one version byte, the IV, then at least the GCM tag. Its first byte is the
 * format's version (web/chat/crypto/bytes.ts).
 */
export const SEALED_PICTURE_VERSION = 1;
export const MIN_SEALED_PICTURE_BYTES = 1 + 12 + 16;

/** The chat list is refreshed this often, and its cache in local storage is trusted this long (section 9). */
export const CHAT_LIST_POLL_MS = 30_000;
export const CHAT_CACHE_MS = 3_600_000;

/** "Typing..." stays this long after the other person's last keystroke (section 9). */
export const TYPING_SHOWN_MS = 2_000;

/** A page of a chat's history on the chat screen: enough to fill a tall screen. */
export const HISTORY_PAGE = 30;

/**
 * The statement a person's signing key signs for each ECDH key of theirs (docs "chat keys"): the server
 * checks it when the key is published, and every browser before it seals for the key or opens under it.
 */
export function identityStatement(
  userId: number | string,
  publicKey: string,
  signingKey: string,
): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(["vw-chat-identity:v2", String(userId), publicKey, signingKey]));
}
