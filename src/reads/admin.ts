import type { AppContext } from "../context.ts";
import type { ActivityDay, AdminAction, AdminUser, UserList, UserOrder } from "../../shared/api/admin.ts";
import { AppError } from "../../shared/errors.ts";
import { actionsOn, userPage } from "../../projections/admin.queries.ts";
import { activityDaysOf } from "../../projections/activity.queries.ts";
import { userById, type UserRow } from "../../projections/users.queries.ts";

function adminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    last_active: row.lastActive,
    is_admin: row.isAdmin,
    is_blocked: row.isBlocked,
    is_verified: row.isVerified,
  };
}

/** GET /api/monitor/: one page of accounts in the chosen order. */
export async function userList(
  ctx: AppContext,
  query: { q?: string; order: UserOrder; after?: number; limit: number },
): Promise<UserList> {
  // One row more than asked says whether another page follows.
  const rows = await userPage(ctx.db, { ...query, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return { data: page.map(adminUser), next: rows.length > query.limit ? page.at(-1)!.id : null };
}

/** GET /api/monitor/{userId}: the account's active days, newest first; 404 for no such account. */
export async function userActivity(
  ctx: AppContext,
  userId: number,
  page: { before?: string; limit: number },
): Promise<{ data: ActivityDay[] }> {
  if (!(await userById(ctx.db, userId))) throw AppError.notFound("User not found");
  const days = await activityDaysOf(ctx.db, userId, page);
  return {
    data: days.map((d) => ({
      user_id: d.userId,
      date: d.date,
      first_active: d.firstActive,
      last_active: d.lastActive,
    })),
  };
}

/** GET /api/monitor/{id}/history: what admins did to the account, newest first. */
export async function userHistory(
  ctx: AppContext,
  userId: number,
  page: { before?: number; limit: number },
): Promise<{ data: AdminAction[] }> {
  if (!(await userById(ctx.db, userId))) throw AppError.notFound("User not found");
  const rows = await actionsOn(ctx.db, userId, page);
  return {
    data: rows.map((r) => ({
      id: r.position,
      action: r.action,
      detail: r.detail ? (JSON.parse(r.detail) as Record<string, string>) : null,
      at: r.at,
      admin: { id: r.adminId, username: r.adminUsername },
    })),
  };
}
