import { z } from "zod";
import { defineEvent } from "./define.ts";
import { CatalogueSource, Device } from "./games.ts";

/**
 * The videos catalogue, on each video's stream `video-<id>`: a file the product serves (public/videos/,
 * recorded at start from videos.json) or a provider's embed address an operator configured.
 */
const videoId = z.number().int().positive();

export const VideoDefinition = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  title: z.string().min(1).max(100),
  /** A file on this site (`/videos/<key>.webm`), played in a <video>, or a provider's https embed address. */
  url: z.string().min(1).max(2000),
  poster: z.string().max(2000),
  devices: z.array(Device).min(1).max(2),
  source: CatalogueSource,
});

export const VideoAdded = defineEvent("VideoAdded", VideoDefinition.extend({ id: videoId }));
export const VideoChanged = defineEvent("VideoChanged", VideoDefinition.extend({ id: videoId }));
export const VideoRemoved = defineEvent("VideoRemoved", z.object({ id: videoId }));

export const videosEvents = [VideoAdded, VideoChanged, VideoRemoved] as const;

export type VideoDefinition = z.infer<typeof VideoDefinition>;

export function videoStream(id: number): string {
  return `video-${id}`;
}
