import type { Clock } from "../../shared/clock.ts";
import type { MediaStorage } from "./storage.ts";
import { damaged, type AcceptedMedia } from "./accept.ts";
import { mediaUrl, newMediaKey } from "./keys.ts";
import { MalformedMedia } from "./strip.ts";

export interface SavedMedia {
  key: string;
  /** Where the media is served, e.g. `/media/2026/….jpg`: what posts and messages record. */
  url: string;
  kind: AcceptedMedia["kind"];
  /** The bytes stored: what counts against the account's storage quota. */
  size: number;
}

/**
 * Streams an accepted upload into storage under a new server-made key; `scope` makes it private to that
 * area's readers. A video found damaged midway leaves nothing stored and is refused with 415.
 */
export async function saveMedia(
  ctx: { media: MediaStorage; clock: Clock },
  media: AcceptedMedia,
  scope?: string,
): Promise<SavedMedia> {
  const key = newMediaKey(media, ctx.clock.now(), scope);
  try {
    const size = await ctx.media.putStream(key, media.chunks(), media.type);
    return { key, url: mediaUrl(key), kind: media.kind, size };
  } catch (error) {
    if (error instanceof MalformedMedia) throw damaged(media.kind);
    throw error;
  }
}
