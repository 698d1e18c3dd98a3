import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { renditionStem, type ImageRenditions } from "../shared/renditions.ts";
import type { Reader } from "../store/db.ts";
import type { VideoRenditions } from "../shared/video.ts";
import { posts, postSettings, postWords, ratings } from "./posts.schema.ts";
import { postsInBlock } from "./words.ts";
import { users } from "./users.schema.ts";
import { profiles } from "./profiles.schema.ts";
import { friendships } from "./friends.schema.ts";
import { AppError } from "../shared/errors.ts";
import { notBlockedWith, shownInFeedsOf } from "./blocks.queries.ts";

/** A post absent, deleted or not visible to the caller: one answer for all three, to reads and commands alike. */
export const postNotFound = () => AppError.notFound("Content not found", "content_not_found");

/** Post media is stored private under this scope: `/media/private/post/…`. */
export const POST_MEDIA_SCOPE = "post";

export interface Page {
  /** Only posts with a smaller id: the last id of the previous page. */
  before?: number;
  limit: number;
}

/** A post with its author, as every list reads it; `mine` is the viewer's rating when the query asked for it. */
export interface PostView {
  id: number;
  authorId: number;
  text: string;
  sharing: number;
  mediaUrl: string | null;
  mediaType: "image" | "video" | null;
  mediaRenditions: ImageRenditions | null;
  mediaVideo: VideoRenditions | null;
  altText: string | null;
  contentWarning: string | null;
  /** Its author marked its media sensitive. */
  mediaSensitive: boolean;
  createdAt: string;
  editedAt: string | null;
  ratingCount: number;
  ratingTotal: number;
  replyCount: number;
  name: string;
  username: string;
  picture: string | null;
  organisation: string | null;
  /** Moderation: 1 hidden pending review (only its author sees it), 2 removed. */
  held: number;
  /** A moderator marked its media sensitive. */
  sensitive: boolean;
}

/** One reader's rating of a post. */
export interface MyRating {
  stars: number;
  emoji: string | null;
}

const viewColumns = {
  id: posts.id,
  authorId: posts.authorId,
  text: posts.text,
  sharing: posts.sharing,
  mediaUrl: posts.mediaUrl,
  mediaType: posts.mediaType,
  mediaRenditions: posts.mediaRenditions,
  mediaVideo: posts.mediaVideo,
  altText: posts.altText,
  contentWarning: posts.contentWarning,
  mediaSensitive: posts.mediaSensitive,
  createdAt: posts.createdAt,
  editedAt: posts.editedAt,
  ratingCount: posts.ratingCount,
  ratingTotal: posts.ratingTotal,
  replyCount: posts.replyCount,
  name: users.name,
  username: users.username,
  picture: profiles.pictureUrl,
  organisation: profiles.organisation,
  held: posts.held,
  sensitive: posts.sensitive,
};

/** Written as literals, not parameters, so that SQLite can use the partial index `posts_public`. */
const shown = sql`${posts.deleted} = 0 and ${posts.authorActive} = 1`;
/** Feeds show no post moderation holds, not even to its author; a limited author's public posts are not public. */
const shownInFeeds = sql`${shown} and ${posts.held} = 0`;
const shownPublic = sql`${posts.sharing} = 1 and ${shownInFeeds} and ${posts.limited} = 0`;

