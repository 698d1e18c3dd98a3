import { SEALED_PICTURE_V2_HEADER, SEALED_PICTURE_VERSION_V2 } from "../../../shared/chat.ts";
import { fromBase64url, toBase64url } from "./base64url.ts";
import type { SessionHeader } from "./ratchet.ts";
import { associatedData, type Id, type Sealed } from "./sealed.ts";
import { SHARE_BYTES } from "./shares.ts";

/**
 * The v2 forms (docs/chat.md "the format"), for a message sealed under a session of the sender's ratchet:
 *   text:    `v2.<session id>.<index>.<share to recipient>.<share to sender>.<iv>.<ciphertext>` (base64url, index decimal)
 *   picture: 0x02 ‖ session id (16) ‖ index (1) ‖ share to recipient (133) ‖ share to sender (133) ‖ iv (12) ‖ ciphertext
 * with the associated data ["vw-chat-text:v2" or "vw-chat-bytes:v2", chatId, senderId, session id, index].
 */
const PICTURE_V2 = SEALED_PICTURE_VERSION_V2;
const HEADER_BYTES = SEALED_PICTURE_V2_HEADER;

export function sessionContext(purpose: "text" | "bytes", chatId: Id, senderId: Id, header: SessionHeader) {
  return associatedData(`vw-chat-${purpose}:v2`, chatId, senderId, toBase64url(header.sessionId), header.index);
}

export function toV2Envelope(header: SessionHeader, { iv, ciphertext }: Sealed): string {
  const parts = [header.sessionId, header.toRecipient, header.toSender].map(toBase64url);
  return `v2.${parts[0]}.${header.index}.${parts[1]}.${parts[2]}.${toBase64url(iv)}.${toBase64url(ciphertext)}`;
}

/** The header and sealed text of a v2 envelope; throws a TypeError for anything else. */
export function fromV2Envelope(envelope: string): { header: SessionHeader; sealed: Sealed } {
  const parts = envelope.split(".");
  if (parts.length !== 7 || parts[0] !== "v2" || !/^(0|[1-9][0-9]?)$/.test(parts[2]!))
    throw new TypeError("Not a v2 envelope");
  const header = {
    sessionId: fromBase64url(parts[1]!),
    index: Number(parts[2]),
    toRecipient: fromBase64url(parts[3]!),
    toSender: fromBase64url(parts[4]!),
  };
  if (
    header.sessionId.length !== 16 ||
    header.toRecipient.length !== SHARE_BYTES ||
    header.toSender.length !== SHARE_BYTES
  )
    throw new TypeError("Not a v2 envelope");
  return { header, sealed: { iv: fromBase64url(parts[5]!), ciphertext: fromBase64url(parts[6]!) } };
}

export function isV2Envelope(envelope: string): boolean {
  return envelope.startsWith("v2.");
}

/** The picture's header, before its IV and ciphertext. */
export function toV2PictureHeader(header: SessionHeader): Uint8Array<ArrayBuffer> {
  if (header.index > 255) throw new RangeError("An index is one byte");
  const bytes = new Uint8Array(1 + HEADER_BYTES);
  bytes[0] = PICTURE_V2;
  bytes.set(header.sessionId, 1);
  bytes[17] = header.index;
  bytes.set(header.toRecipient, 18);
  bytes.set(header.toSender, 18 + SHARE_BYTES);
  return bytes;
}

/** The header of a v2 picture and what follows it (the IV and ciphertext). */
export function fromV2Picture(data: Uint8Array): { header: SessionHeader; rest: Uint8Array<ArrayBuffer> } {
  if (data[0] !== PICTURE_V2 || data.length < 1 + HEADER_BYTES) throw new TypeError("Not a v2 picture");
  return {
    header: {
      sessionId: data.slice(1, 17),
      index: data[17]!,
      toRecipient: data.slice(18, 18 + SHARE_BYTES),
      toSender: data.slice(18 + SHARE_BYTES, 18 + 2 * SHARE_BYTES),
    },
    rest: data.slice(1 + HEADER_BYTES),
  };
}
