import { DecryptionError } from "./errors.ts";
import type { MessageContext } from "./messages.ts";
import { SEALED_PICTURE_VERSION_V2 } from "../../../shared/chat.ts";
import type { SessionHeader } from "./ratchet.ts";
import { associatedData, open, seal } from "./sealed.ts";
import { fromV2Picture, sessionContext, toV2PictureHeader } from "./sessionEnvelope.ts";

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

/** [type length][type][bytes]: what is sealed. */
function typedPlaintext(bytes: Uint8Array | ArrayBuffer, type: string): Uint8Array<ArrayBuffer> {
  const mime = type.toLowerCase();
  if (!MIME_TYPE.test(mime)) throw new TypeError(`Not a MIME type: ${type}`);
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const plaintext = new Uint8Array(1 + mime.length + data.length);
  plaintext[0] = mime.length;
  plaintext.set(new TextEncoder().encode(mime), 1);
  plaintext.set(data, 1 + mime.length);
  return plaintext;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

export async function encryptBytes(
  key: CryptoKey,
  bytes: Uint8Array | ArrayBuffer,
  type: string,
  context: MessageContext,
): Promise<Uint8Array<ArrayBuffer>> {
  const { iv, ciphertext } = await seal(key, typedPlaintext(bytes, type), bytesContext(context));
  return concat(new Uint8Array([VERSION]), iv, ciphertext);
}

/** A picture under a session of the sender's ratchet: version 2, its session header, IV, ciphertext. */
export async function encryptSessionBytes(
  key: CryptoKey,
  header: SessionHeader,
  bytes: Uint8Array | ArrayBuffer,
  type: string,
  { chatId, senderId }: MessageContext,
): Promise<Uint8Array<ArrayBuffer>> {
  const ad = sessionContext("bytes", chatId, senderId, header);
  const { iv, ciphertext } = await seal(key, typedPlaintext(bytes, type), ad);
  return concat(toV2PictureHeader(header), iv, ciphertext);
}

/** Whether a sealed picture is of version 2 (under a session), to be opened by decryptSessionBytes. */
export function isSessionPicture(sealed: Uint8Array): boolean {
  return sealed[0] === SEALED_PICTURE_VERSION_V2;
}

/** A v2 picture's bytes and type, given the key `keyFor` finds for its header. Throws DecryptionError. */
export async function decryptSessionBytes(
  sealed: Uint8Array,
  keyFor: (header: SessionHeader) => Promise<CryptoKey>,
  { chatId, senderId }: MessageContext,
): Promise<DecryptedBytes> {
  try {
    const { header, rest } = fromV2Picture(sealed);
    const parts = { iv: rest.slice(0, IV_BYTES), ciphertext: rest.slice(IV_BYTES) };
    const plaintext = await open(await keyFor(header), parts, sessionContext("bytes", chatId, senderId, header));
    return typedContent(plaintext);
  } catch (cause) {
    throw new DecryptionError("Could not decrypt the picture", { cause });
  }
}

function typedContent(plaintext: Uint8Array<ArrayBuffer>): DecryptedBytes {
  const typeLength = plaintext[0]!;
  const type = new TextDecoder().decode(plaintext.subarray(1, 1 + typeLength));
  if (!MIME_TYPE.test(type)) throw new TypeError("Not a MIME type");
  return { bytes: plaintext.slice(1 + typeLength), type };
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
    return typedContent(await open(key, parts, bytesContext(context)));
  } catch (cause) {
    throw new DecryptionError("Could not decrypt the picture", { cause });
  }
}