function selectViews(db: Reader) {
  return db
    .select(viewColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(profiles, eq(profiles.userId, posts.authorId));
}

function beforeId(page: Page): SQL | undefined {
  return page.before === undefined ? undefined : lt(posts.id, page.before);
}

/**
 * Whether `viewerId` may see the post of the row at hand: public (its author not limited), their own, or a
 * friend's, never one of a person who blocked them or whom they blocked; a post held pending review shows
 * to its author only (and on profiles to admins: `seesHeld`), a removed one to nobody.
 */
function visibleTo(viewerId: number, seesHeld = false): SQL {
  const held = seesHeld ? sql`${posts.held} = 1` : sql`${posts.held} = 1 and ${posts.authorId} = ${viewerId}`;
  return sql`(${posts.held} = 0 or (${held})) and
  ((${posts.sharing} = 1 and ${posts.limited} = 0) or ${posts.authorId} = ${viewerId} or exists (
    select 1 from ${friendships} where ${friendships.userId} = ${viewerId}
      and ${friendships.otherId} = ${posts.authorId} and ${friendships.state} = 'friends'))
    and ${notBlockedWith(viewerId, posts.authorId)}`;
}

/** Public posts of active users, newest first: a range of the partial index, whatever the number of posts. */
export async function globalFeedPage(db: Reader, page: Page): Promise<PostView[]> {
  return selectViews(db)
    .where(and(shownPublic, beforeId(page)))
    .orderBy(desc(posts.id))
    .limit(page.limit);
}

/**
 * The global feed of a reader who blocked or muted someone or was blocked: the same range, without those
 * authors (one NOT EXISTS per row read, so still one query whatever the number of blocks).
 */
export async function globalFeedPageFor(db: Reader, viewerId: number, page: Page): Promise<PostView[]> {
  return selectViews(db)
    .where(and(shownPublic, beforeId(page), shownInFeedsOf(viewerId, posts.authorId)))
    .orderBy(desc(posts.id))
    .limit(page.limit);
}

/**
 * The viewer's own and friends' posts, newest first, without muted friends' posts. Each author contributes at most a page of their newest
 * posts through `posts_author`, so the cost follows the number of friends, not the number of posts.
 */
export async function friendsFeedPage(db: Reader, viewerId: number, page: Page): Promise<PostView[]> {
  const before = page.before ?? Number.MAX_SAFE_INTEGER;
  const newestOfEachAuthor = sql`(
    with authors(id) as (
      select ${viewerId}
      union all
      select ${friendships.otherId} from ${friendships} where ${friendships.userId} = ${viewerId} and ${friendships.state} = 'friends'
    )
    select q.id from authors a join posts q on q.id in (
      select r.id from posts r
      where r.author_id = a.id and r.id < ${before} and r.deleted = 0 and r.author_active = 1 and r.held = 0
      order by r.id desc limit ${page.limit}
    )
  )`;
  return selectViews(db)
    .where(and(inArray(posts.id, newestOfEachAuthor), shownInFeedsOf(viewerId, posts.authorId)))
    .orderBy(desc(posts.id))
    .limit(page.limit);
}

/**
 * Each author's newest `perAuthor` visible post ids, through `posts_author`: what the in-memory friends feed
 * holds of each author (src/cache/friends-feed.ts).
 */
export async function newestPostIdsOf(
  db: Reader,
  authorIds: number[],
  perAuthor: number,
): Promise<{ id: number; authorId: number }[]> {
  const newest = sql`(
    select q.id from json_each(${JSON.stringify(authorIds)}) a join posts q on q.id in (
      select r.id from posts r
      where r.author_id = a.value and r.deleted = 0 and r.author_active = 1 and r.held = 0
      order by r.id desc limit ${perAuthor}
    )
  )`;
  return db.select({ id: posts.id, authorId: posts.authorId }).from(posts).where(inArray(posts.id, newest));
}

/** The posts of these ids that show in feeds (not deleted, author not blocked, not held), in no particular order. */
export async function postViewsByIds(db: Reader, ids: number[]): Promise<PostView[]> {
  return selectViews(db).where(and(inArray(posts.id, ids), shownInFeeds));
}

/** One author's posts the viewer may see, newest first; `seesHeld`: an admin, who sees posts held pending review. */
export async function authorPostsPage(
  db: Reader,
  viewerId: number,
  authorId: number,
  page: Page,
  seesHeld = false,
): Promise<PostView[]> {
  return selectViews(db)
    .where(and(eq(posts.authorId, authorId), shown, visibleTo(viewerId, seesHeld), beforeId(page)))
    .orderBy(desc(posts.id))
    .limit(page.limit);
}

/** A post the viewer may see, or undefined (absent, deleted, its author blocked, or friends only). */
export async function visiblePost(db: Reader, viewerId: number, id: number): Promise<PostView | undefined> {
  return selectViews(db)
    .where(and(eq(posts.id, id), shown, visibleTo(viewerId)))
    .get();
}

/** A public post that shows, as a visitor (signed out) may read it, or undefined. */
export async function publicPost(db: Reader, id: number): Promise<PostView | undefined> {
  return selectViews(db)
    .where(and(eq(posts.id, id), shownPublic))
    .get();
}

/** The id of the post whose media file has this key, deleted or not (through `posts_media_key`). */
export async function postIdOfMedia(db: Reader, key: string): Promise<number | undefined> {
  // A rendition's key shares its stem with the post's (`<stem>-1080.jpg`): a range of the same index.
  const stem = renditionStem(key);
  const match = stem ? and(gte(posts.mediaKey, `${stem}-`), lt(posts.mediaKey, `${stem}.`)) : eq(posts.mediaKey, key);
  return (await db.select({ id: posts.id }).from(posts).where(match).get())?.id;
}

export type PostRow = typeof posts.$inferSelect;

/** The post as stored, deleted or not: for the rules of editing, deleting and rating. */
export async function postById(db: Reader, id: number): Promise<PostRow | undefined> {
  return db.select().from(posts).where(eq(posts.id, id)).get();
}

/** The viewer's ratings of some posts: one query for a whole page. */
export async function ratingsBy(db: Reader, userId: number, postIds: number[]): Promise<Map<number, MyRating>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: ratings.postId, stars: ratings.stars, emoji: ratings.emoji })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), inArray(ratings.postId, postIds)));
  return new Map(rows.map((r) => [r.postId, { stars: r.stars, emoji: r.emoji }]));
}

