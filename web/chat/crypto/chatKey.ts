import { importPublicKey } from "./publicKey.ts";
import type { Id } from "./sealed.ts";

/**
 * Keys already derived, per own private key (so another account signing in on this tab never sees them,
 * and they go when the private key does), then per chat and the other person's public key (so a changed
 * key gives a new chat key). Promises are cached, so a burst of messages derives once.
 */
const derived = new WeakMap<CryptoKey, Map<string, Promise<CryptoKey>>>();

/**
 * The AES-256-GCM key of one chat: ECDH between my private key and their public key gives both people the
 * same shared secret; HKDF-SHA-256 with the chat named in `info` turns it into a key for this chat only.
 * Non-extractable. Throws InvalidPublicKeyError when their key is not a P-256 point.
 */
export function chatKey(myPrivateKey: CryptoKey, theirPublicKey: string, chatId: Id): Promise<CryptoKey> {
  let perChat = derived.get(myPrivateKey);
  if (!perChat) derived.set(myPrivateKey, (perChat = new Map()));
  const slot = `${chatId}\n${theirPublicKey}`;
  let key = perChat.get(slot);
  if (!key) {
    key = deriveChatKey(myPrivateKey, theirPublicKey, chatId);
    perChat.set(slot, key);
    // A failure is not remembered: the next call tries again.
    const pending = key;
    pending.catch(() => perChat.get(slot) === pending && perChat.delete(slot));
  }
  return key;
}

async function deriveChatKey(myPrivateKey: CryptoKey, theirPublicKey: string, chatId: Id): Promise<CryptoKey> {
  const theirKey = await importPublicKey(theirPublicKey);
  const shared = await crypto.subtle.deriveBits({ name: "ECDH", public: theirKey }, myPrivateKey, 256);
  const secret = await crypto.subtle.importKey("raw", shared, "HKDF", false, ["deriveKey"]);
  const info = new TextEncoder().encode(`vw-chat:${chatId}`);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info },
    secret,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}
