import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import type { EventOf } from "../events/index.ts";
import { postAuthors, posts, replies } from "./posts.schema.ts";

/**
 * Replies as the posts projection keeps them (its tables: a post's count is a column of `posts`, so a feed
 * reads it with the post). A post's count is recounted from the rows on every change, never incremented, so
 * applying an event twice, or replaying, leaves the same figure.
 */

export async function addReply(tx: Tx, event: EventOf<"ReplyAdded"> & { at: string }) {
  const { id, post, author, text } = event.data;
  // Its author's state as the log stands now, as a post's: a reply written just after a block starts hidden.
  const state = await tx.select().from(postAuthors).where(eq(postAuthors.userId, author)).get();
  if (state?.deleted) return;
  await tx
    .insert(replies)
    .values({ id, postId: post, authorId: author, text, createdAt: event.at, authorActive: !(state?.blocked ?? false) })
    .onConflictDoNothing();
  await recount(tx, [post]);
}

export async function deleteReply(tx: Tx, event: EventOf<"ReplyDeleted">) {
  await tx.delete(replies).where(eq(replies.id, event.data.id));
  await recount(tx, [event.data.post]);
}

/**
 * Moderation's hold on a reply: hidden pending review after several reports, removed by a moderator, or either
 * taken back. Either way it leaves its thread and its post's count, or comes back.
 */
export async function setReplyModeration(tx: Tx, replyId: number, state: { removed?: boolean; held?: boolean }) {
  const reply = await tx.select({ postId: replies.postId }).from(replies).where(eq(replies.id, replyId)).get();
  if (!reply) return;
  await tx.update(replies).set(state).where(eq(replies.id, replyId));
  await recount(tx, [reply.postId]);
}

/** A blocked author's replies leave their threads and counts; unblocked, they come back. */
export async function setRepliesShown(tx: Tx, authorId: number, shown: boolean) {
  const touched = await postsRepliedToBy(tx, authorId);
  if (touched.length === 0) return;
  await tx.update(replies).set({ authorActive: shown }).where(eq(replies.authorId, authorId));
  await recount(tx, touched);
}

/** A deleted account's replies go with it (their texts went with its key). */
export async function deleteRepliesOf(tx: Tx, authorId: number) {
  const touched = await postsRepliedToBy(tx, authorId);
  if (touched.length === 0) return;
  await tx.delete(replies).where(eq(replies.authorId, authorId));
  await recount(tx, touched);
}

async function postsRepliedToBy(tx: Tx, authorId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ postId: replies.postId })
    .from(replies)
    .where(eq(replies.authorId, authorId))
    .all();
  return rows.map((row) => row.postId);
}

/** Each post's shown replies, counted through `replies_post`. */
async function recount(tx: Tx, postIds: number[]) {
  const ids = JSON.stringify(postIds);
  const ofPost = and(
    eq(replies.postId, posts.id),
    eq(replies.authorActive, true),
    eq(replies.removed, false),
    eq(replies.held, false),
  );
  await tx
    .update(posts)
    .set({ replyCount: sql`(select count(*) from ${replies} where ${ofPost})` })
    .where(sql`${posts.id} in (select value from json_each(${ids}))`);
}
