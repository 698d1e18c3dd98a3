import { need } from "./malformed.ts";
import type { Dimensions } from "./dimensions.ts";
import { ascii, viewOf, type Bytes } from "../bytes.ts";

/**
 * Ancillary chunks that change how the image looks (colour, transparency, animation) and carry nothing about
 * the person or the camera. Every other ancillary chunk goes: text (tEXt, zTXt, iTXt: author, software,
 * XMP), eXIf (EXIF with GPS location), tIME, and private chunks nobody here can vouch for.
 */
const KEPT_ANCILLARY = new Set([
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCV",
  "cLLI",
  "bKGD",
  "hIST",
  "pHYs",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);

/** Removes a PNG's metadata chunks and anything after IEND; critical chunks are copied untouched. */
export function stripPng(bytes: Bytes): Bytes {
  const view = viewOf(bytes);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  for (;;) {
    need(at + 12 <= bytes.length, "PNG: ends before IEND");
    const end = at + 12 + view.getUint32(at);
    need(end <= bytes.length, "PNG: chunk runs past the end");
    const type = ascii(bytes, at + 4, at + 8);
    need(at > 8 || type === "IHDR", "PNG: does not start with IHDR");
    if (isCritical(type) || KEPT_ANCILLARY.has(type)) parts.push(bytes.subarray(at, end));
    if (type === "IEND") return Buffer.concat(parts);
    at = end;
  }
}

/** An uppercase first letter marks a chunk a decoder must understand; dropping one would change the image. */
function isCritical(type: string) {
  return type[0]! >= "A" && type[0]! <= "Z";
}

/** The size IHDR declares (the first chunk of every PNG, APNG frames included: none may be larger). */
export function pngDimensions(bytes: Uint8Array): Dimensions {
  need(bytes.length >= 24 && ascii(bytes, 12, 16) === "IHDR", "PNG: does not start with IHDR");
  const view = viewOf(bytes);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
