import type { AppEvent } from "../../events/index.ts";
import { AppError } from "../../shared/errors.ts";
import { AUTO_HIDE_REPORTERS, autoHides, type ReportReason, type ReportTargetKind } from "../../shared/moderation.ts";

/** A member's report, with the evidence the command froze from what the log holds now. */
export interface ReportCommand {
  reportId: number;
  reporter: number;
  target: { kind: ReportTargetKind; id: number };
  reason: ReportReason;
  note: string;
  /** JSON text of the target as it stands (or the chat messages the reporter attached). */
  evidence: string;
}

/** What the command read: whose the target is (absent when the reporter cannot see it), and its open reports. */
export interface ReportState {
  account: number | undefined;
  /** The different people with an open report on this target, before this one. */
  openReporters: readonly number[];
  /** Already hidden pending review. */
  hidden: boolean;
}

/**
 * A report, frozen with its evidence. A post or a reply reported by AUTO_HIDE_REPORTERS different people (open reports:
 * one person reporting three times counts once) is hidden pending review, once.
 */
export function decideReport(command: ReportCommand, state: ReportState): AppEvent[] {
  const account = state.account;
  if (account === undefined) throw AppError.notFound("There is nothing to report here.", "report_target_not_found");
  if (account === command.reporter) throw AppError.badRequest("You cannot report yourself.", "report_self");
  const { reportId, reporter, target, reason, note, evidence } = command;
  const events: AppEvent[] = [
    { type: "ReportFiled", data: { reportId, reporter, target, account, reason, note } },
    { type: "ReportEvidenceFrozen", data: { reportId, account, evidence } },
  ];
  const reporters = new Set([...state.openReporters, reporter]).size;
  if (autoHides(target.kind) && !state.hidden && reporters >= AUTO_HIDE_REPORTERS)
    events.push({ type: "ContentHiddenPendingReview", data: { target, account, reporters } });
  return events;
}
