import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The friendships: two rows per pair, one from each side, so that "my friends" and "how do I stand with
 * them" are both one index lookup. `state` is seen from `user_id`: `requested` (sent by user_id), `incoming`
 * (sent to user_id) or `friends`. No row means no relation.
 */
export const friendships = sqliteTable(
  "friendships",
  {
    userId: integer("user_id").notNull(),
    otherId: integer("other_id").notNull(),
    state: text("state", { enum: ["requested", "incoming", "friends"] }).notNull(),
    since: text("since").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherId] }), index("friendships_state").on(t.userId, t.state, t.otherId)],
);
