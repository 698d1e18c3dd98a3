/**
 * What the browser and the server both know of a chat message's form. The server never sees a message's
 * text: what it stores and relays is the browser's sealed envelope (web/chat/crypto), which it can check
 * for shape but not open. So a client that tried to send plain text by mistake is refused, not recorded.
 */

/** `v1.<iv>.<ciphertext>`: a 96-bit IV (16 base64url characters) and at least the 16-byte GCM tag. */
export const MESSAGE_ENVELOPE_V1 = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/;

/**
 * `v2.<session>.<index>.<share to the recipient>.<share to the sender>.<iv>.<ciphertext>` (docs/chat.md
 * "forward secrecy"): a 16-byte session id, the message's place in the sender's hash ratchet (0-99), two
 * 133-byte sealed copies of the session's first chain key, the IV and at least the GCM tag.
 */
export const MESSAGE_ENVELOPE_V2 =
  /^v2\.[A-Za-z0-9_-]{22}\.(?:0|[1-9][0-9]?)\.[A-Za-z0-9_-]{178}\.[A-Za-z0-9_-]{178}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/;

/** What a message's content may be: an envelope of either version (v1 from browsers before forward secrecy). */
export const MESSAGE_ENVELOPE = new RegExp(`${MESSAGE_ENVELOPE_V1.source}|${MESSAGE_ENVELOPE_V2.source}`);

/** A session's messages: after this many the sender starts a new session (and after SESSION_MAX_AGE_MS). */
export const SESSION_MAX_MESSAGES = 100;
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How long an account's session key (prekey) is used before its owner's browser publishes a new one. */
export const PREKEY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The longest message text the box takes, in characters (UTF-16 code units, as a text box counts them):
 * Discord's and about Telegram's. Longer thoughts go in several messages.
 */
export const MAX_MESSAGE_LENGTH = 4_000;

/**
 * The longest envelope the browser can make of the longest text (web/chat/crypto/messages.ts): a code unit
 * is at most 3 bytes of UTF-8 (a pair of them 4), plus the 16-byte GCM tag, in base64url, after `v1.`, the
 * IV's 16 characters and a dot, and v2's header (session, index, two shares). 16,426 characters; anything
 * longer was not made by the box, and is refused.
 */
export const MAX_ENVELOPE_LENGTH =
  "v2.".length +
  22 +
  ".99.".length +
  2 * (178 + 1) +
  16 +
  ".".length +
  Math.ceil(((3 * MAX_MESSAGE_LENGTH + 16) * 4) / 3);

/** The longest envelope a recorded message may hold: the bound before the box took fewer characters (old events keep it). */
export const MAX_STORED_ENVELOPE_LENGTH = 65_536;

/**
 * A sealed picture as uploaded: one version byte, the IV, then at least the GCM tag. Its first byte is the
 * format's version (web/chat/crypto/bytes.ts).
 */
export const SEALED_PICTURE_VERSION = 1;
/** A picture under a session of the sender's hash ratchet (web/chat/crypto/bytes.ts). */
export const SEALED_PICTURE_VERSION_V2 = 2;
/** v2's header after the version byte: the session id, the index and the two shares (bytes.ts). */
export const SEALED_PICTURE_V2_HEADER = 16 + 1 + 2 * 133;
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

/**
 * The statement a person's signing key signs for their session key (prekey): what shares of message
 * sessions are sealed for, so a stolen identity key alone opens none (docs "forward secrecy").
 */
export function prekeyStatement(userId: number | string, prekey: string, signingKey: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(["vw-chat-prekey:v2", String(userId), prekey, signingKey]));
}
