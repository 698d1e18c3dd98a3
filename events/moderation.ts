import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";
import { userStream } from "./users.ts";
import { ReportTarget } from "./reports.ts";
import { MODERATION_ACTIONS } from "../shared/moderation.ts";

const id = z.number().int().positive();

/**
 * A moderator acted on reports (stream `moderation-<account>`): `by` the admin, on `account` (the reported
 * content's), about `target` (absent for an action on the account alone). `message` is what the person is
 * told, why. A timed suspension carries its `days` and the moment it ends (`until`): the suspension lifts by
 * itself when the clock passes it, read at sign-in, so no timer and no event are needed, and a replay rebuilds
 * the same state. Every report in `reportIds` is resolved by it.
 */
export const ModerationActionTaken = defineEvent(
  "ModerationActionTaken",
  z.object({
    actionId: id,
    by: id,
    account: id,
    kind: z.enum(MODERATION_ACTIONS),
    target: ReportTarget.nullable(),
    reportIds: z.array(id),
    message: z.string(),
    days: z.number().int().positive().nullable(),
    until: z.string().nullable(),
  }),
);

/** The action is taken back: by a moderator (`undo`, a suspension lifted early) or because an appeal was granted. */
export const ModerationActionRevoked = defineEvent(
  "ModerationActionRevoked",
  z.object({
    actionId: id,
    by: id,
    account: id,
    kind: z.enum(MODERATION_ACTIONS),
    target: ReportTarget.nullable(),
    cause: z.enum(["undo", "appeal"]),
  }),
);

/** The person appealed the action, once, in their words (sealed under their key). */
export const AppealSubmitted = defineEvent(
  "AppealSubmitted",
  z.object({ actionId: id, account: id, text: z.string() }),
);

/** A moderator decided the appeal: `granted` revokes the action (a ModerationActionRevoked follows). */
export const AppealDecided = defineEvent(
  "AppealDecided",
  z.object({ actionId: id, by: id, account: id, granted: z.boolean() }),
);

export const moderationEvents = [
  ModerationActionTaken,
  ModerationActionRevoked,
  AppealSubmitted,
  AppealDecided,
] as const;

export const moderationPersonal = [personal(AppealSubmitted, (d) => userStream(d.account), ["text"])];

export function moderationStream(accountId: number): string {
  return `moderation-${accountId}`;
}
