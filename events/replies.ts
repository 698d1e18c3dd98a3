import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";
import { userStream } from "./users.ts";

/**
 * Replies under a post, on the post's stream `post-<id>`: one level, no replies to replies. Each event names
 * the post's author beside the reply's, so whatever follows the log (the realtime route, a notification
 * projection) can tell the post's author without reading anything else.
 */
const id = z.number().int().positive();

export const ReplyAdded = defineEvent(
  "ReplyAdded",
  z.object({ id, post: id, postAuthor: id, author: id, text: z.string() }),
);

/** Taken down by its author or by the post's author (`by`). */
export const ReplyDeleted = defineEvent("ReplyDeleted", z.object({ id, post: id, postAuthor: id, author: id, by: id }));

export const repliesEvents = [ReplyAdded, ReplyDeleted] as const;

/** A reply's text is its author's personal data: deleting the account erases it from the log. */
export const repliesPersonal = [personal(ReplyAdded, (d) => userStream(d.author), ["text"])];
