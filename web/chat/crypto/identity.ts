import { identityStatement } from "../../../shared/chat.ts";
import { fromBase64url, toBase64url } from "./base64url.ts";
import { InvalidPublicKeyError } from "./errors.ts";
import { ECDH_P256, exportPublicKey } from "./publicKey.ts";
import type { Id } from "./sealed.ts";

/** The signing keys: ECDSA on the same curve as the ECDH keys, SHA-256, signatures as r‖s (64 bytes). */
export const ECDSA_P256 = { name: "ECDSA", namedCurve: "P-256" } as const;
const SIGNING = { name: "ECDSA", hash: "SHA-256" } as const;

/**
 * A person's chat identity: the ECDH pair messages are sealed for, and the ECDSA pair that vouches for it.
 * The signing key is what the safety number shows and what a browser remembers of a contact; every ECDH
 * key a browser accepts for them must carry a signature of a signing key it has shown (docs "chat keys").
 * Made extractable only to be sealed into the backup (backup.ts); kept non-extractable in the browser.
 */
export interface NewIdentity {
  ecdh: CryptoKeyPair;
  signing: CryptoKeyPair;
  publicKey: string;
  signingKey: string;
  signature: string;
}

export async function createIdentity(userId: Id): Promise<NewIdentity> {
  const [ecdh, signing] = await Promise.all([
    crypto.subtle.generateKey(ECDH_P256, true, ["deriveBits"]),
    crypto.subtle.generateKey(ECDSA_P256, true, ["sign", "verify"]),
  ]);
  const [publicKey, signingKey] = await Promise.all([
    exportPublicKey(ecdh.publicKey),
    exportPublicKey(signing.publicKey),
  ]);
  const signature = await signIdentity(signing.privateKey, userId, publicKey, signingKey);
  return { ecdh, signing, publicKey, signingKey, signature };
}

export async function signIdentity(
  signingPrivateKey: CryptoKey,
  userId: Id,
  publicKey: string,
  signingKey: string,
): Promise<string> {
  return toBase64url(
    await crypto.subtle.sign(SIGNING, signingPrivateKey, identityStatement(userId, publicKey, signingKey)),
  );
}

/** Whether `signature` is `signingKey`'s over this person's `publicKey`; false for anything malformed. */
export async function verifyIdentity(
  userId: Id,
  keys: { publicKey: string; signingKey: string | null; signature: string | null },
): Promise<boolean> {
  if (!keys.signingKey || !keys.signature) return false;
  try {
    const verifier = await crypto.subtle.importKey("spki", fromBase64url(keys.signingKey), ECDSA_P256, false, [
      "verify",
    ]);
    return await crypto.subtle.verify(
      SIGNING,
      verifier,
      fromBase64url(keys.signature),
      identityStatement(userId, keys.publicKey, keys.signingKey),
    );
  } catch {
    return false;
  }
}

/** Refuses a signing key that is not a P-256 point. */
export async function importSigningKey(signingKey: string): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey("spki", fromBase64url(signingKey), ECDSA_P256, true, ["verify"]);
  } catch (cause) {
    throw new InvalidPublicKeyError("Not a P-256 signing key", { cause });
  }
}
