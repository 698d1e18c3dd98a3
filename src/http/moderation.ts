import { z } from "zod";
import { handler } from "./handler.ts";
import { DecimalId, IdParam } from "./params.ts";
import { PageQuery } from "./paging.ts";
import * as moderation from "../../shared/api/moderation.ts";
import { MAX_SUSPENSION_DAYS, MODERATION_ACTIONS } from "../../shared/moderation.ts";
import { decideOnAppeal, revokeAction, submitAppeal, takeAction } from "../commands/moderation.ts";
import { appealPage, appealQueue, auditLog, reportDetail, reportQueue } from "../reads/moderation.ts";
import { moderationFigures } from "../reads/moderation-figures.ts";

const ActionBody = z.object({
  kind: z.enum(MODERATION_ACTIONS),
  message: z.string().trim().min(1).max(2000),
  days: z.number().int().min(1).max(MAX_SUSPENSION_DAYS).optional(),
});

const Token = z.string().min(1).max(200);

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day as YYYY-MM-DD");
const Period = z
  .object({ from: Day, to: Day })
  .refine((p) => p.from <= p.to, "The period ends before it starts")
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= 3660 * 24 * 60 * 60 * 1000, "At most ten years");

/** The moderation queue, actions, appeals and the audit (issue 27 item 3): admins, but the appeal itself. */
export const moderationHandlers = [
  handler(
    moderation.reportQueue,
    { query: PageQuery.extend({ status: z.enum(["open", "resolved"]).default("open") }) },
    ({ query }, { ctx }) => reportQueue(ctx, query),
  ),
  handler(moderation.reportDetail, { params: IdParam }, ({ params }, { ctx }) => reportDetail(ctx, params.id)),
  handler(
    moderation.takeAction,
    { params: IdParam, body: ActionBody },
    async ({ params, body }, { ctx, actor }) => {
      const id = await takeAction(ctx, actor, params.id, body);
      return { id, message: "Done." };
    },
    { status: 201 },
  ),
  handler(moderation.revokeAction, { params: IdParam }, async ({ params }, { ctx, actor }) => {
    await revokeAction(ctx, actor, params.id);
    return { message: "Taken back." };
  }),
  handler(
    moderation.appealQueue,
    { query: PageQuery.extend({ state: z.enum(["pending", "granted", "refused"]).default("pending") }) },
    ({ query }, { ctx }) => appealQueue(ctx, query),
  ),
  handler(
    moderation.decideAppeal,
    { params: IdParam, body: z.object({ granted: z.boolean() }) },
    async ({ params, body }, { ctx, actor }) => {
      await decideOnAppeal(ctx, actor, params.id, body.granted);
      return { message: body.granted ? "Appeal granted." : "Appeal refused." };
    },
  ),
  handler(
    moderation.auditLog,
    {
      query: PageQuery.extend({
        admin: DecimalId.optional(),
        action: z.string().max(40).optional(),
        account: DecimalId.optional(),
      }),
    },
    ({ query }, { ctx }) => auditLog(ctx, query),
  ),
  handler(moderation.figures, { query: Period }, ({ query }, { ctx }) => moderationFigures(ctx, query.from, query.to)),
  handler(moderation.appealPage, { query: z.object({ token: Token }) }, ({ query }, { ctx }) =>
    appealPage(ctx, query.token),
  ),
  handler(
    moderation.submitAppeal,
    { body: z.object({ token: Token, text: z.string().trim().min(1).max(2000) }) },
    async ({ body }, { ctx }) => {
      await submitAppeal(ctx, body.token, body.text);
      return { message: "Your appeal was sent. A moderator will review it." };
    },
  ),
];
