import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Reply, Thread } from "../../shared/api/replies.ts";
import type { FeedItem } from "../../shared/api/posts.ts";
import { postNotFound, publicPost, visiblePost, type PostView } from "../../projections/posts.queries.ts";
import {
  replyNotFound,
  replyView,
  threadPage,
  type ReplyView,
  type ThreadPage,
} from "../../projections/replies.queries.ts";
import { feedItem, feedItems } from "./posts.ts";

/**
 * Replies are read by whoever may read their post, and by no one else: a signed-in person under
 * `visiblePost`'s rule, a visitor under public posts only. Anything else is the 404 of a missing post.
 */
async function readablePost(ctx: AppContext, viewer: Actor | null, postId: number): Promise<PostView> {
  const view = viewer ? await visiblePost(ctx.db, viewer.id, postId) : await publicPost(ctx.db, postId);
  if (!view) throw postNotFound();
  return view;
}

function reply(view: ReplyView, postAuthorId: number, viewer: Actor | null): Reply {
  return {
    id: view.id,
    post_id: view.postId,
    user_id: view.authorId,
    user_name: view.name,
    username: view.username,
    user_profile: view.picture,
    text: view.text,
    created_at: view.createdAt,
    can_delete: viewer !== null && (viewer.id === view.authorId || viewer.id === postAuthorId || viewer.isAdmin),
    // Only its author and admins read a held reply at all: marked, as a held post is on its profile.
    ...(view.held ? { hidden_pending_review: true as const } : {}),
  };
}

/** The post's page: the post and its first replies; one more is read to tell whether more follow. */
export async function thread(ctx: AppContext, viewer: Actor | null, postId: number, limit: number): Promise<Thread> {
  const view = await readablePost(ctx, viewer, postId);
  const [post, rows] = await Promise.all([
    postItem(ctx, viewer, view),
    threadPage(ctx.db, postId, { limit: limit + 1 }, viewer),
  ]);
  return {
    post,
    url: `${ctx.config.publicUrl}/posts/${postId}`,
    replies: rows.slice(0, limit).map((row) => reply(row, view.authorId, viewer)),
    more: rows.length > limit,
  };
}

async function postItem(ctx: AppContext, viewer: Actor | null, view: PostView): Promise<FeedItem> {
  if (!viewer) return feedItem(view, null);
  const [item] = await feedItems(ctx, viewer, [view]);
  return item!;
}

/** The replies after `page.after`, oldest first. */
export async function repliesAfter(
  ctx: AppContext,
  viewer: Actor | null,
  postId: number,
  page: ThreadPage,
): Promise<Reply[]> {
  const view = await readablePost(ctx, viewer, postId);
  const rows = await threadPage(ctx.db, postId, page, viewer);
  return rows.map((row) => reply(row, view.authorId, viewer));
}

/** A reply just added, as its author sees it. */
export async function addedReply(ctx: AppContext, viewer: Actor, postId: number, id: number): Promise<Reply> {
  const [view, post] = await Promise.all([replyView(ctx.db, id), readablePost(ctx, viewer, postId)]);
  if (!view) throw replyNotFound();
  return reply(view, post.authorId, viewer);
}

/** How many replies show under the post now. */
export async function replyCount(ctx: AppContext, viewer: Actor, postId: number): Promise<number> {
  return (await visiblePost(ctx.db, viewer.id, postId))?.replyCount ?? 0;
}
