import { postStream } from "../../events/posts.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { WriteTx } from "../../store/store.ts";
import { requireBudget } from "../budgets/spend.ts";
import { postById, visiblePost } from "../../projections/posts.queries.ts";
import { replyById } from "../../projections/replies.queries.ts";
import { decideDeleteReply, decideReply, type ReplyPostState } from "./replies.decide.ts";

async function postState(tx: WriteTx, actor: Actor, postId: number): Promise<ReplyPostState> {
  const [post, visible] = await Promise.all([postById(tx.db, postId), visiblePost(tx.db, actor.id, postId)]);
  return { post, visible: visible !== undefined };
}

/** Records a reply (see decideReply), spending the actor's reply budget; answers its id. */
export async function addReply(ctx: AppContext, actor: Actor, postId: number, text: string): Promise<number> {
  return ctx.store.transact(async (tx) => {
    const state = await postState(tx, actor, postId);
    // Taken before the rule is checked: a refusal rolls the transaction back, and the id with it.
    const id = await tx.nextId("replies");
    const events = decideReply({ actor, id, postId, text }, state);
    await requireBudget(ctx, tx.db, actor, "reply");
    await tx.append(postStream(postId), "any", events);
    return id;
  });
}

/** Takes a reply down (its author, the post's author or an admin: decideDeleteReply). */
export async function deleteReply(ctx: AppContext, actor: Actor, postId: number, replyId: number): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const [state, reply] = await Promise.all([postState(tx, actor, postId), replyById(tx.db, replyId)]);
    await tx.append(postStream(postId), "any", decideDeleteReply({ actor, postId, replyId }, { ...state, reply }));
  });
}
