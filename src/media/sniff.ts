import { ascii, viewOf } from "./bytes.ts";
import type { MediaKind } from "../../shared/media.ts";

/**
 * What an upload is, decided from its first bytes (magic numbers). The file's name and the Content-Type
 * the browser sent are never consulted: both are chosen by whoever uploads.
 */
export interface MediaType {
  /** The MIME type the file is stored and served with. */
  type: string;
  kind: MediaKind;
  /** The extension of the server-made storage key. */
  ext: string;
}

export const MEDIA_TYPES = {
  jpeg: { type: "image/jpeg", kind: "image", ext: "jpg" },
  png: { type: "image/png", kind: "image", ext: "png" },
  gif: { type: "image/gif", kind: "image", ext: "gif" },
  webp: { type: "image/webp", kind: "image", ext: "webp" },
  avif: { type: "image/avif", kind: "image", ext: "avif" },
  mp4: { type: "video/mp4", kind: "video", ext: "mp4" },
  quicktime: { type: "video/quicktime", kind: "video", ext: "mov" },
  webm: { type: "video/webm", kind: "video", ext: "webm" },
  matroska: { type: "video/x-matroska", kind: "video", ext: "mkv" },
  /** A picture sealed in the browser (chat): bytes the server cannot open, never sniffed, served as they came. */
  sealed: { type: "application/octet-stream", kind: "image", ext: "bin" },
} as const satisfies Record<string, MediaType>;

/** How many leading bytes `sniff` looks at; pass at least this many when the file is longer. */
export const SNIFF_BYTES = 4096;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/** The accepted media type of these leading bytes, or null for anything else (text, HEIC, audio, PDF…). */
export function sniff(head: Uint8Array): MediaType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return MEDIA_TYPES.jpeg;
  if (startsWith(head, PNG_SIGNATURE)) return MEDIA_TYPES.png;
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return MEDIA_TYPES.gif;
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return MEDIA_TYPES.webp;
  if (ascii(head, 4, 8) === "ftyp") return isoMediaType(head);
  if (startsWith(head, EBML_MAGIC)) return matroskaType(head);
  return null;
}

/** Major brands of ISO base media files that browsers play as video. */
const MP4_BRANDS = new Set([
  "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "mmp4", "M4V ", "M4VH", "M4VP", "dash",
  "msnv", "XAVC", "f4v ",
]);

/**
 * ISO base media files (MP4, MOV, AVIF, HEIC, M4A…) all open with an `ftyp` box naming a major brand and
 * compatible brands. AVIF is told by its brands; video by its major brand, so audio-only M4A and HEIC
 * photos (which browsers cannot show) are refused.
 */
function isoMediaType(head: Uint8Array): MediaType | null {
  const boxSize = viewOf(head).getUint32(0);
  if (boxSize < 16 || head.length < 16) return null;
  const major = ascii(head, 8, 12);
  const brands = [major];
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) brands.push(ascii(head, at, at + 4));
  if (brands.includes("avif") || brands.includes("avis")) return MEDIA_TYPES.avif;
  if (major === "qt  ") return MEDIA_TYPES.quicktime;
  if (MP4_BRANDS.has(major)) return MEDIA_TYPES.mp4;
  return null;
}

const DOC_TYPE_ID = 0x4282;

/** Matroska and WebM share the EBML header; its DocType element tells them apart. */
function matroskaType(head: Uint8Array): MediaType | null {
  const headerSize = readVint(head, 4);
  if (!headerSize) return null;
  const end = Math.min(head.length, 4 + headerSize.length + headerSize.value);
  let at = 4 + headerSize.length;
  while (at < end) {
    const id = readVint(head, at, { keepMarker: true });
    if (!id) return null;
    const size = readVint(head, at + id.length);
    if (!size) return null;
    const data = at + id.length + size.length;
    if (id.value === DOC_TYPE_ID) {
      const docType = ascii(head, data, Math.min(data + size.value, head.length)).replace(/\0+$/, "");
      if (docType === "webm") return MEDIA_TYPES.webm;
      if (docType === "matroska") return MEDIA_TYPES.matroska;
      return null;
    }
    at = data + size.value;
  }
  return null;
}

/** An EBML variable-length integer: the count of leading zero bits of the first byte gives its length. */
function readVint(bytes: Uint8Array, at: number, { keepMarker = false } = {}) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { value, length };
}

function startsWith(bytes: Uint8Array, prefix: number[]) {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}
