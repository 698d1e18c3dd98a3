import type { AppContext } from "../context.ts";
import type {
  ActionView,
  AppealItem,
  AppealPage,
  AuditEntry,
  QueueItem,
  ReportDetail,
} from "../../shared/api/moderation.ts";
import type { ModerationActionKind, ReportReason, ReportTargetKind } from "../../shared/moderation.ts";
import { AppError } from "../../shared/errors.ts";
import { postEditsAfter, queuePage, reportById, reportsAgainst, reportsOn } from "../../projections/reports.queries.ts";
import {
  actionById,
  actionsAgainst,
  appealsPage,
  auditPage,
  standingOf,
  type ActionRow,
  type AuditFilter,
} from "../../projections/moderation.queries.ts";
import { postById } from "../../projections/posts.queries.ts";
import { replyById } from "../../projections/replies.queries.ts";
import { userById } from "../../projections/users.queries.ts";
import { appealTokenClaims } from "../auth/appeal-token.ts";

const HISTORY = 20;

/** One page of the queue: reported targets, newest report first. */
export async function reportQueue(
  ctx: AppContext,
  query: { status: "open" | "resolved"; before?: number; limit: number },
): Promise<{ data: QueueItem[]; next: number | null }> {
  const rows = await queuePage(ctx.db, query.status, query);
  const data = rows.map(
    (row): QueueItem => ({
      target: { kind: row.targetKind as ReportTargetKind, id: row.targetId },
      account: { id: row.accountId, username: row.username, name: row.name },
      status: row.status,
      latest_report_id: row.latestReportId,
      latest_at: row.latestAt,
      open_reports: row.openReports,
      open_reporters: row.openReporters,
      total_reports: row.totalReports,
      reasons: (row.reasons?.split(",") ?? []) as ReportReason[],
      hidden: row.hidden,
    }),
  );
  return { data, next: rows.length === query.limit ? rows.at(-1)!.latestReportId : null };
}

/** A reported target with all its reports, the edits since, and the account's history. */
export async function reportDetail(ctx: AppContext, reportId: number): Promise<ReportDetail> {
  const report = await reportById(ctx.db, reportId);
  if (!report) throw AppError.notFound("Report not found", "report_not_found");
  const { targetKind: kind, targetId: id, accountId } = report;
  const [all, account, standing, against, actions] = await Promise.all([
    reportsOn(ctx.db, kind, id),
    userById(ctx.db, accountId),
    standingOf(ctx.db, accountId),
    reportsAgainst(ctx.db, accountId, HISTORY),
    actionsAgainst(ctx.db, accountId, HISTORY),
  ]);
  const post = kind === "post" ? await postById(ctx.db, id) : undefined;
  const reply = kind === "reply" ? await replyById(ctx.db, id) : undefined;
  const edits = kind === "post" ? await postEditsAfter(ctx.db, id, all[0]!.filedPosition) : [];
  const now = ctx.clock.now().toISOString();
  return {
    target: { kind: kind as ReportTargetKind, id },
    account: {
      id: accountId,
      username: account?.username ?? null,
      name: account?.name ?? null,
      suspended_until: standing.suspendedUntil && standing.suspendedUntil > now ? standing.suspendedUntil : null,
      limited: standing.limitActionId !== null,
    },
    reports: all.map((r) => ({
      id: r.id,
      reporter: { id: r.reporterId, username: r.reporter },
      reason: r.reason as ReportReason,
      note: r.note,
      evidence: parseEvidence(r.evidence),
      filed_at: r.filedAt,
      resolved_by: r.resolvedBy,
      resolved_at: r.resolvedAt,
    })),
    edits_since: edits.map(({ at, text, sharing }) => ({ at, context: text, sharing })),
    current: post
      ? { held: post.held, sensitive: post.sensitive, deleted: post.deleted }
      : kind === "reply"
        ? // A reply removed or held reads as a post would (2, 1); one deleted by its author is gone.
          { held: reply?.removed ? 2 : reply?.held ? 1 : 0, sensitive: false, deleted: reply === undefined }
        : null,
    history: {
      reports: against.map((r) => ({
        id: r.id,
        reason: r.reason as ReportReason,
        target: { kind: r.targetKind as ReportTargetKind, id: r.targetId },
        filed_at: r.filedAt,
        resolved: r.resolvedBy !== null,
      })),
      actions: actions.map(actionView),
    },
  };
}

/** Evidence is JSON as frozen; an erased account's reads as the erased value, shown as such. */
function parseEvidence(evidence: string | null): Record<string, unknown> | null {
  if (evidence === null) return null;
  try {
    return JSON.parse(evidence) as Record<string, unknown>;
  } catch {
    return { erased: evidence };
  }
}

export function actionView(row: ActionRow): ActionView {
  return {
    id: row.id,
    kind: row.kind as ModerationActionKind,
    admin_id: row.adminId,
    account_id: row.accountId,
    target: row.targetKind ? { kind: row.targetKind as ReportTargetKind, id: row.targetId! } : null,
    message: row.message,
    days: row.days,
    until: row.until,
    at: row.at,
    revoked_at: row.revokedAt,
    revoke_cause: row.revokeCause as "undo" | "appeal" | null,
    appeal:
      row.appealState && row.appealText !== null && row.appealedAt !== null
        ? { text: row.appealText, at: row.appealedAt, state: row.appealState }
        : null,
  };
}

export async function appealQueue(
  ctx: AppContext,
  query: { state: "pending" | "granted" | "refused"; before?: number; limit: number },
): Promise<{ data: AppealItem[]; next: number | null }> {
  const rows = await appealsPage(ctx.db, query.state, query);
  return {
    data: rows.map((row) => ({ action: actionView(row), account: { id: row.accountId, username: row.username } })),
    next: rows.length === query.limit ? rows.at(-1)!.id : null,
  };
}

export async function auditLog(
  ctx: AppContext,
  filter: AuditFilter,
): Promise<{ data: AuditEntry[]; next: number | null }> {
  const rows = await auditPage(ctx.db, filter);
  return {
    data: rows.map((row) => ({
      id: row.position,
      action: row.action,
      admin: { id: row.adminId, username: row.adminUsername },
      account: { id: row.accountId, username: row.accountUsername },
      detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
      at: row.at,
    })),
    next: rows.length === filter.limit ? rows.at(-1)!.position : null,
  };
}

/** The appeal page of the action a token names. */
export async function appealPage(ctx: AppContext, token: string): Promise<AppealPage> {
  const claims = appealTokenClaims(ctx.config, token);
  const action = claims ? await actionById(ctx.db, claims.actionId) : undefined;
  if (!claims || !action || action.accountId !== claims.accountId)
    throw AppError.notFound("There is nothing to appeal here.", "appeal_not_found");
  const view = actionView(action);
  return {
    action: {
      kind: view.kind,
      target: view.target,
      message: view.message,
      at: view.at,
      until: view.until,
      revoked: view.revoked_at !== null,
    },
    appeal: view.appeal,
  };
}
