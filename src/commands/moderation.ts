import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Reader } from "../../store/db.ts";
import { moderationStream } from "../../events/moderation.ts";
import { AppError } from "../../shared/errors.ts";
import type { ModerationActionKind, ReportTargetKind } from "../../shared/moderation.ts";
import { openReportIdsOn, reportById } from "../../projections/reports.queries.ts";
import { actionById, suspensionAt } from "../../projections/moderation.queries.ts";
import { appealToken, appealTokenClaims } from "../auth/appeal-token.ts";
import { ensureStillAdmin } from "./admin.ts";
import {
  decideAction,
  decideAppeal,
  decideAppealDecision,
  decideRevoke,
  type ActionState,
  type TargetState,
} from "./moderation.decide.ts";

/**
 * A moderator acts on what a report names, resolving every open report on it. The admin's standing is read
 * again inside the write transaction, as every admin command does.
 */
export async function takeAction(
  ctx: AppContext,
  admin: Actor,
  reportId: number,
  action: { kind: ModerationActionKind; message: string; days?: number },
): Promise<number> {
  return ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const actionId = await tx.nextId("moderation-actions");
    const state = await targetOf(tx.db, reportId);
    const events = decideAction({ actionId, adminId: admin.id, now: ctx.clock.now(), ...action }, state);
    await tx.append(moderationStream(state!.account), "any", events);
    return actionId;
  });
}

/** A moderator takes an action back. */
export async function revokeAction(ctx: AppContext, admin: Actor, actionId: number): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const action = await actionState(tx.db, actionId);
    await tx.append(moderationStream(action?.accountId ?? 0), "any", decideRevoke({ adminId: admin.id }, action));
  });
}

/** The person appeals, with the token the sign-in refusal or the action's e-mail gave them. */
export async function submitAppeal(ctx: AppContext, token: string, text: string): Promise<void> {
  const claims = appealTokenClaims(ctx.config, token);
  if (!claims) throw AppError.notFound("There is nothing to appeal here.", "appeal_not_found");
  await ctx.store.transact(async (tx) => {
    const action = await actionState(tx.db, claims.actionId);
    const events = decideAppeal({ account: claims.accountId, text }, action);
    await tx.append(moderationStream(claims.accountId), "any", events);
  });
}

/** A moderator grants or refuses a pending appeal. */
export async function decideOnAppeal(ctx: AppContext, admin: Actor, actionId: number, granted: boolean): Promise<void> {
  await ctx.store.transact(async (tx) => {
    await ensureStillAdmin(tx.db, admin);
    const action = await actionState(tx.db, actionId);
    const events = decideAppealDecision({ adminId: admin.id, granted }, action);
    await tx.append(moderationStream(action!.accountId), "any", events);
  });
}

/** The target a report names, with the ids of its open reports (through `reports_open_target`). */
async function targetOf(db: Reader, reportId: number): Promise<TargetState> {
  const report = await reportById(db, reportId);
  if (!report) return undefined;
  const open = await openReportIdsOn(db, report.targetKind, report.targetId);
  return {
    target: { kind: report.targetKind as ReportTargetKind, id: report.targetId },
    account: report.accountId,
    openReportIds: open,
  };
}

async function actionState(db: Reader, actionId: number): Promise<ActionState> {
  const row = await actionById(db, actionId);
  if (!row) return undefined;
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind as ModerationActionKind,
    target: row.targetKind ? { kind: row.targetKind as ReportTargetKind, id: row.targetId! } : null,
    revoked: row.revokedAt !== null,
    appealState: row.appealState,
  };
}

/**
 * Refuses the sign-in of a suspended account with why and until when, and the token to appeal: the person
 * learns it here instead of dropping back to the landing page. A timed suspension whose end has passed
 * refuses nothing.
 */
export async function refuseIfSuspended(ctx: AppContext, db: Reader, userId: number): Promise<void> {
  const suspension = await suspensionAt(db, userId, ctx.clock.now());
  if (!suspension) return;
  const until = suspension.kind === "suspend" ? suspension.until : null;
  const when = until ? `until ${until.slice(0, 16).replace("T", " ")} UTC` : "for good";
  throw new AppError(
    403,
    "account_suspended",
    `Your account is suspended ${when}: ${suspension.message}`,
    {},
    {
      message: suspension.message,
      until,
      appeal_token: appealToken(ctx.config, suspension.id, userId),
    },
  );
}
