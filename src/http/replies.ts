import { z } from "zod";
import { handler } from "./handler.ts";
import { DecimalId, IdParam } from "./params.ts";
import * as api from "../../shared/api/replies.ts";
import { MAX_PAGE_SIZE } from "../../shared/api/endpoint.ts";
import { addReply, deleteReply } from "../commands/replies.ts";
import { addedReply, repliesAfter, replyCount, thread } from "../reads/replies.ts";

/** A reply's text: the limits of a post's (src/http/posts.ts). */
export const ReplyBody = z.object({
  text: z.string().trim().min(1, "Please write your reply.").max(5000, "A reply can be at most 5000 characters."),
});

const ThreadQuery = z.object({
  after: DecimalId.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(api.REPLY_PAGE_SIZE),
});

const ReplyParams = z.object({ id: DecimalId, replyId: DecimalId });

/** A post's page, its replies, replying and taking a reply down (docs/api.md "Replies"). */
export const repliesHandlers = [
  handler(api.thread, { params: IdParam }, ({ params }, { ctx, actor }) =>
    thread(ctx, actor, params.id, api.REPLY_PAGE_SIZE),
  ),
  handler(api.replies, { params: IdParam, query: ThreadQuery }, ({ params, query }, { ctx, actor }) =>
    repliesAfter(ctx, actor, params.id, query),
  ),
  handler(api.addReply, { params: IdParam, body: ReplyBody }, async ({ params, body }, { ctx, actor }) => {
    const id = await addReply(ctx, actor, params.id, body.text);
    return addedReply(ctx, actor, params.id, id);
  }),
  handler(api.deleteReply, { params: ReplyParams }, async ({ params }, { ctx, actor }) => {
    await deleteReply(ctx, actor, params.id, params.replyId);
    return { success: true as const, reply_count: await replyCount(ctx, actor, params.id) };
  }),
];
