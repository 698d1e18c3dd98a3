import { and, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Reader } from "../store/db.ts";
import { moderationAccounts, moderationActions, moderationAudit } from "./moderation.schema.ts";
import { users } from "./users.schema.ts";

export type ActionRow = typeof moderationActions.$inferSelect;

export async function actionById(db: Reader, id: number): Promise<ActionRow | undefined> {
  return db.select().from(moderationActions).where(eq(moderationActions.id, id)).get();
}

/** What moderators did to an account, newest first (`moderation_actions_account`). */
export async function actionsAgainst(db: Reader, accountId: number, limit: number): Promise<ActionRow[]> {
  return db
    .select()
    .from(moderationActions)
    .where(eq(moderationActions.accountId, accountId))
    .orderBy(desc(moderationActions.id))
    .limit(limit)
    .all();
}

/**
 * The suspension standing against an account at `now`, or undefined: a timed one whose end has passed no
 * longer counts (it lifted by itself; nothing records that, the clock decides).
 */
export async function suspensionAt(db: Reader, userId: number, now: Date): Promise<ActionRow | undefined> {
  const standing = await db.select().from(moderationAccounts).where(eq(moderationAccounts.userId, userId)).get();
  if (!standing?.suspendedUntil || standing.suspensionActionId === null) return undefined;
  if (standing.suspendedUntil <= now.toISOString()) return undefined;
  return actionById(db, standing.suspensionActionId);
}

export type AppealRow = ActionRow & { username: string | null };

/** Appeals in one state, oldest first (`moderation_actions_appeals`). */
export async function appealsPage(
  db: Reader,
  state: "pending" | "granted" | "refused",
  page: { before?: number; limit: number },
): Promise<AppealRow[]> {
  const rows = await db
    .select({ action: moderationActions, username: users.username })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.accountId))
    .where(
      and(
        eq(moderationActions.appealState, state),
        page.before === undefined ? undefined : lt(moderationActions.id, page.before),
      ),
    )
    .orderBy(desc(moderationActions.id))
    .limit(page.limit)
    .all();
  return rows.map((r) => ({ ...r.action, username: r.username }));
}

export interface AuditFilter {
  admin?: number;
  action?: string;
  account?: number;
  before?: number;
  limit: number;
}

export interface AuditRow {
  position: number;
  adminId: number;
  accountId: number;
  action: string;
  detail: string | null;
  at: string;
  adminUsername: string | null;
  accountUsername: string | null;
}

/** The audit, newest first, filtered: each filter walks its own index (by admin, action or account, then position). */
export async function auditPage(db: Reader, filter: AuditFilter): Promise<AuditRow[]> {
  const admin = alias(users, "admin");
  const account = alias(users, "account");
  const conditions: (SQL | undefined)[] = [
    filter.admin === undefined ? undefined : eq(moderationAudit.adminId, filter.admin),
    filter.action === undefined ? undefined : eq(moderationAudit.action, filter.action),
    filter.account === undefined ? undefined : eq(moderationAudit.accountId, filter.account),
    filter.before === undefined ? undefined : lt(moderationAudit.position, filter.before),
  ];
  return db
    .select({
      position: moderationAudit.position,
      adminId: moderationAudit.adminId,
      accountId: moderationAudit.accountId,
      action: moderationAudit.action,
      detail: moderationAudit.detail,
      at: moderationAudit.at,
      adminUsername: admin.username,
      accountUsername: account.username,
    })
    .from(moderationAudit)
    .leftJoin(admin, eq(admin.id, moderationAudit.adminId))
    .leftJoin(account, eq(account.id, moderationAudit.accountId))
    .where(and(...conditions))
    .orderBy(desc(moderationAudit.position))
    .limit(filter.limit)
    .all();
}

/** Whether an account is limited now (its limit action), for the queue's account summary. */
export async function standingOf(db: Reader, userId: number) {
  return db
    .select()
    .from(moderationAccounts)
    .where(eq(moderationAccounts.userId, userId))
    .get()
    .then((row) => row ?? { userId, suspendedUntil: null, suspensionActionId: null, limitActionId: null });
}

/** Moderation actions taken in [from, to), counted by kind (`moderation_actions_at`). */
export async function actionsByKind(db: Reader, from: string, to: string) {
  return db
    .select({ kind: moderationActions.kind, n: sql<number>`count(*)` })
    .from(moderationActions)
    .where(and(sql`${moderationActions.at} >= ${from}`, sql`${moderationActions.at} < ${to}`))
    .groupBy(moderationActions.kind)
    .all();
}
