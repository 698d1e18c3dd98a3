import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { FeedItem } from "../../web/api/types.ts";
import { AppError } from "../../shared/errors.ts";
import type { Reader } from "../../events/db.ts";
import type { CanRead } from "../media/access.ts";
import {
  authorPostsPage,
  feedItem,
  friendsFeedPage,
  postIdOfMedia,
  visiblePost,
  type Page,
  type PostView,
} from "../../projections/posts.queries.ts";
import { profileByUsername } from "../../projections/profiles.queries.ts";

/**
 * What a signed-in person may read of posts. Public posts reach everyone signed in; friend-only posts reach
 * the author and the author's friends, and are as absent as a deleted post (404) to anyone else. Admins read
 * exactly what any user reads: their extra power is deleting, not seeing.
 */
export const postNotFound = () => AppError.notFound("Content not found", "content_not_found");

/** Post media is stored private under this scope: `/media/private/post/…`. */
export const POST_MEDIA_SCOPE = "post";

/**
 * Who may fetch a post's media file: exactly who may see the post (`visiblePost`), checked on every fetch,
 * so that a change of sharing, an ended friendship, a block or a deletion takes effect at once. Anyone else
 * gets the 404 of an unknown key, so a leaked link reveals nothing.
 */
export function postMediaReaders(db: Reader): CanRead {
  return async (user, key) => {
    const id = await postIdOfMedia(db, key);
    return id !== undefined && (await visiblePost(db, user.id, id)) !== undefined;
  };
}

/** With the viewer's own ratings, from memory when held (one query at most for the whole page). */
async function withMyRatings(ctx: AppContext, viewer: Actor, views: PostView[]): Promise<FeedItem[]> {
  const mine = await ctx.caches.posts.ratingsOf(viewer.id, views.map((v) => v.id));
  return views.map((view) => feedItem(view, mine.get(view.id) ?? null));
}

/** The global feed, from memory: no query per request once a page has been read. */
export async function globalFeed(ctx: AppContext, viewer: Actor, page: Page): Promise<FeedItem[]> {
  return withMyRatings(ctx, viewer, await ctx.caches.posts.publicPage(page));
}

export async function friendsFeed(ctx: AppContext, viewer: Actor, page: Page): Promise<FeedItem[]> {
  return withMyRatings(ctx, viewer, await friendsFeedPage(ctx.db, viewer.id, page));
}

export async function postItem(ctx: AppContext, viewer: Actor, id: number): Promise<FeedItem> {
  const view = await visiblePost(ctx.db, viewer.id, id);
  if (!view) throw postNotFound();
  const [item] = await withMyRatings(ctx, viewer, [view]);
  return item!;
}

/** A user's posts as the viewer may see them; without a username, the viewer's own (both sharing levels). */
export async function userPosts(ctx: AppContext, viewer: Actor, username: string | undefined, page: Page): Promise<FeedItem[]> {
  const authorId = username === undefined ? viewer.id : (await profileByUsername(ctx.db, username))?.id;
  if (authorId === undefined) throw AppError.notFound("User not found", "user_not_found");
  return withMyRatings(ctx, viewer, await authorPostsPage(ctx.db, viewer.id, authorId, page));
}
