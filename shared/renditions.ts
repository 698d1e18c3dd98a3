import { videoKeysOf, type VideoRenditions } from "./video.ts";

/**
 * An uploaded picture as it is stored: resized copies ("renditions") made at upload, never the original.
 * Every rendition of one upload shares a key stem: `<stem>-<width>.<ext>`, so the record needs only the
 * widths and formats to name them all (and a reader's browser to pick one through `srcset`).
 */
export type RenditionFormat = "avif" | "webp" | "jpg" | "png";

export interface ImageRenditions {
  /** The picture's size as shown (orientation applied), and so its largest rendition's aspect. */
  width: number;
  height: number;
  /** The rendition widths, smallest first; none wider than the upload (never upscaled). */
  widths: number[];
  /** The formats each width is stored in: the last is the fallback every browser shows (JPEG, or PNG with transparency). */
  formats: RenditionFormat[];
  /** A few-pixel preview as a data URI, shown while the picture loads. */
  placeholder: string;
  /** Square crops (profile pictures): each width is also the height. */
  square?: true;
}

export const RENDITION_MIME: Record<RenditionFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** The key (or URL) of one rendition, from the stem every rendition of the upload shares. */
export function renditionPath(stem: string, width: number, format: RenditionFormat): string {
  return `${stem}-${width}.${format}`;
}

/** The stem of a rendition's key or URL, or null when it names no rendition (media stored before them). */
export function renditionStem(path: string): string | null {
  return /^(.*)-\d{1,4}\.(?:avif|webp|jpg|png|mp4)$/.exec(path)?.[1] ?? null;
}

/** The width a reader's default should be: the widest at most `target`, else the narrowest. */
export function defaultWidth(widths: number[], target = 1080): number {
  return widths.filter((w) => w <= target).at(-1) ?? widths[0]!;
}

/** `srcset` of one format: every width of it. */
export function srcSet(stem: string, renditions: ImageRenditions, format: RenditionFormat): string {
  return renditions.widths.map((w) => `${renditionPath(stem, w, format)} ${w}w`).join(", ");
}

/** The height of a rendition `width` wide (its aspect is the picture's). */
export function heightAt(renditions: ImageRenditions, width: number): number {
  return renditions.square ? width : Math.round((renditions.height * width) / renditions.width);
}

/**
 * Every stored key of an upload: its renditions' (named from the default rendition's key), a video's
 * renditions and posters, or the key alone.
 */
export function keysOf(
  key: string,
  renditions: ImageRenditions | null | undefined,
  video?: VideoRenditions | null,
): string[] {
  const videoStem = video ? renditionStem(key) : null;
  if (video && videoStem) return videoKeysOf(videoStem, video);
  const stem = renditions ? renditionStem(key) : null;
  if (!renditions || !stem) return [key];
  return renditions.widths.flatMap((w) => renditions.formats.map((format) => renditionPath(stem, w, format)));
}
