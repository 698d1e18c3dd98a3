import { postStream } from "../../events/posts.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { WriteTx } from "../../events/store.ts";
import { AppError } from "../../shared/errors.ts";
import type { AcceptedMedia } from "../media/accept.ts";
import { saveMedia } from "../media/save.ts";
import { isRatingEmoji, type Stars } from "../../shared/emoji.ts";
import { postById, ratingsBy, visiblePost, type PostRow } from "../../projections/posts.queries.ts";
import { POST_MEDIA_SCOPE, postNotFound } from "../reads/posts.ts";

export type Sharing = 1 | 2;

/**
 * Records a new post. The media is stored first, under a new server-made key, so that the event can name
 * it; should the append fail, the file is removed again. It is private media: only those who see the post
 * may fetch it (`postMediaReaders`).
 */
export async function createPost(
  ctx: AppContext,
  author: Actor,
  input: { context: string; sharing: Sharing; media: AcceptedMedia | null },
): Promise<number> {
  const saved = input.media ? await saveMedia(ctx, input.media, POST_MEDIA_SCOPE) : null;
  const media = saved ? { url: saved.url, type: saved.kind, key: saved.key } : null;
  try {
    return await ctx.store.transact(async (tx) => {
      const id = await tx.nextId("posts");
      await tx.append(postStream(id), 0, [
        { type: "PostCreated", data: { id, author: author.id, context: input.context, sharing: input.sharing, media } },
      ]);
      return id;
    });
  } catch (error) {
    if (saved) await ctx.media.delete(saved.key);
    throw error;
  }
}

/**
 * The post a user acts on. One they cannot see is absent (404) whatever they want with it; one they see
 * but may not change is 403. Admins may delete any post they can name.
 */
async function postToChange(tx: WriteTx, user: Actor, id: number, allowAdmin: boolean): Promise<PostRow> {
  const post = await postById(tx.db, id);
  if (!post || post.deleted) throw postNotFound();
  if (post.authorId === user.id || (allowAdmin && user.isAdmin)) return post;
  if (!(await visiblePost(tx.db, user.id, id))) throw postNotFound();
  throw AppError.forbidden("Only the author can change this post.", "not_owner");
}

export async function editPost(ctx: AppContext, user: Actor, id: number, input: { context: string; sharing: Sharing }) {
  await ctx.store.transact(async (tx) => {
    await postToChange(tx, user, id, false);
    await tx.append(postStream(id), "any", [{ type: "PostEdited", data: { id, ...input } }]);
  });
}

/** Deletes a post (its author or an admin); the media reactor then deletes its file. */
export async function deletePost(ctx: AppContext, user: Actor, id: number) {
  await ctx.store.transact(async (tx) => {
    await postToChange(tx, user, id, true);
    await tx.append(postStream(id), "any", [{ type: "PostDeleted", data: { id } }]);
  });
}

/**
 * Rates a post the user can see: 1–5 stars and optionally one of the emoji that rating offers. A new rating
 * replaces the user's earlier one; the same rating again records nothing.
 */
export async function ratePost(ctx: AppContext, user: Actor, id: number, input: { stars: Stars; emoji: string | null }): Promise<void> {
  if (input.emoji !== null && !isRatingEmoji(input.stars, input.emoji)) {
    throw AppError.badRequest("This emoji does not go with that rating.", "invalid_emoji");
  }
  await ctx.store.transact(async (tx) => {
    if (!(await visiblePost(tx.db, user.id, id))) throw postNotFound();
    const previous = (await ratingsBy(tx.db, user.id, [id])).get(id);
    if (previous?.stars !== input.stars || previous.emoji !== input.emoji) {
      await tx.append(postStream(id), "any", [{ type: "PostRated", data: { post: id, user: user.id, ...input } }]);
    }
  });
}
