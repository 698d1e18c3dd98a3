import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The reactors' bookkeeping. Not read models: replay never touches these tables, and they are not rebuilt
 * from the log — they say how far along the log each reactor's side effects have got.
 */

/** The last position each reactor has finished (delivered, skipped or parked), and the code version that did. */
export const reactorCheckpoints = sqliteTable("reactor_checkpoints", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  position: integer("position").notNull(),
});

/**
 * Which process runs each reactor: the holder renews `expires_at` (ms since 1970, the database's clock, so
 * processes on different machines agree) every few seconds; once it lapses, another process may take it.
 */
export const reactorLeases = sqliteTable("reactor_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

/** Events a reactor gave up on after its retries: an operator lists and retries them (`bun run cli reactors`). */
export const reactorParked = sqliteTable(
  "reactor_parked",
  {
    reactor: text("reactor").notNull(),
    position: integer("position").notNull(),
    attempts: integer("attempts").notNull(),
    error: text("error").notNull(),
    parkedAt: text("parked_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reactor, t.position] })],
);
