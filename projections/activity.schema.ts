import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** One row per user per UTC day they were active: the first and last time seen that day. */
export const activityDays = sqliteTable(
  "activity_days",
  {
    userId: integer("user_id").notNull(),
    date: text("date").notNull(),
    firstActive: text("first_active").notNull(),
    lastActive: text("last_active").notNull(),
  },
  // The key also serves the admin screen's "one user's days, newest first".
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);
