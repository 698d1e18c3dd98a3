import { MEDIA_TYPES, type MediaType } from "./sniff.ts";
import { jpegDimensions } from "./formats/jpeg.ts";
import { pngDimensions } from "./formats/png.ts";
import { gifDimensions } from "./formats/gif.ts";
import { webpDimensions } from "./formats/webp.ts";
import { avifDimensions } from "./formats/avif.ts";
import type { Dimensions } from "./formats/dimensions.ts";

export type { Dimensions } from "./formats/dimensions.ts";

const READERS: Record<string, (bytes: Uint8Array) => Dimensions> = {
  [MEDIA_TYPES.jpeg.type]: jpegDimensions,
  [MEDIA_TYPES.png.type]: pngDimensions,
  [MEDIA_TYPES.gif.type]: gifDimensions,
  [MEDIA_TYPES.webp.type]: webpDimensions,
  [MEDIA_TYPES.avif.type]: avifDimensions,
};

/**
 * The largest picture an image declares (its frame, canvas, or largest frame or item), read from its headers
 * alone. A decoder allocates memory by these numbers, so a file of a few kilobytes declaring 60,000 × 60,000
 * pixels is refused by them before anyone (the server, a reader's browser) decodes it. Throws
 * `MalformedMedia` when the headers are missing or broken.
 */
export function declaredDimensions(bytes: Uint8Array, type: MediaType): Dimensions {
  const read = READERS[type.type];
  if (!read) throw new Error(`not an image type: ${type.type}`);
  return read(bytes);
}
