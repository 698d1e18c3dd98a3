import { need } from "./malformed.ts";
import { ascii, viewOf, type Bytes } from "../bytes.ts";

/** Chunks that make up the picture: header, colour profile, animation, alpha and the bitstreams. */
const KEPT_CHUNKS = new Set(["VP8X", "ICCP", "ANIM", "ANMF", "ALPH", "VP8 ", "VP8L"]);
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/**
 * Removes the EXIF and XMP chunks (and unknown ones) from a WebP, clears their flags in the VP8X header and
 * recomputes the RIFF size. Bytes beyond the RIFF container are dropped.
 */
export function stripWebp(bytes: Bytes): Bytes {
  const view = viewOf(bytes);
  need(bytes.length >= 12, "WebP: shorter than its header");
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2); // chunks are padded to an even length
    need(at + 8 + size <= riffEnd, "WebP: chunk runs past the end");
    const fourCC = ascii(bytes, at, at + 4);
    if (KEPT_CHUNKS.has(fourCC)) chunks.push(fourCC === "VP8X" ? withoutMetadataFlags(bytes.subarray(at, end)) : padded(bytes, at, end));
    at = end;
  }
  need(chunks.length > 0, "WebP: no image data");
  const body = Buffer.concat(chunks);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  viewOf(header).setUint32(4, 4 + body.length, true);
  return Buffer.concat([header, body]);
}

function withoutMetadataFlags(chunk: Uint8Array) {
  need(chunk.length >= 18, "WebP: VP8X chunk too short");
  const copy = Uint8Array.from(chunk);
  copy[8] = copy[8]! & ~(EXIF_FLAG | XMP_FLAG);
  return copy;
}

/** The last chunk of a file may omit its padding byte; restore it so the chunk list stays aligned. */
function padded(bytes: Uint8Array, start: number, end: number) {
  if (end <= bytes.length) return bytes.subarray(start, end);
  return Buffer.concat([bytes.subarray(start), new Uint8Array(end - bytes.length)]);
}
