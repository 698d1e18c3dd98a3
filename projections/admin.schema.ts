import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The audit: one row per thing an admin did from the admin panel, keyed by the event's position, naming
 * the admin and the account acted on.
 */
export const adminActions = sqliteTable(
  "admin_actions",
  {
    position: integer("position").primaryKey(),
    adminId: integer("admin_id").notNull(),
    userId: integer("user_id").notNull(),
    /** The event's type: UserEdited, UserBlocked, UserDeleted… */
    action: text("action").notNull(),
    /** What changed, as the event said it (JSON), for the fields a person reads. */
    detail: text("detail"),
    at: text("at").notNull(),
  },
  // "What admins did to this account, newest first" (the admin panel's per-user history).
  (t) => [index("admin_actions_user").on(t.userId, t.position)],
);
