import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * What the server processes on one database tell each other about their open streams. Not read models and
 * not the log: nothing here is a state change of the product, replay never touches it, and every row is
 * short-lived (src/realtime/channels/relay.ts).
 */

/** Each running process, and when it last said it was alive (ms since 1970, the database's clock). */
export const realtimeProcesses = sqliteTable("realtime_processes", {
  id: text("id").primaryKey(),
  aliveAt: integer("alive_at").notNull(),
});

/** Who holds an open stream in which process: read at start-up, and again when a process is found dead. */
export const realtimeOnline = sqliteTable(
  "realtime_online",
  {
    userId: integer("user_id").notNull(),
    process: text("process").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.process] }), index("realtime_online_process").on(t.process)],
);

/**
 * Ephemeral signals and changes of who is online, one row per batch a process wrote (`body` is JSON: see
 * RelayBatch). Every process reads the rows after the last it read; rows older than a minute are pruned.
 */
export const realtimeSignals = sqliteTable(
  "realtime_signals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    origin: text("origin").notNull(),
    body: text("body").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("realtime_signals_at").on(t.at)],
);
