import { MEDIA_TYPES, type MediaType } from "./sniff.ts";
import { stripJpeg } from "./formats/jpeg.ts";
import { stripPng } from "./formats/png.ts";
import { stripGif } from "./formats/gif.ts";
import { stripWebp } from "./formats/webp.ts";
import { stripAvif } from "./formats/avif.ts";
import { stripIsoVideo, stripIsoVideoStream } from "./formats/mp4.ts";
import type { Bytes } from "./bytes.ts";

export { MalformedMedia } from "./formats/malformed.ts";

const STRIPPERS: Record<string, (bytes: Bytes) => Bytes> = {
  [MEDIA_TYPES.jpeg.type]: stripJpeg,
  [MEDIA_TYPES.png.type]: stripPng,
  [MEDIA_TYPES.gif.type]: stripGif,
  [MEDIA_TYPES.webp.type]: stripWebp,
  [MEDIA_TYPES.avif.type]: stripAvif,
  [MEDIA_TYPES.mp4.type]: stripIsoVideo,
  [MEDIA_TYPES.quicktime.type]: stripIsoVideo,
};

/**
 * The file without the metadata a camera or an editor left in it (EXIF with the GPS location, XMP, comments,
 * times), by byte surgery on the container: pixels and video frames are never decoded or re-encoded.
 * WebM and Matroska pass through unchanged (phones do not record location in them). AVIF and MP4/MOV are
 * blanked (AVIF in place, so the caller must own `bytes`). Throws `MalformedMedia` when the structure is broken.
 */
export function stripMetadata(bytes: Bytes, type: MediaType): Bytes {
  const strip = STRIPPERS[type.type];
  return strip ? strip(bytes) : bytes;
}

/**
 * The same for a video as it streams past: MP4 and MOV have their metadata boxes blanked as they go by (at
 * most a box header is held), WebM and Matroska pass through. Throws `MalformedMedia` midway when the
 * structure breaks.
 */
export function stripMetadataStream(chunks: AsyncIterable<Uint8Array>, type: MediaType): AsyncIterable<Uint8Array> {
  if (type === MEDIA_TYPES.mp4 || type === MEDIA_TYPES.quicktime) return stripIsoVideoStream(chunks);
  if (type.kind === "video") return chunks;
  throw new Error(`images are stripped whole: ${type.type}`);
}
