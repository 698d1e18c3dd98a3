import { call } from "../api/http.ts";
import { keyHistory, keysOf, type PublicKeys } from "../../shared/api/chat.ts";
import { chatKey, decryptBytes, decryptMessage, encryptBytes, encryptMessage, verifyIdentity } from "./crypto/index.ts";
import { shownSigningKeys, trustOf, type Trust } from "./trust.ts";

/**
 * One chat as this browser reads and writes it: the chat's key (from my private key and the other person's
 * current public key, once its signature checks), and, for older messages, the keys of their earlier public
 * keys — only those signed by a signing key this browser has shown the person. A key the server slipped
 * into the history opens nothing: its message shows why instead (docs "chat keys").
 */
export interface Conversation {
  chatId: number;
  me: number;
  other: number;
  theirs: PublicKeys;
  /** How their current signing key stands here: messages under a changed one are marked until accepted. */
  trust: Trust;
  /** The text of a sealed message, or why it does not open. */
  open(envelope: string, senderId: number, sentAt: string): Promise<Opened<string>>;
  /** A sealed picture as a blob: URL, or why it does not open (a picture a page may not show counts as not opening). */
  openPicture(url: string, senderId: number, sentAt: string): Promise<Opened<string>>;
  seal(text: string): Promise<string>;
  sealPicture(file: Blob): Promise<Blob>;
}

/**
 * Why a message does not open, for "[Decryption Error]" to say: sent before the reader's current keys
 * (they started over, or set up this device with new keys), sent under a key of the sender's that was
 * replaced and cannot be vouched for, under a key that could not be verified, or unknown.
 */
export type Failure = "before-my-keys" | "unverified-key" | "sender-reset" | "unknown";

export type Opened<T> = { value: T; unverified: boolean } | { failure: Failure };

/** Public keys by person, for this tab's lifetime: a chat list asks for each chat's once. */
const publicKeys = new Map<number, Promise<PublicKeys & { published_at?: string }>>();

/** Someone's public keys, as the server says (checked by openConversation before use). */
export function publicKeysOf(userId: number, fresh = false): Promise<PublicKeys & { published_at?: string }> {
  let keys = publicKeys.get(userId);
  if (!keys || fresh) {
    keys = call(keysOf, { params: { userId } }).then((answer) =>
      answer.publicKey === null ? Promise.reject(new Error("No chat key yet.")) : (answer as PublicKeys),
    );
    publicKeys.set(userId, keys);
    keys.catch(() => publicKeys.get(userId) === keys && publicKeys.delete(userId));
  }
  return keys;
}

/** The other person's keys could not be vouched for by their own signature: nothing is sealed for them. */
export class UnsignedKeyError extends Error {
  override name = "UnsignedKeyError";
}

export async function openConversation(
  me: number,
  privateKey: CryptoKey,
  other: number,
  chatId: number,
  fresh = false,
): Promise<Conversation> {
  const [theirs, mine] = await Promise.all([publicKeysOf(other, fresh), publicKeysOf(me)]);
  if (!(await verifyIdentity(other, theirs)))
    throw new UnsignedKeyError("Their key is not signed by their signing key");
  const trust = trustOf(me, other, theirs.signingKey);
  const current = await chatKey(privateKey, theirs.publicKey, chatId);
  const myKeysSince = mine.published_at ?? "";
  let older: Promise<{ keys: CryptoKey[]; refused: number; theirsSince: string }> | undefined;
  const olderKeys = () => (older ??= historyKeys(me, other, privateKey, chatId, theirs.publicKey));

  /** The current key, else an earlier one vouched for, newest first; else why not. */
  async function withAcceptedKey<T>(
    attempt: (key: CryptoKey) => Promise<T>,
    senderId: number,
    sentAt: string,
  ): Promise<Opened<T>> {
    const unverified = senderId === other && (trust === "changed" || trust === "verified-changed");
    try {
      return { value: await attempt(current), unverified };
    } catch {
      const history = await olderKeys();
      for (const key of history.keys) {
        try {
          return { value: await attempt(key), unverified: false };
        } catch {
          // the next one, perhaps
        }
      }
      if (sentAt < myKeysSince) return { failure: "before-my-keys" };
      if (history.refused > 0) return { failure: "unverified-key" };
      if (senderId === other && sentAt < history.theirsSince) return { failure: "sender-reset" };
      return { failure: "unknown" };
    }
  }

  return {
    chatId,
    me,
    other,
    theirs,
    trust,
    open: (envelope, senderId, sentAt) =>
      withAcceptedKey((key) => decryptMessage(key, envelope, { chatId, senderId }), senderId, sentAt),
    async openPicture(url, senderId, sentAt) {
      const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
      if (!response?.ok) return { failure: "unknown" };
      const sealed = new Uint8Array(await response.arrayBuffer());
      const opened = await withAcceptedKey((key) => decryptBytes(key, sealed, { chatId, senderId }), senderId, sentAt);
      if ("failure" in opened) return opened;
      // The type is the sender's word: only pictures a page may show, never an SVG (its scripts would run here).
      if (!/^image\/(jpeg|png|gif|webp|avif|bmp)$/.test(opened.value.type)) return { failure: "unknown" };
      return {
        value: URL.createObjectURL(new Blob([opened.value.bytes], { type: opened.value.type })),
        unverified: opened.unverified,
      };
    },
    seal: (text) => encryptMessage(current, text, { chatId, senderId: me }),
    async sealPicture(file) {
      const sealed = await encryptBytes(current, await file.arrayBuffer(), file.type || "application/octet-stream", {
        chatId,
        senderId: me,
      });
      return new Blob([sealed], { type: "application/octet-stream" });
    },
  };
}

/**
 * The chat keys of the other person's earlier public keys that this browser may use: each signed, by a
 * signing key it has shown the person (the first one seen, or one they accepted). How many were refused,
 * and since when their current key is theirs, say why a message that opens with none of them failed.
 */
async function historyKeys(me: number, other: number, privateKey: CryptoKey, chatId: number, currentKey: string) {
  const { keys } = await call(keyHistory, { params: { userId: other } }).catch(() => ({ keys: [] as never[] }));
  const shown = new Set(shownSigningKeys(me, other));
  const accepted: CryptoKey[] = [];
  let refused = 0;
  for (const entry of [...keys].reverse()) {
    if (entry.publicKey === currentKey) continue;
    const vouched = entry.signingKey !== null && shown.has(entry.signingKey) && (await verifyIdentity(other, entry));
    if (!vouched) {
      refused += 1;
      continue;
    }
    const key = await chatKey(privateKey, entry.publicKey, chatId).catch(() => null);
    if (key) accepted.push(key);
  }
  const theirsSince = keys.find((k) => k.publicKey === currentKey)?.published_at ?? "";
  return { keys: accepted, refused, theirsSince };
}
