import type { Clock } from "../../shared/clock.ts";
import type { MediaStorage } from "./storage.ts";
import type { AcceptedMedia } from "./accept.ts";
import { mediaUrl, newMediaKey } from "./keys.ts";

export interface SavedMedia {
  key: string;
  /** Where the media is served, e.g. `/media/2026/….jpg`: what posts and messages record. */
  url: string;
  kind: AcceptedMedia["kind"];
}

/** Stores an accepted upload under a new server-made key; `scope` makes it private to that area's readers. */
export async function saveMedia(
  ctx: { media: MediaStorage; clock: Clock },
  media: AcceptedMedia,
  scope?: string,
): Promise<SavedMedia> {
  const key = newMediaKey(media, ctx.clock.now(), scope);
  await ctx.media.put(key, media.bytes, media.type);
  return { key, url: mediaUrl(key), kind: media.kind };
}
