/** OWASP's 2023 floor for PBKDF2-HMAC-SHA-256; bundles that ask for fewer are refused. */
export const MIN_ITERATIONS = 600_000;
/** A ceiling too, so a bundle the server altered cannot freeze the page for minutes. */
export const MAX_ITERATIONS = 10_000_000;
export const SALT_BYTES = 16;

/**
 * The key that wraps a private key, derived from the password in the browser (PBKDF2-SHA-256): the server
 * sees neither the password's derivation nor this key. It can only wrap and unwrap, and never leaves
 * WebCrypto. The password is NFC-normalised, so the same characters typed on another system give the same key.
 */
export async function passwordKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const secret = new TextEncoder().encode(password.normalize("NFC"));
  const base = await crypto.subtle.importKey("raw", secret, "PBKDF2", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["wrapKey", "unwrapKey"],
  );
}
