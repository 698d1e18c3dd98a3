import { and, asc, desc, eq, gt, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Reader } from "../store/db.ts";
import { users } from "./users.schema.ts";
import { adminActions } from "./admin.schema.ts";
import type { UserRow } from "./users.queries.ts";

/** The orders of the admin's user table: newest accounts, usernames A–Z, most recently active. */
export type UserOrder = "newest" | "username" | "active";

export interface UserPageQuery {
  /** A username or e-mail prefix, any case. */
  q?: string;
  order: UserOrder;
  /** The id of the last row of the previous page: the page starts after it, in this order. */
  after?: number;
  limit: number;
}

/**
 * One page of live accounts (verified or not) for the admin's table, keyset-paged in the chosen order.
 * Each order walks an index (users_username, users_last_active, the key), and the filter is a prefix of
 * the username or the e-mail, so a page costs the same with ten accounts or a million.
 */
export async function userPage(db: Reader, { q, order, after, limit }: UserPageQuery): Promise<UserRow[]> {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  const prefix = q?.trim().toLowerCase();
  if (prefix) conditions.push(or(startsWith(users.username, prefix), startsWith(users.emailKey, prefix)));
  const cursor = after === undefined ? undefined : await db.select().from(users).where(eq(users.id, after)).get();
  if (after !== undefined) conditions.push(cursor ? pastCursor(order, cursor) : sql`0`);
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(...orderOf(order))
    .limit(limit);
}

function startsWith(column: typeof users.username | typeof users.emailKey, prefix: string): SQL {
  // A range, not LIKE: it can use the column's index (and `_` or `%` in a prefix mean themselves).
  return and(sql`${column} >= ${prefix}`, sql`${column} < ${prefix + "\uffff"}`)!;
}

function orderOf(order: UserOrder) {
  switch (order) {
    case "newest":
      return [desc(users.id)];
    case "username":
      return [asc(users.username), asc(users.id)];
    case "active":
      // Descending puts accounts never seen (null) last.
      return [desc(users.lastActive), desc(users.id)];
  }
}

/** Rows that come after `row` in `order`. */
function pastCursor(order: UserOrder, row: UserRow): SQL {
  switch (order) {
    case "newest":
      return lt(users.id, row.id);
    case "username":
      return or(gt(users.username, row.username), and(eq(users.username, row.username), gt(users.id, row.id)))!;
    case "active":
      if (row.lastActive === null) return and(isNull(users.lastActive), lt(users.id, row.id))!;
      return or(
        lt(users.lastActive, row.lastActive),
        isNull(users.lastActive),
        and(eq(users.lastActive, row.lastActive), lt(users.id, row.id)),
      )!;
  }
}

export interface AdminActionRow {
  position: number;
  action: string;
  detail: string | null;
  at: string;
  adminId: number;
  adminUsername: string | null;
}

/** What admins did to one account, newest first, keyset-paged by position. */
export async function actionsOn(
  db: Reader,
  userId: number,
  { before, limit }: { before?: number; limit: number },
): Promise<AdminActionRow[]> {
  const admin = alias(users, "admin");
  const ofUser = eq(adminActions.userId, userId);
  return db
    .select({
      position: adminActions.position,
      action: adminActions.action,
      detail: adminActions.detail,
      at: adminActions.at,
      adminId: adminActions.adminId,
      adminUsername: admin.username,
    })
    .from(adminActions)
    .leftJoin(admin, eq(admin.id, adminActions.adminId))
    .where(before ? and(ofUser, lt(adminActions.position, before)) : ofUser)
    .orderBy(desc(adminActions.position))
    .limit(limit);
}
