import { boxesIn, blankBox } from "./isobmff.ts";
import type { Bytes } from "../bytes.ts";

/** Boxes holding user data: titles, the camera, times and the GPS location (`©xyz`, Apple's location keys). */
const METADATA_BOXES = new Set(["udta", "meta"]);
/** The UUID of an XMP packet stored in a `uuid` box. */
const XMP_UUID = "be7acfcb97a942e89c71999491e3afac";

/**
 * Blanks the metadata of an MP4 or MOV video in place: `udta`, `meta` and XMP `uuid` boxes at the top
 * level, in `moov` and in each `trak` become zeroed `free` boxes. That keeps every size and offset, so the
 * sample tables stay valid without rewriting the (possibly large) media data.
 */
export function stripIsoVideo(bytes: Bytes): Bytes {
  blankIn(bytes, 0, bytes.length, 0);
  return bytes;
}

function blankIn(bytes: Uint8Array, from: number, to: number, depth: number) {
  for (const box of boxesIn(bytes, from, to)) {
    if (isMetadata(bytes, box.type, box.content)) blankBox(bytes, box);
    else if (depth < 2 && (box.type === "moov" || box.type === "trak")) blankIn(bytes, box.content, box.end, depth + 1);
  }
}

function isMetadata(bytes: Uint8Array, type: string, content: number) {
  if (METADATA_BOXES.has(type)) return true;
  return type === "uuid" && Buffer.from(bytes.subarray(content, content + 16)).toString("hex") === XMP_UUID;
}
