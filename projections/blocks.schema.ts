import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Who blocked or muted whom: one row per choice, seen from `user_id` (who chose). Indexed both ways, so that
 * "whom did I block or mute" and "who blocked me" are each one index range, and a read can hide a row's
 * author with one NOT EXISTS per row rather than a query per row.
 */
export const blocks = sqliteTable(
  "blocks",
  {
    userId: integer("user_id").notNull(),
    otherId: integer("other_id").notNull(),
    kind: text("kind", { enum: ["block", "mute"] }).notNull(),
    since: text("since").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherId, t.kind] }),
    index("blocks_other").on(t.otherId, t.userId, t.kind),
  ],
);