/** Up to `limit` of a user's ratings, for the in-memory cache of the global feed. */
export async function allRatingsBy(db: Reader, userId: number, limit: number): Promise<Map<number, MyRating>> {
  const rows = await db
    .select({ postId: ratings.postId, stars: ratings.stars, emoji: ratings.emoji })
    .from(ratings)
    .where(eq(ratings.userId, userId))
    .limit(limit);
  return new Map(rows.map((r) => [r.postId, { stars: r.stars, emoji: r.emoji }]));
}

export async function ratingSummary(db: Reader, postId: number): Promise<{ count: number; total: number }> {
  const row = await db
    .select({ count: posts.ratingCount, total: posts.ratingTotal })
    .from(posts)
    .where(eq(posts.id, postId))
    .get();
  return row ?? { count: 0, total: 0 };
}

/** How many candidate posts a search word may bring before visibility is checked: bounds a short prefix's cost. */
const SEARCH_CANDIDATES = 500;

/**
 * Posts the viewer may see whose text has a word starting with `word` (lower case), newest first. Whole-word
 * matches come through the index newest first; other prefix matches in the order of the words' key (word,
 * then post id). Each brings at most SEARCH_CANDIDATES posts, read from as many rows at most.
 * `alsoContains` are further lower-case terms the text must contain.
 */
export async function searchPosts(
  db: Reader,
  viewerId: number,
  word: string,
  alsoContains: string[],
  limit: number,
): Promise<PostView[]> {
  const rows = { block: postWords.block, bits: postWords.postBits };
  const exact = db
    .select(rows)
    .from(postWords)
    .where(eq(postWords.word, word))
    .orderBy(desc(postWords.block))
    .limit(SEARCH_CANDIDATES);
  const prefixed = db
    .select(rows)
    .from(postWords)
    .where(sql`${postWords.word} > ${word} and ${postWords.word} < ${word + "\u{10FFFF}"}`)
    .limit(SEARCH_CANDIDATES);
  const newestFirst = (await exact).flatMap((row) => postsInBlock(row.block, row.bits).reverse());
  const inKeyOrder = (await prefixed).flatMap((row) => postsInBlock(row.block, row.bits));
  const candidates = [
    ...new Set([...newestFirst.slice(0, SEARCH_CANDIDATES), ...inKeyOrder.slice(0, SEARCH_CANDIDATES)]),
  ];
  if (candidates.length === 0) return [];
  const contains = alsoContains.map((term) => sql`instr(lower(${posts.text}), ${term}) > 0`);
  return selectViews(db)
    .where(and(inArray(posts.id, candidates), shown, visibleTo(viewerId), ...contains))
    .orderBy(desc(posts.id))
    .limit(limit);
}

/** Whether `userId` wants content warnings expanded and sensitive media unblurred (off when never set). */
export async function alwaysShowsSensitive(db: Reader, userId: number): Promise<boolean> {
  const row = await db
    .select({ show: postSettings.alwaysShowSensitive })
    .from(postSettings)
    .where(eq(postSettings.userId, userId))
    .get();
  return row?.show ?? false;
}

/** Whether `userId` asked to be reminded of a picture's missing alt text (off when never set). */
export async function remindsOfAltText(db: Reader, userId: number): Promise<boolean> {
  const row = await db
    .select({ remind: postSettings.altTextReminder })
    .from(postSettings)
    .where(eq(postSettings.userId, userId))
    .get();
  return row?.remind ?? false;
}
