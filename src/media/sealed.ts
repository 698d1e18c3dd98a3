import { AppError } from "../../shared/errors.ts";
import { MEDIA_LIMITS } from "../../shared/media.ts";
import {
  MIN_SEALED_PICTURE_BYTES,
  SEALED_PICTURE_V2_HEADER,
  SEALED_PICTURE_VERSION,
  SEALED_PICTURE_VERSION_V2,
} from "../../shared/chat.ts";
import { MEDIA_TYPES } from "./sniff.ts";
import { chunksOf, type AcceptedMedia } from "./accept.ts";

/** What sealing adds to a picture: the version byte, the IV, the GCM tag and the MIME type inside. */
export const SEALING_OVERHEAD = 1 + SEALED_PICTURE_V2_HEADER + 12 + 16 + 1 + 255;

/** The largest sealed picture accepted: the largest picture, sealed. */
export const MAX_SEALED_PICTURE_BYTES = MEDIA_LIMITS.image + SEALING_OVERHEAD;

/**
 * An upload the browser encrypted (web/chat/crypto/bytes.ts). The server cannot see what it is, so it
 * checks what it can: the size, and the format's version byte (1, or 2 with its session header). It is stored and served as opaque bytes
 * (`application/octet-stream`); the browser that opens it decides what kind of picture it was.
 */
export async function acceptSealedUpload(file: Blob): Promise<AcceptedMedia> {
  if (file.size > MAX_SEALED_PICTURE_BYTES)
    throw AppError.tooLarge(`The file is too large. Images can be at most ${MEDIA_LIMITS.image / (1024 * 1024)} MB.`);
  const version = new Uint8Array(await file.slice(0, 1).arrayBuffer())[0];
  const least =
    version === SEALED_PICTURE_VERSION_V2
      ? MIN_SEALED_PICTURE_BYTES + SEALED_PICTURE_V2_HEADER
      : MIN_SEALED_PICTURE_BYTES;
  const known = version === SEALED_PICTURE_VERSION || version === SEALED_PICTURE_VERSION_V2;
  if (!known || file.size < least) {
    throw AppError.unsupported("Chat pictures are sealed in the browser before they are sent.", "not_sealed");
  }
  return { ...MEDIA_TYPES.sealed, size: file.size, chunks: () => chunksOf(file) };
}
