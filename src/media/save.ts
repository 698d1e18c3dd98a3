import type { Clock } from "../../shared/clock.ts";
import type { MediaStorage } from "./storage.ts";
import { damaged, type AcceptedMedia } from "./accept.ts";
import { mediaUrl, newMediaKey, newMediaStem } from "./keys.ts";
import { MalformedMedia } from "./strip.ts";
import { defaultWidth, renditionPath, type ImageRenditions } from "../../shared/renditions.ts";

export interface SavedMedia {
  /** The key of the file readers get by default: the upload itself, or its default rendition. */
  key: string;
  /** Where the media is served, e.g. `/media/2026/….jpg`: what posts and messages record. */
  url: string;
  kind: AcceptedMedia["kind"];
  /** What counts against the account's storage quota: the bytes stored (for renditions, `AcceptedMedia.size`). */
  size: number;
  /** Every key written: what to delete should the upload not be recorded after all. */
  keys: string[];
  /** A picture's renditions, named from `key` (shared/renditions.ts); absent when the upload is stored as sent. */
  renditions?: ImageRenditions;
}

/**
 * Streams an accepted upload into storage under a new server-made key; `scope` makes it private to that
 * area's readers. A video found damaged midway leaves nothing stored and is refused with 415. A still
 * picture's renditions are stored instead of it (the upload itself is never kept: its largest rendition,
 * 2048 px, is what a re-processing would start from), under one stem; the default is 1080 px, JPEG or PNG.
 */
export async function saveMedia(
  ctx: { media: MediaStorage; clock: Clock },
  media: AcceptedMedia,
  scope?: string,
): Promise<SavedMedia> {
  if (media.rendered) return saveRenditions(ctx, media, scope);
  const key = newMediaKey(media, ctx.clock.now(), scope);
  try {
    const size = await ctx.media.putStream(key, media.chunks(), media.type);
    return { key, url: mediaUrl(key), kind: media.kind, size, keys: [key] };
  } catch (error) {
    if (error instanceof MalformedMedia) throw damaged(media.kind);
    throw error;
  }
}

async function saveRenditions(
  ctx: { media: MediaStorage; clock: Clock },
  media: AcceptedMedia,
  scope?: string,
): Promise<SavedMedia> {
  const { record, files } = media.rendered!;
  const stem = newMediaStem(ctx.clock.now(), scope);
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = renditionPath(stem, file.width, file.format);
      keys.push(key);
      await ctx.media.put(key, file.bytes, file.type);
    }
  } catch (error) {
    await Promise.all(keys.map((key) => ctx.media.delete(key)));
    throw error;
  }
  const key = renditionPath(stem, defaultWidth(record.widths), record.formats.at(-1)!);
  return { key, url: mediaUrl(key), kind: "image", size: media.size, keys, renditions: record };
}
