import { postStream } from "../../events/posts.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { WriteTx } from "../../store/store.ts";
import type { AcceptedMedia } from "../media/accept.ts";
import { saveMedia } from "../media/save.ts";
import { newMediaStem } from "../media/keys.ts";
import { requireUploadRoom } from "./media.ts";
import { requireBudget } from "../budgets/spend.ts";
import type { Stars } from "../../shared/emoji.ts";
import { postById, ratingsBy, visiblePost } from "../../projections/posts.queries.ts";
import { POST_MEDIA_SCOPE } from "../../projections/posts.queries.ts";
import { createdWarnings, decideDelete, decideEdit, decideRating, type WarningChoice } from "./posts.decide.ts";

export type Sharing = 1 | 2;

/**
 * Records a new post. The media is stored first, under a new server-made key, so that the event can name
 * it; should the append fail, the file is removed again. It is private media: only those who see the post
 * may fetch it (`postMediaReaders`). Its size counts against the author's quota, checked in the transaction.
 * A video is stored as sent and recorded as `PostVideoUploaded`: the post appears once it is made playable
 * (src/reactors/post-videos.ts); the id answered is the one it will have.
 */
export async function createPost(
  ctx: AppContext,
  actor: Actor,
  input: { text: string; sharing: Sharing; media: AcceptedMedia | null; altText?: string } & WarningChoice,
): Promise<number> {
  const saved = input.media ? await saveMedia(ctx, input.media, POST_MEDIA_SCOPE) : null;
  const media = saved
    ? {
        url: saved.url,
        type: saved.kind,
        key: saved.key,
        size: saved.size,
        ...(saved.renditions ? { renditions: saved.renditions } : {}),
      }
    : null;
  try {
    return await ctx.store.transact(async (tx) => {
      await requireBudget(ctx, tx.db, actor, "post");
      if (saved) await requireUploadRoom(tx.db, ctx, actor, saved.size);
      const id = await tx.nextId("posts");
      const warnings = createdWarnings(input, saved?.kind ?? null);
      const post = { id, author: actor.id, text: input.text, sharing: input.sharing, ...warnings };
      if (saved?.kind === "video") {
        // Published only once it plays: the post-videos reactor transcodes it, then appends PostCreated.
        const original = { key: saved.key, size: saved.size };
        const stem = newMediaStem(ctx.clock.now(), POST_MEDIA_SCOPE);
        await tx.append(postStream(id), 0, [{ type: "PostVideoUploaded", data: { ...post, original, stem } }]);
      } else {
        // Alt text describes a picture: a post without one records none.
        const alt = saved?.kind === "image" && input.altText ? { altText: input.altText } : {};
        await tx.append(postStream(id), 0, [{ type: "PostCreated", data: { ...post, media, ...alt } }]);
      }
      return id;
    });
  } catch (error) {
    if (saved) await Promise.all(saved.keys.map((key) => ctx.media.delete(key)));
    throw error;
  }
}

/** The post as stored (deleted or not) and whether the actor may see it: what changing it depends on. */
async function postState(tx: WriteTx, actor: Actor, id: number) {
  const [post, visible] = await Promise.all([postById(tx.db, id), visiblePost(tx.db, actor.id, id)]);
  return { post, visible: visible !== undefined };
}

export async function editPost(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: {
    text: string;
    sharing: Sharing;
    altText?: string | null;
    contentWarning?: string | null;
    mediaSensitive?: boolean;
  },
) {
  await ctx.store.transact(async (tx) => {
    const events = decideEdit({ actor, id, ...input }, await postState(tx, actor, id));
    await requireBudget(ctx, tx.db, actor, "post-edit");
    await tx.append(postStream(id), "any", events);
  });
}

/** Deletes a post (its author or an admin); the media reactor then deletes its file. */
export async function deletePost(ctx: AppContext, actor: Actor, id: number) {
  await ctx.store.transact(async (tx) => {
    await tx.append(postStream(id), "any", decideDelete({ actor, id }, await postState(tx, actor, id)));
  });
}

/** Rates a post (see decideRating); the same rating again records nothing. */
export async function ratePost(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: { stars: Stars; emoji: string | null },
): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const [visible, mine] = await Promise.all([visiblePost(tx.db, actor.id, id), ratingsBy(tx.db, actor.id, [id])]);
    const events = decideRating({ actor, id, ...input }, { visible: visible !== undefined, previous: mine.get(id) });
    if (events.length === 0) return;
    await requireBudget(ctx, tx.db, actor, "rating");
    await tx.append(postStream(id), "any", events);
  });
}
