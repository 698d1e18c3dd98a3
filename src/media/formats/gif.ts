import { need } from "./malformed.ts";
import type { Dimensions } from "./dimensions.ts";
import { ascii, type Bytes } from "../bytes.ts";

const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;
const GRAPHIC_CONTROL = 0xf9;
const PLAIN_TEXT = 0x01;
const APPLICATION = 0xff;
/** Application extensions that only say how often an animation loops. */
const LOOP_APPLICATIONS = new Set(["NETSCAPE2.0", "ANIMEXTS1.0"]);

/**
 * Removes a GIF's comments and application extensions (XMP, ICC, editors' data) except the animation loop
 * count, and anything after the trailer. Frames and their timing are copied untouched.
 */
export function stripGif(bytes: Bytes): Bytes {
  need(bytes.length >= 13, "GIF: shorter than its header");
  let at = 13 + colorTableSize(bytes[10]!);
  need(at <= bytes.length, "GIF: global colour table runs past the end");
  const parts: Uint8Array[] = [bytes.subarray(0, at)];
  for (;;) {
    need(at < bytes.length, "GIF: ends before its trailer");
    const start = at;
    const introducer = bytes[at]!;
    if (introducer === TRAILER) {
      parts.push(Uint8Array.of(TRAILER));
      return Buffer.concat(parts);
    }
    if (introducer === IMAGE) {
      need(at + 10 <= bytes.length, "GIF: image descriptor runs past the end");
      at += 10 + colorTableSize(bytes[at + 9]!) + 1; // descriptor, local colour table, LZW code size
      at = afterSubBlocks(bytes, at);
      parts.push(bytes.subarray(start, at));
      continue;
    }
    need(introducer === EXTENSION && at + 2 <= bytes.length, "GIF: unknown block");
    const label = bytes[at + 1]!;
    at = afterSubBlocks(bytes, at + 2);
    if (isKeptExtension(label, bytes.subarray(start + 2, at))) parts.push(bytes.subarray(start, at));
  }
}

function isKeptExtension(label: number, blocks: Uint8Array) {
  if (label === GRAPHIC_CONTROL || label === PLAIN_TEXT) return true;
  return label === APPLICATION && blocks[0] === 11 && LOOP_APPLICATIONS.has(ascii(blocks, 1, 12));
}

/** A colour table is present when the packed field's top bit is set; its size is 3 × 2^(n+1) bytes. */
function colorTableSize(packed: number) {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

/** Data sub-blocks: a length byte and that many bytes, until a zero length. */
function afterSubBlocks(bytes: Uint8Array, from: number) {
  let at = from;
  for (;;) {
    need(at < bytes.length, "GIF: data runs past the end");
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
}

/** The largest of the logical screen and every frame, as their descriptors declare them. */
export function gifDimensions(bytes: Uint8Array): Dimensions {
  need(bytes.length >= 13, "GIF: shorter than its header");
  const size = (at: number) => ({
    width: bytes[at]! | (bytes[at + 1]! << 8),
    height: bytes[at + 2]! | (bytes[at + 3]! << 8),
  });
  let largest = size(6);
  let at = 13 + colorTableSize(bytes[10]!);
  while (at < bytes.length && bytes[at] !== TRAILER) {
    if (bytes[at] === IMAGE) {
      need(at + 10 <= bytes.length, "GIF: image descriptor runs past the end");
      const frame = size(at + 5);
      if (frame.width * frame.height > largest.width * largest.height) largest = frame;
      at = afterSubBlocks(bytes, at + 10 + colorTableSize(bytes[at + 9]!) + 1);
      continue;
    }
    need(bytes[at] === EXTENSION && at + 2 <= bytes.length, "GIF: unknown block");
    at = afterSubBlocks(bytes, at + 2);
  }
  return largest;
}
