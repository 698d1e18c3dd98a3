import sharp, { type OutputInfo, type Sharp } from "sharp";
import type { ImageRenditions, RenditionFormat } from "../../shared/renditions.ts";
import { RENDITION_MIME } from "../../shared/renditions.ts";
import { PICTURE_WIDTHS } from "../../shared/picture-crops.ts";
import { MAX_IMAGE_PIXELS } from "../../shared/media.ts";
import { MalformedMedia } from "./strip.ts";

/** Widths a feed, a profile or a post shows a picture at: a phone (412 px at DPR 2.6) takes 1080. */
export const FEED_WIDTHS = [320, 640, 1080, 2048];

export type RenditionShape = "feed" | "square";

export interface RenderedFile {
  width: number;
  format: RenditionFormat;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface RenderedImage {
  record: ImageRenditions;
  files: RenderedFile[];
}

// Qualities the big feeds use for photos; AVIF and WebP at low efforts, as a 12 MP upload is made while its
// author waits: AVIF at its default effort (4) took 5 s of a loaded 2-core machine for the 2048 px width,
// at effort 0 under 1 s, for files a few percent larger and still a fraction of the JPEG's.
const ENCODE: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 3 }),
};

/**
 * The renditions of an uploaded still picture: decoded once (orientation applied; a picture that does not
 * decode, truncated or damaged, throws `MalformedMedia`), then resized to each width (never upscaled) and
 * encoded as AVIF and WebP with a JPEG fallback (PNG when the picture has transparency, which every format
 * here keeps). Nothing of its metadata (EXIF, GPS, XMP, ICC beyond sRGB) is written: sharp writes none
 * unless asked. Plus a 16-pixel preview as a data URI, about 100 bytes.
 */
export async function renderImage(bytes: Uint8Array, shape: RenditionShape): Promise<RenderedImage> {
  const square = shape === "square";
  const input = { failOn: "warning", limitInputPixels: MAX_IMAGE_PIXELS, animated: false } as const;
  let decoded: { data: Buffer; info: OutputInfo };
  let shown: { width: number; height: number };
  try {
    const meta = await sharp(bytes, input).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    shown = { width: turned ? meta.height! : meta.width!, height: turned ? meta.width! : meta.height! };
    // Decoded once, straight to the largest rendition (a JPEG is decoded at a fraction of its size: about
    // 10 MB held for a 12 MP photo rather than 36). `failOn: "warning"` (sharp's default): a picture cut
    // short or with corrupt data is refused rather than shown half grey; the decoder's warnings tell them.
    const largest = square
      ? Math.min(PICTURE_WIDTHS.at(-1)!, shown.width, shown.height)
      : Math.min(FEED_WIDTHS.at(-1)!, shown.width);
    decoded = await sharp(bytes, input)
      .rotate()
      .resize(
        square
          ? { width: largest, height: largest, fit: "cover", position: "attention" }
          : { width: largest, withoutEnlargement: true },
      )
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new MalformedMedia(`the picture does not decode: ${(error as Error).message}`);
  }
  const { width, height, channels } = decoded.info;
  const alpha = channels === 4 && (await hasTransparency(decoded.data, decoded.info));
  const source = () => sharp(decoded.data, { raw: { width, height, channels } });
  const widths = fitWidths(square ? PICTURE_WIDTHS : FEED_WIDTHS, width);
  const formats: RenditionFormat[] = ["avif", "webp", alpha ? "png" : "jpg"];
  const files: RenderedFile[] = [];
  for (const w of widths) {
    const resized = source().resize(square ? { width: w, height: w } : { width: w });
    const base = alpha ? resized : resized.removeAlpha();
    // The formats of one width in parallel: sharp encodes on libuv's threads, not the event loop.
    const encoded = await Promise.all(formats.map((format) => ENCODE[format](base.clone()).toBuffer()));
    formats.forEach((format, i) =>
      files.push({ width: w, format, type: RENDITION_MIME[format], bytes: new Uint8Array(encoded[i]!) }),
    );
  }
  const tiny = await source().resize(16, 16, { fit: "inside" }).removeAlpha().webp({ quality: 40 }).toBuffer();
  const record: ImageRenditions = {
    width: square ? width : shown.width,
    height: square ? height : shown.height,
    widths,
    formats,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    ...(square ? { square: true } : {}),
  };
  return { record, files };
}

/** The widths at most `available`; a picture narrower than the smallest keeps its own width. */
function fitWidths(widths: number[], available: number): number[] {
  const fitting = widths.filter((w) => w <= available);
  return fitting.length > 0 ? fitting : [available];
}

/** Whether any pixel is not fully opaque: an alpha channel that is all 255 is dropped (JPEG then suffices). */
async function hasTransparency(data: Buffer, info: OutputInfo): Promise<boolean> {
  const stats = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).stats();
  return !stats.isOpaque;
}
