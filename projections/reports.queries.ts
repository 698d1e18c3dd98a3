import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { events } from "../store/schema.ts";
import { openLogged } from "../store/catalogue.ts";
import { postStream } from "../events/posts.ts";
import { reports, reportTargets } from "./reports.schema.ts";
import { users } from "./users.schema.ts";
import { zones } from "./zones.schema.ts";

export type ReportRow = typeof reports.$inferSelect;
export type ReportTargetRow = typeof reportTargets.$inferSelect;

/** The different people with an open report on a target (through `reports_open_target`). */
export async function openReportersOf(db: Reader, kind: string, id: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ reporter: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id), isNull(reports.resolvedBy)))
    .all();
  return rows.map((r) => r.reporter);
}

/** The ids of a target's open reports, in order (`reports_open_target`). */
export async function openReportIdsOn(db: Reader, kind: string, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id), isNull(reports.resolvedBy)))
    .all();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function reportById(db: Reader, id: number): Promise<ReportRow | undefined> {
  return db.select().from(reports).where(eq(reports.id, id)).get();
}

export async function reportTarget(db: Reader, kind: string, id: number): Promise<ReportTargetRow | undefined> {
  return db
    .select()
    .from(reportTargets)
    .where(and(eq(reportTargets.targetKind, kind), eq(reportTargets.targetId, id)))
    .get();
}

/** Every report on a target, oldest first (`reports_target`). */
export async function reportsOn(
  db: Reader,
  kind: string,
  id: number,
): Promise<(ReportRow & { reporter: string | null })[]> {
  return db
    .select({ ...REPORT_COLUMNS, reporter: users.username })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id)))
    .orderBy(reports.id)
    .all();
}

const REPORT_COLUMNS = {
  id: reports.id,
  reporterId: reports.reporterId,
  targetKind: reports.targetKind,
  targetId: reports.targetId,
  accountId: reports.accountId,
  reason: reports.reason,
  note: reports.note,
  evidence: reports.evidence,
  filedPosition: reports.filedPosition,
  filedAt: reports.filedAt,
  resolvedBy: reports.resolvedBy,
  resolvedAt: reports.resolvedAt,
};

/** The newest reports against an account, whatever they name (`reports_account`). */
export async function reportsAgainst(db: Reader, accountId: number, limit: number): Promise<ReportRow[]> {
  return db.select().from(reports).where(eq(reports.accountId, accountId)).orderBy(desc(reports.id)).limit(limit).all();
}

export interface QueueRow extends ReportTargetRow {
  username: string | null;
  name: string | null;
  /** The reasons given, newest report's first, comma-separated. */
  reasons: string | null;
  latestAt: string | null;
}

/** One page of the queue, newest report first, through `report_targets_queue`. */
export async function queuePage(
  db: Reader,
  status: "open" | "resolved",
  page: { before?: number; limit: number },
): Promise<QueueRow[]> {
  const ofTarget = sql`r.target_kind = ${reportTargets.targetKind} and r.target_id = ${reportTargets.targetId}`;
  return db
    .select({
      targetKind: reportTargets.targetKind,
      targetId: reportTargets.targetId,
      accountId: reportTargets.accountId,
      status: reportTargets.status,
      latestReportId: reportTargets.latestReportId,
      openReports: reportTargets.openReports,
      openReporters: reportTargets.openReporters,
      totalReports: reportTargets.totalReports,
      hidden: reportTargets.hidden,
      username: users.username,
      name: users.name,
      reasons: sql<
        string | null
      >`(select group_concat(reason) from (select distinct r.reason from ${reports} r where ${ofTarget}))`,
      latestAt: sql<string | null>`(select r.filed_at from ${reports} r where r.id = ${reportTargets.latestReportId})`,
    })
    .from(reportTargets)
    .leftJoin(users, eq(users.id, reportTargets.accountId))
    .where(
      and(
        eq(reportTargets.status, status),
        page.before === undefined ? undefined : lt(reportTargets.latestReportId, page.before),
      ),
    )
    .orderBy(desc(reportTargets.latestReportId))
    .limit(page.limit)
    .all();
}

/** A zone as a report of it freezes it (by id). */
export async function zoneById(db: Reader, id: number) {
  return db.select().from(zones).where(eq(zones.id, id)).get();
}

export interface LoggedEdit {
  position: number;
  at: string;
  text: string;
  sharing: number;
}

/** The edits of a post the log holds after `afterPosition`, oldest first (through `events_stream_version`). */
export async function postEditsAfter(db: Reader, postId: number, afterPosition: number): Promise<LoggedEdit[]> {
  const rows = await db
    .select({
      position: events.position,
      stream: events.stream,
      version: events.version,
      type: events.type,
      data: events.data,
      at: events.at,
    })
    .from(events)
    .where(and(eq(events.stream, postStream(postId)), sql`${events.position} > ${afterPosition}`))
    .orderBy(events.version)
    .all();
  const opened = await openLogged(
    db,
    rows.filter((r) => r.type === "PostEdited"),
  );
  return opened.map((r) => {
    const data = r.data as { text: string; sharing: number };
    return { position: r.position, at: r.at, text: data.text, sharing: data.sharing };
  });
}

/** Reports received in [from, to), counted by reason (`reports_filed_at`). */
export async function receivedByReason(db: Reader, from: string, to: string) {
  return db
    .select({ reason: reports.reason, n: sql<number>`count(*)` })
    .from(reports)
    .where(and(sql`${reports.filedAt} >= ${from}`, sql`${reports.filedAt} < ${to}`))
    .groupBy(reports.reason)
    .all();
}

/** Reports handled in [from, to): each one's reason and how long it waited (`reports_resolved_at`). */
export async function handledIn(db: Reader, from: string, to: string) {
  return db
    .select({ reason: reports.reason, filedAt: reports.filedAt, resolvedAt: reports.resolvedAt })
    .from(reports)
    .where(
      and(
        sql`${reports.resolvedAt} is not null`,
        sql`${reports.resolvedAt} >= ${from}`,
        sql`${reports.resolvedAt} < ${to}`,
      ),
    )
    .all();
}
