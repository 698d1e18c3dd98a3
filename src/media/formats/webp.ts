import { need } from "./malformed.ts";
import type { Dimensions } from "./dimensions.ts";
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
    if (KEPT_CHUNKS.has(fourCC))
      chunks.push(fourCC === "VP8X" ? withoutMetadataFlags(bytes.subarray(at, end)) : padded(bytes, at, end));
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

/** The canvas size: from VP8X when present, else from the one bitstream's own header (VP8 or VP8L). */
export function webpDimensions(bytes: Uint8Array): Dimensions {
  need(bytes.length >= 30, "WebP: shorter than its header");
  const view = viewOf(bytes);
  const first = ascii(bytes, 12, 16);
  const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (first === "VP8X") return { width: uint24(24) + 1, height: uint24(27) + 1 };
  if (first === "VP8 ") {
    need(bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a, "WebP: VP8 start code missing");
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  need(first === "VP8L" && bytes[20] === 0x2f, "WebP: no image header");
  const bits = view.getUint32(21, true);
  return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
}
