/**
 * The recovery key: 128 random bits made in the browser, shown once for the person to keep, never sent.
 * Written like Element's Security Key: a check byte after the 16 key bytes, base32 (RFC 4648 alphabet,
 * no padding: 28 characters), in 7 groups of 4. Read back without regard to case, spaces or dashes; a typo
 * is caught by the check byte (an XOR of the key bytes) before any request is made.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const RECOVERY_KEY_BYTES = 16;

export class InvalidRecoveryKeyError extends Error {
  override name = "InvalidRecoveryKeyError";
}

export function newRecoveryKey(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(RECOVERY_KEY_BYTES));
}

export function formatRecoveryKey(key: Uint8Array): string {
  if (key.length !== RECOVERY_KEY_BYTES) throw new TypeError("A recovery key is 16 bytes");
  const bytes = new Uint8Array(RECOVERY_KEY_BYTES + 1);
  bytes.set(key);
  bytes[RECOVERY_KEY_BYTES] = key.reduce((parity, byte) => parity ^ byte, 0);
  let bits = 0;
  let value = 0;
  let text = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += ALPHABET[(value << (5 - bits)) & 31];
  return text.match(/.{1,4}/g)!.join(" ");
}

/** The key bytes of a typed recovery key; throws InvalidRecoveryKeyError when it is not one. */
export function parseRecoveryKey(typed: string): Uint8Array<ArrayBuffer> {
  const text = typed.toUpperCase().replace(/[\s-]/g, "");
  if (text.length !== 28 || /[^A-Z2-7]/.test(text))
    throw new InvalidRecoveryKeyError("A recovery key is 28 letters and digits");
  const bytes = new Uint8Array(RECOVERY_KEY_BYTES + 1);
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    value = ((value << 5) | ALPHABET.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8 && at < bytes.length) {
      bytes[at++] = (value >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
  }
  const key = bytes.slice(0, RECOVERY_KEY_BYTES);
  if (key.reduce((parity, byte) => parity ^ byte, 0) !== bytes[RECOVERY_KEY_BYTES])
    throw new InvalidRecoveryKeyError("This recovery key has a typo");
  return key;
}
