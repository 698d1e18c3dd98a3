import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { FeedItem, PostSettings, Rating } from "../../shared/api/posts.ts";
import { AppError } from "../../shared/errors.ts";
import type { Reader } from "../../store/db.ts";
import type { CanRead } from "../media/access.ts";
import {
  authorPostsPage,
  friendsFeedPage,
  globalFeedPageFor,
  postIdOfMedia,
  ratingSummary,
  visiblePost,
  postNotFound,
  remindsOfAltText,
  alwaysShowsSensitive,
  type MyRating,
  type Page,
  type PostView,
} from "../../projections/posts.queries.ts";
import { profileByUsername } from "../../projections/profiles.queries.ts";
import type { AnswerSource } from "../cache/answers.ts";
import { filtersVersion, withFilters } from "./filters.ts";

/**
 * What a signed-in person may read of posts. Public posts reach everyone signed in; friend-only posts reach
 * the author and the author's friends, and are as absent as a deleted post (404) to anyone else. Admins read
 * exactly what any user reads: their extra power is deleting, not seeing.
 */
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

/** The API's FeedItem: the average to one decimal, 0 when nobody has rated. */
export function feedItem(view: PostView, mine: MyRating | null): FeedItem {
  return {
    ID: view.id,
    user_id: view.authorId,
    user_name: view.name,
    username: view.username,
    user_profile: view.picture,
    user_orgname: view.organisation,
    MediaID: view.mediaUrl,
    media_type: view.mediaType,
    media_renditions: view.mediaRenditions,
    media_video: view.mediaVideo,
    alt_text: view.altText,
    context: view.text,
    sharing: view.sharing === 2 ? 2 : 1,
    created_at: view.createdAt,
    edited_at: view.editedAt,
    rating: { average: average(view.ratingCount, view.ratingTotal), count: view.ratingCount, mine },
    reply_count: view.replyCount,
    ...(view.held === 1 ? { hidden_pending_review: true as const } : {}),
    ...(view.sensitive ? { sensitive: true as const } : {}),
    content_warning: view.contentWarning,
    media_sensitive: view.mediaSensitive,
  };
}

function average(count: number, total: number): number {
  return count === 0 ? 0 : Math.round((total / count) * 10) / 10;
}

/** Posts as the API shows them, with the viewer's own ratings: from the cache when held, one query at most. */
export async function feedItems(ctx: AppContext, viewer: Actor, views: PostView[]): Promise<FeedItem[]> {
  const mine = await ctx.caches.posts.ratingsOf(
    viewer.id,
    views.map((v) => v.id),
  );
  return views.map((view) => feedItem(view, mine.get(view.id) ?? null));
}

/**
 * The global feed, from the cache: no query per request once a page has been read. A reader with blocks or
 * mutes gets the database's page without those authors (the memory's pages are everyone's).
 */
export async function globalFeed(ctx: AppContext, viewer: Actor, page: Page): Promise<FeedItem[]> {
  const hidden = await ctx.caches.blocks.hiddenFromFeedsOf(viewer.id);
  const views =
    hidden.size === 0 ? await ctx.caches.posts.publicPage(page) : await globalFeedPageFor(ctx.db, viewer.id, page);
  return withFilters(ctx, viewer, await feedItems(ctx, viewer, views));
}

/**
 * Where a reader's global feed page is cached as sent (src/cache/http/api-answers.ts), and what it is made of: the
 * posts cache's pages and ratings, whose generation moves with every change to them, from any process, and the
 * viewer's blocks and keyword filters.
 */
export async function globalFeedSource(ctx: AppContext, viewer: Actor, page: Page): Promise<AnswerSource> {
  const version = `${ctx.caches.posts.generation}:${ctx.caches.blocks.generation}:${await filtersVersion(ctx, viewer)}`;
  return { key: `global:${viewer.id}:${page.before ?? ""}:${page.limit}`, version };
}

/**
 * The friends feed, from the cache where it can tell the page exactly (src/cache/friends-feed.ts), else one
 * query; a reader who muted someone gets the query's page, which leaves muted friends out.
 */
export async function friendsFeed(ctx: AppContext, viewer: Actor, page: Page): Promise<FeedItem[]> {
  const hidden = await ctx.caches.blocks.hiddenFromFeedsOf(viewer.id);
  const views =
    hidden.size === 0
      ? await ctx.caches.friendsFeed.page(viewer.id, page)
      : await friendsFeedPage(ctx.db, viewer.id, page);
  return withFilters(ctx, viewer, await feedItems(ctx, viewer, views));
}

/**
 * Where a reader's friends feed page is cached as sent, and what it is made of: the friends feed cache's
 * pieces, whose generation moves with every change to a post, a rating, an author or a friendship, and the
 * viewer's blocks and keyword filters.
 */
export async function friendsFeedSource(ctx: AppContext, viewer: Actor, page: Page): Promise<AnswerSource> {
  const version = `${ctx.caches.friendsFeed.generation}:${ctx.caches.blocks.generation}:${await filtersVersion(ctx, viewer)}`;
  return { key: `friends:${viewer.id}:${page.before ?? ""}:${page.limit}`, version };
}

export async function postItem(ctx: AppContext, viewer: Actor, id: number): Promise<FeedItem> {
  const view = await visiblePost(ctx.db, viewer.id, id);
  if (!view) throw postNotFound();
  const [item] = await feedItems(ctx, viewer, [view]);
  return item!;
}

/** A user's posts as the viewer may see them; without a username, the viewer's own (both sharing levels). */
export async function userPosts(
  ctx: AppContext,
  viewer: Actor,
  username: string | undefined,
  page: Page,
): Promise<FeedItem[]> {
  const authorId = username === undefined ? viewer.id : (await profileByUsername(ctx.db, username))?.id;
  if (authorId === undefined) throw AppError.notFound("User not found", "user_not_found");
  // Admins see a post held pending review where its author does, marked, as moderators must judge it.
  const items = await feedItems(ctx, viewer, await authorPostsPage(ctx.db, viewer.id, authorId, page, viewer.isAdmin));
  return withFilters(ctx, viewer, items);
}

/** A post's stars as the rating call answers them: everyone's average and count, and the viewer's own. */
export async function postRating(ctx: AppContext, viewer: Actor, id: number): Promise<Rating> {
  const [{ count, total }, mine] = await Promise.all([
    ratingSummary(ctx.db, id),
    ctx.caches.posts.ratingsOf(viewer.id, [id]),
  ]);
  return { average: average(count, total), count, mine: mine.get(id) ?? null };
}

/** The caller's settings for posting: whether to be reminded of a picture's missing alt text. */
export async function postSettingsOf(ctx: AppContext, actor: Actor): Promise<PostSettings> {
  const [reminder, show] = await Promise.all([
    remindsOfAltText(ctx.db, actor.id),
    alwaysShowsSensitive(ctx.db, actor.id),
  ]);
  return { alt_text_reminder: reminder, always_show_sensitive: show };
}
