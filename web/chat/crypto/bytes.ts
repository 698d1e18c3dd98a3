import { DecryptionError } from "./errors.ts";
import type { MessageContext } from "./messages.ts";
import { associatedData, open, seal } from "./sealed.ts";

/**
 * An encrypted picture, as uploaded: one version byte, the 12-byte IV, then the AES-GCM ciphertext of
 * [type length (1 byte)][MIME type, ASCII][the picture's bytes]. The type travels inside, so the server learns
 * nothing but the size, and the receiver can make a Blob of the right type.
 */
const VERSION = 1;
const IV_BYTES = 12;
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

export type DecryptedBytes = { bytes: Uint8Array<ArrayBuffer>; type: string };

function bytesContext({ chatId, senderId }: MessageContext) {
  return associatedData("vw-chat-bytes:v1", chatId, senderId);
}

export async function encryptBytes(
  key: CryptoKey,
  bytes: Uint8Array | ArrayBuffer,
  type: string,
  context: MessageContext,
): Promise<Uint8Array<ArrayBuffer>> {
  const mime = type.toLowerCase();
  if (!MIME_TYPE.test(mime)) throw new TypeError(`Not a MIME type: ${type}`);
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const plaintext = new Uint8Array(1 + mime.length + data.length);
  plaintext[0] = mime.length;
  plaintext.set(new TextEncoder().encode(mime), 1);
  plaintext.set(data, 1 + mime.length);
  const { iv, ciphertext } = await seal(key, plaintext, bytesContext(context));
  const sealed = new Uint8Array(1 + IV_BYTES + ciphertext.length);
  sealed[0] = VERSION;
  sealed.set(iv, 1);
  sealed.set(ciphertext, 1 + IV_BYTES);
  return sealed;
}

/**
 * The picture's bytes and MIME type. Throws DecryptionError when they do not open with this key for this
 * chat and sender. The type is the sender's word: show only image types, and never open an SVG from here
 * as a page of this origin (a blob: URL runs its scripts with our rights).
 */
export async function decryptBytes(
  key: CryptoKey,
  sealed: Uint8Array | ArrayBuffer,
  context: MessageContext,
): Promise<DecryptedBytes> {
  try {
    const data = sealed instanceof Uint8Array ? sealed : new Uint8Array(sealed);
    if (data[0] !== VERSION) throw new TypeError("Unknown version");
    const parts = { iv: data.slice(1, 1 + IV_BYTES), ciphertext: data.slice(1 + IV_BYTES) };
    const plaintext = await open(key, parts, bytesContext(context));
    const typeLength = plaintext[0]!;
    const type = new TextDecoder().decode(plaintext.subarray(1, 1 + typeLength));
    if (!MIME_TYPE.test(type)) throw new TypeError("Not a MIME type");
    return { bytes: plaintext.slice(1 + typeLength), type };
  } catch (cause) {
    throw new DecryptionError("Could not decrypt the picture", { cause });
  }
}
