import { blob, integer, sqliteTable, text, uniqueIndex, index } from "drizzle-orm/sqlite-core";

/** The log: the only truth. Append-only, enforced by triggers in the migration that creates it. */
export const events = sqliteTable(
  "events",
  {
    position: integer("position").primaryKey({ autoIncrement: true }),
    stream: text("stream").notNull(),
    version: integer("version").notNull(),
    type: text("type").notNull(),
    data: text("data", { mode: "json" }).notNull(),
    meta: text("meta", { mode: "json" }).notNull(),
    at: text("at").notNull(),
  },
  (t) => [uniqueIndex("events_stream_version").on(t.stream, t.version), index("events_type").on(t.type)],
);

/** Which version of each projection the tables were built with; a mismatch at start-up rebuilds it. */
export const projectionVersions = sqliteTable("projection_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
});

/**
 * The last id handed out of each kind (`posts`, `users`): the store advances it inside the append's
 * transaction, so an id is never read back from a read model and a rolled-back append gives its id back.
 * Not a read model: a replay leaves it as it is.
 */
export const sequences = sqliteTable("sequences", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});

/**
 * Which process is rebuilding projections (one row at most, `id` 1) and until when its claim holds: two
 * processes starting together after a version change rebuild once, not twice at the same time.
 */
export const rebuildLease = sqliteTable("rebuild_lease", {
  id: integer("id").primaryKey(),
  owner: text("owner").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

/**
 * Each person's key for the personal fields of their events (store/personal.ts): `key` is 32 random
 * bytes, or null once the person was erased (`erased_at`). Not a read model: a replay leaves it as it is,
 * and nothing can make a destroyed key again.
 */
export const personalKeys = sqliteTable("personal_keys", {
  subject: text("subject").primaryKey(),
  key: blob("key", { mode: "buffer" }),
  erasedAt: text("erased_at"),
});

/**
 * How far the log has been applied to the live read models (one row, `id` 1): the store moves it in each
 * append's transaction and a rebuild sets it when it swaps its tables in. `Store.apply` passes by an event
 * at or below it, so applying an event a second time changes nothing (issue #14, item 4). Not a read model.
 */
export const appliedPosition = sqliteTable("applied_position", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull(),
});
