import { expect } from "bun:test";
import { getTableName, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import type { AppContext } from "../src/context.ts";

/** Tables that are not read models: the log itself, the store's, the reactors' and the realtime relay's bookkeeping, and the engines' own. */
const notProjections = new Set([
  "events",
  "projection_versions",
  "rebuild_lease",
  "sequences",
  "personal_keys",
  "applied_position",
  "__drizzle_migrations",
]);
const internal = /^(sqlite_|libsql_|_litestream|reactor_|realtime_)/;

export type Snapshot = Record<string, Record<string, unknown>[]>;

async function projectionTableNames(db: Reader): Promise<string[]> {
  const rows = await db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table' order by name`);
  return rows.map((r) => r.name).filter((name) => !notProjections.has(name) && !internal.test(name));
}

/** Every projection table's rows, ordered by all their columns so that two snapshots compare row by row. */
export async function snapshotProjections(db: Reader): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const table of await projectionTableNames(db)) {
    const columns = await db.all<{ name: string }>(sql`select name from pragma_table_info(${table})`);
    const order = sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    snapshot[table] = await db.all(sql`select * from ${sql.identifier(table)} order by ${order}`);
  }
  return snapshot;
}

/**
 * Proves `bun run replay` would rebuild exactly what the live app built: snapshots the projections,
 * rebuilds them all from the log, and compares. Returns the live snapshot for the caller's own checks
 * (that the workload really left rows behind).
 */
export async function expectReplayReproduces(t: { ctx: AppContext }): Promise<Snapshot> {
  const { store, db } = t.ctx;
  // A table no projection owns is never emptied by a rebuild, so its rows would compare equal untested.
  const owned = new Set(store.projections.flatMap((p) => p.tables.map((table) => getTableName(table))));
  expect((await projectionTableNames(db)).filter((name) => !owned.has(name))).toEqual([]);

  // Activity seen by the requests so far is recorded by a flush every 5 s: done now, or under load it lands
  // between the live snapshot and the rebuild (the replay then holds activity the snapshot did not).
  await t.ctx.presence.flush();
  const live = await snapshotProjections(db);
  const schema = await schemaOf(db);
  await store.rebuild();
  const replayed = await snapshotProjections(db);
  expect(replayed).toEqual(live);
  // The rebuilt tables were swapped in by renaming: the same tables and indexes, under the same names.
  expect(await schemaOf(db)).toEqual(schema);
  expect(await db.all(sql`pragma integrity_check`)).toEqual([{ integrity_check: "ok" }]);
  return live;
}

/** Every table and index as created, names unquoted (a renamed table's SQL is re-quoted by SQLite). */
export async function schemaOf(db: Reader) {
  const rows = await db.all<{ type: string; name: string; tbl_name: string; sql: string | null }>(
    sql`select type, name, tbl_name, sql from sqlite_schema where name not like 'sqlite_%' order by type, name`,
  );
  return rows.map((r) => ({ ...r, sql: r.sql?.replace(/["`]/g, "") ?? null }));
}
