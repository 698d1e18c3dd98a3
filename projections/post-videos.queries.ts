import { and, desc, eq, gte, inArray, or } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { postVideos } from "./post-videos.schema.ts";

export type PostVideoRow = typeof postVideos.$inferSelect;

/**
 * An author's videos still being made playable, and those that failed since `failedSince` (an ISO time):
 * newest first. A ready one is a post like any other, and leaves this list.
 */
export async function pendingVideosOf(db: Reader, authorId: number, failedSince: string): Promise<PostVideoRow[]> {
  return db
    .select()
    .from(postVideos)
    .where(
      and(
        eq(postVideos.authorId, authorId),
        or(
          inArray(postVideos.state, ["uploaded", "processing"]),
          and(eq(postVideos.state, "failed"), gte(postVideos.changedAt, failedSince)),
        ),
      ),
    )
    .orderBy(desc(postVideos.id))
    .limit(20);
}

export async function postVideoById(db: Reader, id: number): Promise<PostVideoRow | undefined> {
  return db.select().from(postVideos).where(eq(postVideos.id, id)).get();
}
