import { fromBase64url, toBase64url } from "./base64url.ts";
import type { Sealed } from "./sealed.ts";

const VERSION = "v1";

/**
 * `v1.<iv>.<ciphertext>`, each part base64url: the one text form of a sealed value (a message, a wrapped
 * private key). The version comes first so a later format can be told apart without guessing.
 */
export function toEnvelope({ iv, ciphertext }: Sealed): string {
  return `${VERSION}.${toBase64url(iv)}.${toBase64url(ciphertext)}`;
}

/** The parts of an envelope; throws a TypeError when the text is not a v1 envelope. */
export function fromEnvelope(envelope: string): Sealed {
  const parts = envelope.split(".");
  if (parts.length !== 3 || parts[0] !== VERSION) throw new TypeError("Not a v1 envelope");
  return { iv: fromBase64url(parts[1]!), ciphertext: fromBase64url(parts[2]!) };
}
