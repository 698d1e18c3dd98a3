import { fromBase64url, toBase64url } from "./base64url.ts";
import { canonicalPublicKey, ECDH_P256, importPublicKey } from "./publicKey.ts";
import { associatedData, open, seal, type Id } from "./sealed.ts";

/**
 * A share: a session's first chain key sealed for one person (the recipient, or the sender's own devices),
 * 133 bytes: the prekey's id (8) ‖ an ephemeral P-256 public key, uncompressed (65) ‖ IV (12) ‖ AES-GCM of
 * the 32-byte chain key (48). Its key is HKDF-SHA-256(ECDH(ephemeral, their prekey) ‖ Z, salt = session id,
 * "vw-chat-share:v2"), Z being the ECDH of the two people's identity keys: the ephemeral half makes it need
 * a prekey's private key (never the identity key alone: forward secrecy), Z makes it need one of the two
 * identities (nobody else can make a share that opens: authenticity, as the identity keys had it).
 */
export const SHARE_BYTES = 8 + 65 + 12 + 48;
const PREKEY_ID_BYTES = 8;
const POINT_BYTES = 65;
const IV_BYTES = 12;

/** Who a share is for and where it belongs, bound in as associated data. */
export type ShareContext = { chatId: Id; senderId: Id; targetId: Id; sessionId: Uint8Array<ArrayBuffer> };

function shareContext({ chatId, senderId, targetId, sessionId }: ShareContext) {
  return associatedData("vw-chat-share:v2", chatId, senderId, targetId, toBase64url(sessionId));
}

/** The first 8 bytes of SHA-256 of a prekey's SPKI: which of a person's prekeys a share is sealed for. */
export async function prekeyId(prekey: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await canonicalPublicKey(prekey));
  return toBase64url(new Uint8Array(digest).slice(0, PREKEY_ID_BYTES));
}

/** The ECDH of two identity keys (x coordinate, 32 bytes): Z, the same for both people. */
export async function pairSecret(myPrivateKey: CryptoKey, theirPublicKey: string): Promise<Uint8Array<ArrayBuffer>> {
  const theirs = await importPublicKey(theirPublicKey);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: theirs }, myPrivateKey, 256));
}

async function shareKey(dh: ArrayBuffer, pair: Uint8Array<ArrayBuffer>, sessionId: Uint8Array<ArrayBuffer>) {
  const ikm = new Uint8Array(64);
  ikm.set(new Uint8Array(dh), 0);
  ikm.set(pair, 32);
  const base = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveKey"]);
  const info = new TextEncoder().encode("vw-chat-share:v2");
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: sessionId, info },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/** Seals `chainKey` for the holder of `prekey`'s private key; the ephemeral private key is dropped here. */
export async function sealShare(
  chainKey: Uint8Array<ArrayBuffer>,
  prekey: string,
  pair: Uint8Array<ArrayBuffer>,
  context: ShareContext,
): Promise<Uint8Array<ArrayBuffer>> {
  const ephemeral = await crypto.subtle.generateKey(ECDH_P256, false, ["deriveBits"]);
  const dh = await crypto.subtle.deriveBits(
    { name: "ECDH", public: await importPublicKey(prekey) },
    ephemeral.privateKey,
    256,
  );
  const key = await shareKey(dh, pair, context.sessionId);
  const { iv, ciphertext } = await seal(key, chainKey, shareContext(context));
  const share = new Uint8Array(SHARE_BYTES);
  share.set(fromBase64url(await prekeyId(prekey)), 0);
  share.set(new Uint8Array(await crypto.subtle.exportKey("raw", ephemeral.publicKey)), PREKEY_ID_BYTES);
  share.set(iv, PREKEY_ID_BYTES + POINT_BYTES);
  share.set(ciphertext, PREKEY_ID_BYTES + POINT_BYTES + IV_BYTES);
  return share;
}

/** The id of the prekey a share is sealed for (to pick the private key that opens it). */
export function shareTarget(share: Uint8Array): string {
  return toBase64url(share.slice(0, PREKEY_ID_BYTES));
}

/** The chain key in a share; rejects when this prekey and pair secret do not open it for this context. */
export async function openShare(
  share: Uint8Array,
  prekeyPrivate: CryptoKey,
  pair: Uint8Array<ArrayBuffer>,
  context: ShareContext,
): Promise<Uint8Array<ArrayBuffer>> {
  if (share.length !== SHARE_BYTES) throw new TypeError("A share is 133 bytes");
  const point = share.slice(PREKEY_ID_BYTES, PREKEY_ID_BYTES + POINT_BYTES);
  const ephemeral = await crypto.subtle.importKey("raw", point, ECDH_P256, false, []);
  const dh = await crypto.subtle.deriveBits({ name: "ECDH", public: ephemeral }, prekeyPrivate, 256);
  const key = await shareKey(dh, pair, context.sessionId);
  const sealed = {
    iv: share.slice(PREKEY_ID_BYTES + POINT_BYTES, PREKEY_ID_BYTES + POINT_BYTES + IV_BYTES),
    ciphertext: share.slice(PREKEY_ID_BYTES + POINT_BYTES + IV_BYTES),
  };
  return open(key, sealed, shareContext(context));
}
