import type { AppEvent } from "../../events/index.ts";
import { AppError } from "../../shared/errors.ts";
import {
  MAX_SUSPENSION_DAYS,
  actionAppliesTo,
  REVOCABLE_ACTIONS,
  type ModerationActionKind,
  type ReportTargetKind,
} from "../../shared/moderation.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moderator's decision on a reported target. */
export interface ActionCommand {
  actionId: number;
  adminId: number;
  kind: ModerationActionKind;
  /** Why, in words the person reads (the mail and the sign-in page show it). */
  message: string;
  /** A timed suspension's length. */
  days?: number;
  now: Date;
}

/** The reported target as the queue holds it; absent when no report names it. */
export type TargetState =
  | { target: { kind: ReportTargetKind; id: number }; account: number; openReportIds: number[] }
  | undefined;

/**
 * An action on a reported target, resolving its open reports. A moderator never acts on their own account; a
 * post's or reply's actions only on one (removing: a post or a reply; marking sensitive: a post); a timed suspension lasts 1 to 365 days and ends at
 * `until` by itself; a suspension ends the person's sessions at once.
 */
export function decideAction(command: ActionCommand, state: TargetState): AppEvent[] {
  if (!state) throw AppError.notFound("Report not found", "report_not_found");
  const { actionId, adminId: by, kind, message, days, now } = command;
  const { target, account, openReportIds } = state;
  if (account === by) throw AppError.forbidden("You cannot act on your own account.", "self_moderation");
  if (!actionAppliesTo(kind, target.kind))
    throw AppError.badRequest("This action does not apply to what was reported.", "action_not_applicable");
  if (kind === "dismiss" && openReportIds.length === 0)
    throw AppError.conflict("These reports are already resolved.", "already_resolved");
  let until: string | null = null;
  if (kind === "suspend") {
    if (days === undefined || days < 1 || days > MAX_SUSPENSION_DAYS)
      throw AppError.badRequest(`Choose between 1 and ${MAX_SUSPENSION_DAYS} days.`, "suspension_days");
    until = new Date(now.getTime() + days * DAY_MS).toISOString();
  }
  const taken: AppEvent = {
    type: "ModerationActionTaken",
    data: {
      actionId,
      by,
      account,
      kind,
      target,
      reportIds: openReportIds,
      message,
      days: kind === "suspend" ? days! : null,
      until,
    },
  };
  if (kind === "suspend" || kind === "suspend_forever")
    return [taken, { type: "AllSessionsRevoked", data: { userId: account, reason: "suspended" } }];
  return [taken];
}

/** An action as it stands; absent when there is none of that id. */
export type ActionState =
  | {
      id: number;
      accountId: number;
      kind: ModerationActionKind;
      target: { kind: ReportTargetKind; id: number } | null;
      revoked: boolean;
      appealState: "pending" | "granted" | "refused" | null;
    }
  | undefined;

function revoked(action: NonNullable<ActionState>, by: number, cause: "undo" | "appeal"): AppEvent {
  const { id: actionId, accountId: account, kind, target } = action;
  return { type: "ModerationActionRevoked", data: { actionId, by, account, kind, target, cause } };
}

/** A moderator takes an action back (a suspension lifted early, a post restored). A warning cannot be unsaid. */
export function decideRevoke(command: { adminId: number }, action: ActionState): AppEvent[] {
  if (!action) throw AppError.notFound("Action not found", "action_not_found");
  if (!REVOCABLE_ACTIONS.includes(action.kind))
    throw AppError.badRequest("This action cannot be taken back.", "not_revocable");
  if (action.revoked) throw AppError.conflict("This action was already taken back.", "already_revoked");
  return [revoked(action, command.adminId, "undo")];
}

/** The person appeals an action against them, once; a dismissal or an action already taken back has nothing to appeal. */
export function decideAppeal(command: { account: number; text: string }, action: ActionState): AppEvent[] {
  if (!action || action.accountId !== command.account || action.kind === "dismiss")
    throw AppError.notFound("There is nothing to appeal here.", "appeal_not_found");
  if (action.appealState !== null)
    throw AppError.conflict("You have already appealed this decision.", "already_appealed");
  if (action.revoked) throw AppError.conflict("This decision was already taken back.", "already_revoked");
  return [{ type: "AppealSubmitted", data: { actionId: action.id, account: action.accountId, text: command.text } }];
}

/** A moderator decides a pending appeal; granting it takes the action back (a warning is withdrawn). */
export function decideAppealDecision(command: { adminId: number; granted: boolean }, action: ActionState): AppEvent[] {
  if (!action) throw AppError.notFound("Action not found", "action_not_found");
  if (action.appealState !== "pending")
    throw AppError.conflict("This appeal is not waiting for a decision.", "appeal_not_pending");
  if (action.accountId === command.adminId)
    throw AppError.forbidden("You cannot decide your own appeal.", "self_moderation");
  const decided: AppEvent = {
    type: "AppealDecided",
    data: { actionId: action.id, by: command.adminId, account: action.accountId, granted: command.granted },
  };
  const undo = command.granted && REVOCABLE_ACTIONS.includes(action.kind) && !action.revoked;
  return undo ? [decided, revoked(action, command.adminId, "appeal")] : [decided];
}
