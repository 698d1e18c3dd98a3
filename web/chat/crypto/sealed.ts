/**
 * AES-256-GCM with a fresh random 96-bit IV per message, and the associated data that says what the
 * ciphertext belongs to. Both the text envelope and the picture format are built on these two functions.
 */

/** An id as the server may write it (a number in JSON, a string in a path): one text either way. */
export type Id = string | number;

const IV_BYTES = 12;

/**
 * Associated data as unambiguous bytes: a JSON array of a purpose label and ids, so no choice of ids can
 * make one context read as another ("1:2" + "3" is not "1" + "2:3"), and a text sealed for one purpose
 * never opens for another.
 */
export function associatedData(purpose: string, ...ids: Id[]): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify([purpose, ...ids.map(String)]));
}

/** A fresh IV: with random 96-bit IVs, one key can seal billions of messages before a repeat is a risk. */
export function randomIv(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(IV_BYTES));
}

export type Sealed = { iv: Uint8Array<ArrayBuffer>; ciphertext: Uint8Array<ArrayBuffer> };

export async function seal(
  key: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
  ad: Uint8Array<ArrayBuffer>,
): Promise<Sealed> {
  const iv = randomIv();
  const ciphertext = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: ad }, key, plaintext);
  return { iv, ciphertext: new Uint8Array(ciphertext) };
}

/** The plaintext; rejects (with WebCrypto's OperationError) when the key, IV, ciphertext or context differ. */
export async function open(
  key: CryptoKey,
  sealed: Sealed,
  ad: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  if (sealed.iv.length !== IV_BYTES) throw new TypeError("The IV must be 96 bits");
  const plaintext = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: sealed.iv, additionalData: ad },
    key,
    sealed.ciphertext,
  );
  return new Uint8Array(plaintext);
}
