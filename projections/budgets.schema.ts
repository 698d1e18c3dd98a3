import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The write budgets' memory, shared by every server process (src/budgets): one row per counted write per
 * bucket (`<kind>:<user id>`, e.g. `post:12`), kept as the rate limiters keep theirs (auth_attempts): rows
 * older than the longest window (a day) are dropped as new ones arrive.
 */
export const accountWrites = sqliteTable(
  "account_writes",
  {
    position: integer("position").notNull(),
    bucket: text("bucket").notNull(),
    at: text("at").notNull(),
  },
  // Keyed by time first: dropping the rows past a day is a range of the key, also while a rebuild runs
  // without the non-unique indexes (store/projection.ts, Batch.withoutIndexes).
  (t) => [primaryKey({ columns: [t.at, t.position, t.bucket] }), index("account_writes_bucket").on(t.bucket, t.at)],
);

/** When each account was verified: for its first hours it has a smaller budget. */
export const accountAges = sqliteTable("account_ages", {
  userId: integer("user_id").primaryKey(),
  verifiedAt: text("verified_at").notNull(),
});
