import type { EventOf } from "../../events/index.ts";
import type { Actor } from "../actor.ts";
import { AppError } from "../../shared/errors.ts";
import { postNotFound } from "../../projections/posts.queries.ts";
import { replyNotFound } from "../../projections/replies.queries.ts";

/** The post replied under: stored (deleted or not) and whether the actor may see it (`visiblePost`). */
export interface ReplyPostState {
  post: { id: number; authorId: number; deleted: boolean } | undefined;
  visible: boolean;
}

/**
 * A reply under a post the actor can see. One they cannot see is absent (404, the answer a missing post
 * gets), so replying never tells whether a friends-only post exists. The event names the post's author, so
 * a notification can be made from it alone.
 */
export function decideReply(
  command: { actor: Actor; id: number; postId: number; text: string },
  { post, visible }: ReplyPostState,
): EventOf<"ReplyAdded">[] {
  if (!post || post.deleted || !visible) throw postNotFound();
  const { actor, id, postId, text } = command;
  return [{ type: "ReplyAdded", data: { id, post: postId, postAuthor: post.authorId, author: actor.id, text } }];
}

/** The reply as stored, if it is under the post named. */
export interface ReplyState extends ReplyPostState {
  reply: { id: number; postId: number; authorId: number } | undefined;
}

/**
 * Who may take a reply down: its author, the post's author (their thread is theirs to keep), or an admin, as
 * for posts. Its author may do so even after losing sight of the post. Anyone else who sees the post gets
 * 403; who does not, 404.
 */
export function decideDeleteReply(
  command: { actor: Actor; postId: number; replyId: number },
  { post, visible, reply }: ReplyState,
): EventOf<"ReplyDeleted">[] {
  const { actor, postId, replyId } = command;
  if (!post || post.deleted) throw postNotFound();
  if (!reply || reply.postId !== postId) throw visible ? replyNotFound() : postNotFound();
  const mayDelete = actor.id === reply.authorId || actor.id === post.authorId || actor.isAdmin;
  if (!mayDelete) {
    if (!visible) throw postNotFound();
    throw AppError.forbidden("Only the reply's author or the post's author can delete it.", "not_owner");
  }
  return [
    {
      type: "ReplyDeleted",
      data: { id: replyId, post: postId, postAuthor: post.authorId, author: reply.authorId, by: actor.id },
    },
  ];
}
