import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Each member's keyword filters. `filters_user` makes "my filters" one index range: the feeds read a viewer's
 * filters in one query whatever their number, and compare `expires_at` with the clock as they read.
 */
export const keywordFilters = sqliteTable(
  "keyword_filters",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id").notNull(),
    phrase: text("phrase").notNull(),
    action: text("action", { enum: ["hide", "warn"] }).notNull(),
    /** ISO time it stops applying, or null for never. */
    expiresAt: text("expires_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("keyword_filters_user").on(t.userId, t.id)],
);
