import { fileTypeFromBuffer } from "file-type";
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

/** The formats file-type names that are accepted, by its MIME type; anything it names otherwise is refused. */
const BY_FILE_TYPE: Record<string, MediaType> = {
  "image/jpeg": MEDIA_TYPES.jpeg,
  "image/png": MEDIA_TYPES.png,
  // An animated PNG is a PNG to every browser and to the PNG stripper.
  "image/apng": MEDIA_TYPES.png,
  "image/gif": MEDIA_TYPES.gif,
  "image/webp": MEDIA_TYPES.webp,
  "video/webm": MEDIA_TYPES.webm,
  "video/matroska": MEDIA_TYPES.matroska,
};

/**
 * The accepted media type of these leading bytes, or null for anything else (text, HEIC, audio, PDF…). The
 * magic numbers are file-type's; ISO base media files are judged by their brands here (below), because
 * file-type calls any unknown brand an MP4 and a `mif1` AVIF a HEIF, and browsers play them by brand.
 */
export async function sniff(head: Uint8Array): Promise<MediaType | null> {
  if (ascii(head, 4, 8) === "ftyp") return isoMediaType(head);
  const found = await fileTypeFromBuffer(head);
  // file-type takes any "GIF" for one; the two versions there are are what the GIF reader and browsers know.
  if (found?.mime === "image/gif" && !/^GIF8[79]a$/.test(ascii(head, 0, 6))) return null;
  return (found && BY_FILE_TYPE[found.mime]) ?? null;
}

/** Major brands of ISO base media files that browsers play as video. */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "mmp4",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "msnv",
  "XAVC",
  "f4v ",
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
