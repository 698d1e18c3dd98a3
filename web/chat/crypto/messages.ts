import { fromEnvelope, toEnvelope } from "./envelope.ts";
import { DecryptionError } from "./errors.ts";
import type { SessionHeader } from "./ratchet.ts";
import { associatedData, open, seal, type Id } from "./sealed.ts";
import { fromV2Envelope, sessionContext, toV2Envelope } from "./sessionEnvelope.ts";

/** Where a message belongs: bound to its ciphertext, so it cannot be moved to another chat or sender. */
export type MessageContext = { chatId: Id; senderId: Id };

function messageContext({ chatId, senderId }: MessageContext) {
  return associatedData("vw-chat-text:v1", chatId, senderId);
}

/** A text message as the one string the server stores: `v1.<iv>.<ciphertext>` (base64url, 96-bit random IV). */
export async function encryptMessage(key: CryptoKey, text: string, context: MessageContext): Promise<string> {
  const sealed = await seal(key, new TextEncoder().encode(text), messageContext(context));
  return toEnvelope(sealed);
}

/**
 * The text of an envelope. Throws DecryptionError when it does not open with this key for this chat and
 * sender, or is not an envelope at all (the screens show "[Decryption Error]").
 */
export async function decryptMessage(key: CryptoKey, envelope: string, context: MessageContext): Promise<string> {
  try {
    const plaintext = await open(key, fromEnvelope(envelope), messageContext(context));
    return new TextDecoder("utf-8", { fatal: true }).decode(plaintext);
  } catch (cause) {
    throw new DecryptionError("Could not decrypt the message", { cause });
  }
}

/** A text under a session of the sender's ratchet: the v2 envelope (sessionEnvelope.ts). */
export async function encryptSessionMessage(
  key: CryptoKey,
  header: SessionHeader,
  text: string,
  { chatId, senderId }: MessageContext,
): Promise<string> {
  const sealed = await seal(key, new TextEncoder().encode(text), sessionContext("text", chatId, senderId, header));
  return toV2Envelope(header, sealed);
}

/**
 * The text of a v2 envelope, given the key `keyFor` finds for its header (sessionReader.ts). Throws
 * DecryptionError when no key is found or it does not open for this chat and sender.
 */
export async function decryptSessionMessage(
  envelope: string,
  keyFor: (header: SessionHeader) => Promise<CryptoKey>,
  { chatId, senderId }: MessageContext,
): Promise<string> {
  try {
    const { header, sealed } = fromV2Envelope(envelope);
    const plaintext = await open(await keyFor(header), sealed, sessionContext("text", chatId, senderId, header));
    return new TextDecoder("utf-8", { fatal: true }).decode(plaintext);
  } catch (cause) {
    throw new DecryptionError("Could not decrypt the message", { cause });
  }
}
