import { fromBase64url, toBase64url } from "./base64url.ts";
import { ECDH_P256, exportPublicKey } from "./publicKey.ts";

/** Someone with a chat key pair, made without a password (the key bundle has its own tests). */
export async function person(): Promise<{ privateKey: CryptoKey; publicKey: string }> {
  const pair = await crypto.subtle.generateKey(ECDH_P256, false, ["deriveBits"]);
  return { privateKey: pair.privateKey, publicKey: await exportPublicKey(pair.publicKey) };
}

/** The same base64url text with one bit of its byte at `index` flipped (negative counts from the end). */
export function flipBit(text: string, index: number): string {
  const bytes = fromBase64url(text);
  const at = index < 0 ? bytes.length + index : index;
  bytes[at]! ^= 1;
  return toBase64url(bytes);
}

/** An envelope `v1.<iv>.<ct>` with one of its parts changed. */
export function withPart(envelope: string, part: 1 | 2, change: (text: string) => string): string {
  const parts = envelope.split(".");
  parts[part] = change(parts[part]!);
  return parts.join(".");
}
