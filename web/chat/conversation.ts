import { call } from "../api/http.ts";
import { keyHistory, keysOf } from "../../shared/api/chat.ts";
import { chatKey, decryptBytes, decryptMessage, encryptBytes, encryptMessage, keyFingerprint } from "./crypto/index.ts";

/**
 * One chat as this browser reads and writes it: the chat's key (from my private key and the other person's
 * current public key), and, for older messages, the keys of their earlier public keys, fetched only when a
 * message does not open with the current one.
 */
export interface Conversation {
  chatId: number;
  me: number;
  other: number;
  theirPublicKey: string;
  /** The text of a sealed message; null when it does not open ("[Decryption Error]"). */
  open(envelope: string, senderId: number): Promise<string | null>;
  /** A sealed picture as a blob: URL; null when it does not open or is not a picture a page may show. */
  openPicture(url: string, senderId: number): Promise<string | null>;
  seal(text: string): Promise<string>;
  sealPicture(file: Blob): Promise<Blob>;
}

/** Public keys by person, for this tab's lifetime: a chat list asks for each chat's once. */
const publicKeys = new Map<number, Promise<string>>();

export function publicKeyOf(userId: number, fresh = false): Promise<string> {
  let key = publicKeys.get(userId);
  if (!key || fresh) {
    key = call(keysOf, { params: { userId } }).then((answer) => answer.publicKey ?? Promise.reject(new Error("No chat key yet.")));
    publicKeys.set(userId, key);
    key.catch(() => publicKeys.get(userId) === key && publicKeys.delete(userId));
  }
  return key;
}

export async function openConversation(me: number, privateKey: CryptoKey, other: number, chatId: number, fresh = false): Promise<Conversation> {
  const theirPublicKey = await publicKeyOf(other, fresh);
  const current = await chatKey(privateKey, theirPublicKey, chatId);
  let older: Promise<CryptoKey[]> | undefined;
  const olderKeys = () =>
    (older ??= call(keyHistory, { params: { userId: other } }).then(
      ({ keys }) => Promise.all(keys.filter((k) => k.publicKey !== theirPublicKey).reverse().map((k) => chatKey(privateKey, k.publicKey, chatId))),
      () => [],
    ));

  /** The first key that opens it: the current one, else their earlier ones, newest first. */
  async function withAnyKey<T>(attempt: (key: CryptoKey) => Promise<T>): Promise<T | null> {
    try {
      return await attempt(current);
    } catch {
      for (const key of await olderKeys()) {
        try {
          return await attempt(key);
        } catch {
          // the next one, perhaps
        }
      }
      return null;
    }
  }

  return {
    chatId,
    me,
    other,
    theirPublicKey,
    open: (envelope, senderId) => withAnyKey((key) => decryptMessage(key, envelope, { chatId, senderId })),
    async openPicture(url, senderId) {
      const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
      if (!response?.ok) return null;
      const sealed = new Uint8Array(await response.arrayBuffer());
      const picture = await withAnyKey((key) => decryptBytes(key, sealed, { chatId, senderId }));
      // The type is the sender's word: only pictures a page may show, never an SVG (its scripts would run here).
      if (!picture || !/^image\/(jpeg|png|gif|webp|avif|bmp)$/.test(picture.type)) return null;
      return URL.createObjectURL(new Blob([picture.bytes], { type: picture.type }));
    },
    seal: (text) => encryptMessage(current, text, { chatId, senderId: me }),
    async sealPicture(file) {
      const sealed = await encryptBytes(current, await file.arrayBuffer(), file.type || "application/octet-stream", { chatId, senderId: me });
      return new Blob([sealed], { type: "application/octet-stream" });
    },
  };
}

const rememberedKeys = "chatKeyFingerprints";

/**
 * Whether the other person's key is the one this browser saw before (trust on first use): "changed" when it
 * differs, so the screen warns; the first key seen is remembered.
 */
export async function keyChangeOf(me: number, other: number, theirPublicKey: string): Promise<"same" | "changed"> {
  const fingerprint = await keyFingerprint(theirPublicKey);
  const all = readRemembered();
  const slot = `${me}:${other}`;
  if (all[slot] === undefined) {
    all[slot] = fingerprint;
    writeRemembered(all);
  }
  return all[slot] === fingerprint ? "same" : "changed";
}

/** The person compared the safety number again: the new key is the one to expect from now on. */
export async function acceptKeyChange(me: number, other: number, theirPublicKey: string): Promise<void> {
  const all = readRemembered();
  all[`${me}:${other}`] = await keyFingerprint(theirPublicKey);
  writeRemembered(all);
}

function readRemembered(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(rememberedKeys) ?? "{}");
  } catch {
    return {};
  }
}

function writeRemembered(all: Record<string, string>) {
  try {
    localStorage.setItem(rememberedKeys, JSON.stringify(all));
  } catch {
    // storage refused: the warning simply cannot be kept across visits
  }
}
