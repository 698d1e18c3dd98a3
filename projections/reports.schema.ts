import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Every report as filed, with the evidence frozen when it was made; `resolved_by` is the moderation action
 * that closed it (null while open).
 */
export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey(),
    reporterId: integer("reporter_id").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: integer("target_id").notNull(),
    accountId: integer("account_id").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull(),
    /** JSON: what the log held of the target when it was reported (projections/reports.ts). */
    evidence: text("evidence"),
    filedPosition: integer("filed_position").notNull(),
    filedAt: text("filed_at").notNull(),
    resolvedBy: integer("resolved_by"),
    resolvedAt: text("resolved_at"),
  },
  (t) => [
    // A target's reports (the queue's detail), and its open ones' reporters (automatic first aid).
    index("reports_target").on(t.targetKind, t.targetId, t.id),
    index("reports_open_target").on(t.targetKind, t.targetId, t.reporterId).where(sql`resolved_by is null`),
    // The account's history of reports against it; a person's own reports (and their erasure with them).
    index("reports_account").on(t.accountId, t.id),
    index("reports_reporter").on(t.reporterId, t.id),
    // The transparency figures: reports received, and handled, over a period.
    index("reports_filed_at").on(t.filedAt),
    index("reports_resolved_at").on(t.resolvedAt).where(sql`resolved_at is not null`),
  ],
);

/**
 * The queue: one row per reported target, open while any of its reports is, ordered by its latest report.
 * Kept by the projection so that the queue pages through an index instead of grouping every report.
 */
export const reportTargets = sqliteTable(
  "report_targets",
  {
    targetKind: text("target_kind").notNull(),
    targetId: integer("target_id").notNull(),
    accountId: integer("account_id").notNull(),
    status: text("status", { enum: ["open", "resolved"] }).notNull(),
    /** The newest report on it: the queue's order and its page key. */
    latestReportId: integer("latest_report_id").notNull(),
    openReports: integer("open_reports").notNull(),
    /** Different people among the open reports. */
    openReporters: integer("open_reporters").notNull(),
    totalReports: integer("total_reports").notNull(),
    /** Hidden pending review (automatic first aid) right now. */
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.targetKind, t.targetId] }),
    index("report_targets_queue").on(t.status, t.latestReportId),
  ],
);
