import { need } from "./malformed.ts";
import type { Dimensions } from "./dimensions.ts";
import { exifOrientation, orientationOnlyExif } from "./exif.ts";
import { startsWithText, type Bytes } from "../bytes.ts";

const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP15 = 0xef;
const APP14 = 0xee;
const COM = 0xfe;

/**
 * Removes a JPEG's metadata: EXIF (camera, times, GPS location, thumbnail), XMP, IPTC, extra MPF images,
 * comments and whatever follows the end of the image. Kept: the JFIF header (without a thumbnail), the ICC
 * profile and Adobe's colour-transform segment, which change how the pixels decode, and the EXIF
 * orientation, rewritten as the only EXIF field so that phone photos stay upright.
 */
export function stripJpeg(bytes: Bytes): Bytes {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let exifSeen = false;
  let at = 2;
  for (;;) {
    need(at < bytes.length && bytes[at] === 0xff, "JPEG: expected a marker");
    while (bytes[at] === 0xff) at++; // fill bytes may precede a marker
    need(at < bytes.length, "JPEG: ends inside a marker");
    const marker = bytes[at]!;
    const start = at - 1;
    at++;
    if (marker === EOI) {
      parts.push(Uint8Array.of(0xff, EOI));
      return Buffer.concat(parts);
    }
    if (isStandalone(marker)) {
      parts.push(Uint8Array.of(0xff, marker));
      continue;
    }
    need(at + 2 <= bytes.length, "JPEG: ends inside a segment length");
    const end = at + ((bytes[at]! << 8) | bytes[at + 1]!);
    need(end >= at + 2 && end <= bytes.length, "JPEG: segment runs past the end");
    const segment = bytes.subarray(start, end);
    const payload = bytes.subarray(at + 2, end);
    at = end;

    if (marker === SOS) {
      parts.push(segment);
      const next = endOfScan(bytes, at);
      parts.push(bytes.subarray(at, next));
      at = next;
      // A scan cut short still shows what arrived, as browsers do; end it properly.
      if (at >= bytes.length) return Buffer.concat([...parts, Uint8Array.of(0xff, EOI)]);
    } else if (marker === APP1 && startsWithText(payload, "Exif\0\0")) {
      const orientation = exifSeen ? null : exifOrientation(payload.subarray(6));
      exifSeen = true;
      if (orientation)
        parts.push(segmentOf(APP1, [new TextEncoder().encode("Exif\0\0"), orientationOnlyExif(orientation)]));
    } else if (marker === APP0) {
      if (startsWithText(payload, "JFIF\0") && payload.length >= 14) {
        parts.push(segmentOf(APP0, [payload.subarray(0, 12), Uint8Array.of(0, 0)])); // thumbnail 0×0
      }
    } else if (isKeptMarker(marker, payload)) {
      parts.push(segment);
    }
  }
}

/** Restart markers and TEM carry no length. */
function isStandalone(marker: number) {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

function isKeptMarker(marker: number, payload: Uint8Array) {
  if (marker === COM) return false;
  if (marker === APP2) return startsWithText(payload, "ICC_PROFILE\0");
  if (marker === APP14) return startsWithText(payload, "Adobe");
  return marker < APP0 || marker > APP15;
}

/** Entropy-coded data runs until a 0xFF that is neither a stuffed zero nor a restart marker. */
function endOfScan(bytes: Uint8Array, from: number) {
  for (let at = from; at + 1 < bytes.length; at++) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1]!;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return bytes.length;
}

function segmentOf(marker: number, payload: Uint8Array[]) {
  const length = 2 + payload.reduce((sum, part) => sum + part.length, 0);
  return Buffer.concat([Uint8Array.of(0xff, marker, length >> 8, length & 0xff), ...payload]);
}

/** Start-of-frame markers: every SOFn but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isStartOfFrame(marker: number) {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** The size the frame header declares, read by walking the segments before the first scan. */
export function jpegDimensions(bytes: Uint8Array): Dimensions {
  let at = 2;
  for (;;) {
    need(at < bytes.length && bytes[at] === 0xff, "JPEG: expected a marker");
    while (bytes[at] === 0xff) at++;
    need(at + 2 < bytes.length, "JPEG: ends before its frame header");
    const marker = bytes[at]!;
    at++;
    if (isStandalone(marker)) continue;
    need(marker !== SOS && marker !== EOI, "JPEG: no frame header before the image data");
    const end = at + ((bytes[at]! << 8) | bytes[at + 1]!);
    need(end <= bytes.length && end >= at + 2, "JPEG: segment runs past the end");
    if (isStartOfFrame(marker)) {
      need(end >= at + 7, "JPEG: frame header too short");
      return { height: (bytes[at + 3]! << 8) | bytes[at + 4]!, width: (bytes[at + 5]! << 8) | bytes[at + 6]! };
    }
    at = end;
  }
}
