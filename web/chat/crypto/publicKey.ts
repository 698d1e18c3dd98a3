import { fromBase64url, toBase64url } from "./base64url.ts";
import { InvalidPublicKeyError } from "./errors.ts";

/** Every key pair in the chat is ECDH on this curve. */
export const ECDH_P256 = { name: "ECDH", namedCurve: "P-256" } as const;

/** A public key as the server stores and hands it out: its SPKI, base64url. */
export async function exportPublicKey(key: CryptoKey): Promise<string> {
  return toBase64url(await crypto.subtle.exportKey("spki", key));
}

/**
 * The key behind a public key text. Importing checks that it is a point on P-256 (WebCrypto refuses others),
 * so a key the server made up cannot steer the shared secret. Throws InvalidPublicKeyError.
 */
export async function importPublicKey(publicKey: string): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey("spki", fromBase64url(publicKey), ECDH_P256, true, []);
  } catch (cause) {
    throw new InvalidPublicKeyError("Not a P-256 public key", { cause });
  }
}

/** The SPKI bytes of a public key text, re-exported so one key always gives the same bytes. */
export async function canonicalPublicKey(publicKey: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await importPublicKey(publicKey);
  return new Uint8Array(await crypto.subtle.exportKey("spki", key));
}
