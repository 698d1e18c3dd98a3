import { z } from "zod";
import { handler } from "./handler.ts";
import { IdParam } from "./params.ts";
import { PageQuery } from "./paging.ts";
import { DisplayName, Email, Username } from "../auth/fields.ts";
import * as admin from "../../shared/api/admin.ts";
import { deleteAccount, editAccount } from "../commands/admin.ts";
import { userActivity, userHistory, userList } from "../reads/admin.ts";

const UserListQuery = z.object({
  q: z.string().max(254).optional(),
  order: z.enum(["newest", "username", "active"]).default("newest"),
  after: z.coerce.number().int().positive().optional(),
  limit: PageQuery.shape.limit,
});

const UserEditBody = z.object({
  name: DisplayName,
  email: Email,
  username: Username,
  is_admin: z.boolean(),
  is_blocked: z.boolean(),
  is_verified: z.boolean(),
});

const ActivityQuery = z.object({
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  limit: PageQuery.shape.limit,
});

/** The admin panel's accounts: list, edit, delete, each person's activity and the admins' history with them. */
export const adminHandlers = [
  handler(admin.listUsers, { query: UserListQuery }, ({ query }, { ctx }) => userList(ctx, query)),
  handler(admin.editUser, { params: IdParam, body: UserEditBody }, async ({ params, body }, { ctx, actor }) => {
    await editAccount(ctx, actor, params.id, {
      name: body.name,
      email: body.email,
      username: body.username,
      isAdmin: body.is_admin,
      isBlocked: body.is_blocked,
      isVerified: body.is_verified,
    });
    return { message: "User updated successfully" };
  }),
  handler(admin.deleteUser, { params: IdParam }, async ({ params }, { ctx, actor }) => {
    await deleteAccount(ctx, actor, params.id);
    return { message: "User deleted successfully" };
  }),
  handler(
    admin.userActivity,
    { params: z.object({ userId: IdParam.shape.id }), query: ActivityQuery },
    ({ params, query }, { ctx }) => userActivity(ctx, params.userId, query),
  ),
  handler(admin.userHistory, { params: IdParam, query: PageQuery }, ({ params, query }, { ctx }) =>
    userHistory(ctx, params.id, query),
  ),
];
