import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import { projection } from "../store/projection.ts";
import { erasedValue } from "../events/personal.ts";
import { userStream } from "../events/users.ts";
import { reports, reportTargets } from "./reports.schema.ts";

/**
 * The reports and the queue they make: each report with its frozen evidence, and one row per reported target
 * (open while any of its reports is). A moderation action resolves the reports it names.
 */
export const reportsProjection = projection({
  name: "reports",
  version: 1,
  tables: [reports, reportTargets],
  on: ["ReportFiled", "ReportEvidenceFrozen", "ContentHiddenPendingReview", "ModerationActionTaken", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "ReportFiled": {
        const { reportId, reporter, target, account, reason, note } = event.data;
        await tx
          .insert(reports)
          .values({
            id: reportId,
            reporterId: reporter,
            targetKind: target.kind,
            targetId: target.id,
            accountId: account,
            reason,
            note,
            filedPosition: event.position,
            filedAt: event.at,
          })
          .onConflictDoNothing();
        await tx
          .insert(reportTargets)
          .values({
            targetKind: target.kind,
            targetId: target.id,
            accountId: account,
            status: "open",
            latestReportId: reportId,
            openReports: 0,
            openReporters: 0,
            totalReports: 0,
          })
          .onConflictDoUpdate({
            target: [reportTargets.targetKind, reportTargets.targetId],
            set: { status: "open", latestReportId: reportId },
          });
        await recount(tx, target.kind, target.id);
        return;
      }
      case "ReportEvidenceFrozen":
        await tx.update(reports).set({ evidence: event.data.evidence }).where(eq(reports.id, event.data.reportId));
        return;
      case "ContentHiddenPendingReview": {
        const { kind, id } = event.data.target;
        await tx
          .update(reportTargets)
          .set({ hidden: true })
          .where(and(eq(reportTargets.targetKind, kind), eq(reportTargets.targetId, id)));
        return;
      }
      case "ModerationActionTaken": {
        const { reportIds, actionId } = event.data;
        if (reportIds.length === 0) return;
        const closed = await tx
          .update(reports)
          .set({ resolvedBy: actionId, resolvedAt: event.at })
          .where(and(inArray(reports.id, reportIds), isNull(reports.resolvedBy)))
          .returning({ kind: reports.targetKind, id: reports.targetId });
        const targets = new Map(closed.map((r) => [`${r.kind}:${r.id}`, r]));
        for (const { kind, id } of targets.values()) {
          // A review ends the hold pending review, whatever the action (a removal holds the post itself).
          await tx
            .update(reportTargets)
            .set({ hidden: false })
            .where(and(eq(reportTargets.targetKind, kind), eq(reportTargets.targetId, id)));
          await recount(tx, kind, id);
        }
        return;
      }
      case "UserDeleted":
        // The reporter's notes and the account's frozen evidence were sealed under its key: erased here too.
        await tx
          .update(reports)
          .set({ note: erasedValue(userStream(event.data.userId)) })
          .where(eq(reports.reporterId, event.data.userId));
        await tx
          .update(reports)
          .set({ evidence: erasedValue(userStream(event.data.userId)) })
          .where(eq(reports.accountId, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

/** The target's counts from its reports, through `reports_target` and `reports_open_target`. */
async function recount(tx: Tx, kind: string, id: number) {
  const ofTarget = and(eq(reports.targetKind, kind), eq(reports.targetId, id));
  const open = await tx
    .select({ reports: sql<number>`count(*)`, reporters: sql<number>`count(distinct ${reports.reporterId})` })
    .from(reports)
    .where(and(ofTarget, isNull(reports.resolvedBy)))
    .get();
  const total = await tx.select({ n: sql<number>`count(*)` }).from(reports).where(ofTarget).get();
  const openReports = open?.reports ?? 0;
  await tx
    .update(reportTargets)
    .set({
      openReports,
      openReporters: open?.reporters ?? 0,
      totalReports: total?.n ?? 0,
      status: openReports > 0 ? "open" : "resolved",
    })
    .where(and(eq(reportTargets.targetKind, kind), eq(reportTargets.targetId, id)));
}
