import { asc, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import type { Device } from "./games.queries.ts";
import { videos } from "./videos.schema.ts";

export type VideoRow = typeof videos.$inferSelect;

/** The videos suited to `device`, in catalogue order. */
export async function videosForDevice(db: Reader, device: Device): Promise<VideoRow[]> {
  const suits = device === "mobile" ? sql`${videos.mobile} = 1` : sql`${videos.pc} = 1`;
  return db.select().from(videos).where(sql`${suits} and ${videos.removed} = 0`).orderBy(asc(videos.id)).limit(1000);
}

/** Every entry ever recorded, removed ones too. */
export async function recordedVideos(db: Reader): Promise<VideoRow[]> {
  return db.select().from(videos).orderBy(asc(videos.id));
}

/** The addresses of listed videos hosted elsewhere and their posters: what the pages' CSP must let in. */
export async function externalVideoAddresses(db: Reader): Promise<{ url: string; poster: string }[]> {
  return db
    .select({ url: videos.url, poster: videos.poster })
    .from(videos)
    .where(sql`${videos.removed} = 0 and ${videos.source} <> 'shipped'`)
    .limit(1000);
}
