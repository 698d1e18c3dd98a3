import type { StoredEvent } from "../../events/index.ts";
import type { Delivery } from "./channels/delivery.ts";

/**
 * A reply added or taken down reaches the post's author and the reply's author (every device of each) as
 * `reply {postId, replyId, change}`, so an open page of the post follows its thread; the text is not sent:
 * the page reads it under the post's rule. Other readers of the post catch up as the page reads on.
 */
export function repliesRoute(event: StoredEvent): Delivery[] {
  switch (event.type) {
    case "ReplyAdded":
      return told([event.data.postAuthor, event.data.author], event.data.post, event.data.id, "added");
    case "ReplyDeleted":
      return told([event.data.postAuthor, event.data.author, event.data.by], event.data.post, event.data.id, "deleted");
    default:
      return [];
  }
}

function told(people: number[], postId: number, replyId: number, change: "added" | "deleted"): Delivery[] {
  return [...new Set(people)].map((userId) => ({ userId, event: "reply", data: { postId, replyId, change } }));
}
