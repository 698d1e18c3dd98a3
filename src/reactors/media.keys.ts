import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Reader } from "../../store/db.ts";
import { events } from "../../store/schema.ts";
import { posts } from "../../projections/posts.schema.ts";
import { profiles } from "../../projections/profiles.schema.ts";
import { keysOf } from "../../shared/renditions.ts";
import { profileStream } from "../../events/profiles.ts";
import { chatMediaKeysOf } from "../../projections/chat.queries.ts";
import { postVideoById } from "../../projections/post-videos.queries.ts";
import { postVideos } from "../../projections/post-videos.schema.ts";

/**
 * Which files an event leaves without a use. A post keeps its media key in the posts table even once
 * deleted; a replaced picture is only in the log, as the picture of the profile stream's previous change.
 */

/** A post's files: its media, every rendition of its picture, or every rendition and poster of its video. */
export async function postMediaKeys(db: Reader, postId: number): Promise<string[]> {
  const row = await db
    .select({ key: posts.mediaKey, renditions: posts.mediaRenditions, video: posts.mediaVideo })
    .from(posts)
    .where(eq(posts.id, postId))
    .get();
  return row?.key ? keysOf(row.key, row.renditions, row.video) : [];
}

/** A posted video's upload, once it is made playable or has failed: nothing reads it any more. */
export async function videoOriginalKeys(db: Reader, postId: number): Promise<string[]> {
  const row = await postVideoById(db, postId);
  return row ? [row.originalKey] : [];
}

/**
 * The files of the picture a profile change replaced: the one of the latest earlier change on that stream that
 * set one (every rendition of it). With no `before`, the current picture's.
 */
export async function replacedPictureKeys(
  db: Reader,
  stream: string,
  before = Number.MAX_SAFE_INTEGER,
): Promise<string[]> {
  const row = await db
    .select({
      key: sql<string>`json_extract(${events.data}, '$.picture.key')`,
      renditions: sql<string | null>`json_extract(${events.data}, '$.picture.renditions')`,
    })
    .from(events)
    .where(
      and(
        eq(events.stream, stream),
        lt(events.position, before),
        eq(events.type, "ProfileChanged"),
        sql`json_extract(${events.data}, '$.picture.key') is not null`,
      ),
    )
    .orderBy(desc(events.position))
    .limit(1)
    .get();
  return row?.key ? keysOf(row.key, row.renditions ? JSON.parse(row.renditions) : null) : [];
}

/**
 * Every file a deleted account leaves: its posts' media (through `posts_author`), its videos' uploads, its current picture, and
 * the pictures of its chats (the other person's list no longer shows a chat with a deleted account).
 */
export async function accountMediaKeys(db: Reader, userId: number): Promise<string[]> {
  const postKeys = await db
    .select({ key: posts.mediaKey, renditions: posts.mediaRenditions, video: posts.mediaVideo })
    .from(posts)
    .where(and(eq(posts.authorId, userId), isNotNull(posts.mediaKey)));
  const originals = await db
    .select({ key: postVideos.originalKey })
    .from(postVideos)
    .where(eq(postVideos.authorId, userId));
  const picture = await db.select({ key: profiles.pictureKey }).from(profiles).where(eq(profiles.userId, userId)).get();
  const pictureKeys = picture?.key ? await replacedPictureKeys(db, profileStream(userId)) : [];
  const chatKeys = await chatMediaKeysOf(db, userId);
  return [
    ...postKeys.flatMap((row) => keysOf(row.key!, row.renditions, row.video)),
    ...originals.map((row) => row.key),
    ...pictureKeys,
    ...chatKeys,
  ];
}
