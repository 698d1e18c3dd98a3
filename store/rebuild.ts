import type { Client, InStatement, Transaction } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { and, asc, getTableName, gt, lte, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database, Db, Tx } from "./db.ts";
import { applyInBatches, applyProjections, type BeforeAlone, type Projection } from "./projection.ts";
import { events, projectionVersions } from "./schema.ts";
import { markApplied } from "./applied.ts";
import { type StoredEvent } from "../events/index.ts";
import { openLogged } from "./catalogue.ts";
import type { WriteLock } from "./lock.ts";
import { recreateIndexes, renameIndexes, tableSchema } from "./schema-swap.ts";

/** Events applied per write transaction while building, at most: each transaction holds the write lock only briefly. */
export const REBUILD_BATCH = 5000;
/** The fewest per transaction, however slow the machine: below this the rebuild would crawl. */
const MIN_BATCH = 100;
/**
 * How long one batch may hold the database's write lock. Live writers (in this process and others) wait
 * for it, up to the driver's 5 s busy timeout; on a loaded machine 5,000 events can take longer than that.
 */
const BATCH_HOLD_MS = 250;

/** The next batch's size: halved after a batch that held the lock too long, doubled after a quick one. */
export function nextBatchSize(size: number, heldMs: number): number {
  if (heldMs > BATCH_HOLD_MS) return Math.max(MIN_BATCH, Math.floor(size / 2));
  if (heldMs < BATCH_HOLD_MS / 4) return Math.min(REBUILD_BATCH, size * 2);
  return size;
}
/**
 * A full garbage collection after this many events: each batch leaves megabytes of strings (the page, the
 * rows handed to SQLite), and left to itself the collector let a replay of 1,000,000 events peak anywhere
 * from 240 to 316 MB. One costs about 45 ms of CPU here (2% of a replay at this interval); with it the peak
 * stayed under 250 MB.
 */
const GC_EVERY = 100_000;
const FRESH = "__fresh";
const OLD = "__old";

export interface RebuildParts {
  database: Database;
  lock: WriteLock;
  readFrom(afterPosition: number, limit: number): Promise<StoredEvent[]>;
  /**
   * Optional: the log after `afterPosition` read ahead on another thread (store/read-ahead.ts), for the
   * fill, the longest read; `readFrom` otherwise, and always for the catch-up.
   */
  readAhead?(afterPosition: number): LogReadAhead;
  /** Called in each batch's transaction: the rebuild is still alive (see RebuildLease). */
  renew(tx: Tx): Promise<void>;
  /** Called after each committed batch with the events applied so far (an operator's replay prints it). */
  progress?: RebuildProgress;
  /** The last position to apply; the log's head when absent. Tests cut the log here to compare cuts. */
  until?: number;
}

export interface LogReadAhead {
  /** The next `limit` events in log order (fewer once the log's head is reached). */
  read(limit: number): Promise<StoredEvent[]>;
  close(): void;
}

export type RebuildProgress = (applied: number) => void;

/**
 * Rebuilds `projections` from the log while the database stays in use (issue #8, item 2):
 *
 * 1. fresh, empty copies of their tables (`posts__fresh`, same columns and unique indexes) are filled from
 *    the log in transactions of `REBUILD_BATCH` events, each taken under the store's write lock and followed
 *    by an event-loop turn, so memory stays flat however long the log is and live writes interleave;
 * 2. the build follows the log until it has caught up with what was appended meanwhile;
 * 3. the other indexes are built then, each in one sorted pass, unless a projection needed its own earlier
 *    (`Batch.withoutIndexes`), and the build follows the log again, now on indexed tables;
 * 4. one short write transaction swaps the fresh tables in (renames only: no row is copied), applies the
 *    last events appended since the build's last batch, and records the projections' versions;
 * 5. the old tables are dropped afterwards, each in its own transaction.
 *
 * The projections' own `apply` builds the fresh tables: their SQL is sent through a client that names the
 * fresh tables instead of the live ones, so a replay runs exactly the code the live server runs.
 * Returns the number of events applied.
 */
export async function rebuildConcurrently(parts: RebuildParts, projections: Projection[]): Promise<number> {
  const { database, lock } = parts;
  const tables = projections.flatMap((p) => p.tables.map((table) => getTableName(table)));
  const unbuilt = await lock.run(() => database.db.transaction(async (tx) => createFreshTables(tx, tables)));
  const fresh = drizzle(renamingClient(database.client, tables, FRESH));
  const indexes = new DeferredIndexes(unbuilt);

  const ahead = parts.readAhead?.(0);
  const read: ReadPage = ahead ? (_, limit) => ahead.read(limit) : parts.readFrom;
  const filled = await follow(parts, read, projections, fresh, { position: 0, count: 0 }, (projection, event, tx) =>
    projection.batch?.withoutIndexes?.includes(event.type)
      ? Promise.resolve()
      : indexes.buildFor(tx, projection.tables),
  ).finally(() => ahead?.close());
  // Each index left in its own transaction: one sorted pass over the rows, where keeping it as they came
  // cost a B-tree insert per row.
  for (const index of indexes.takeAll()) {
    await lock.run(() => database.db.run(sql.raw(index.create)));
    await Bun.sleep(0);
  }
  // What was appended while they were built, now on indexed tables.
  const { position, count } = await follow(parts, parts.readFrom, projections, fresh, filled);

  const swapped = await lock.run(() =>
    database.db.transaction(async (tx) => {
      for (const table of tables) await swapIn(tx, table, database.local);
      const after = gt(events.position, position);
      const tail = await tx
        .select()
        .from(events)
        .where(parts.until === undefined ? after : and(after, lte(events.position, parts.until)))
        .orderBy(asc(events.position));
      for (const event of await openLogged(tx, tail as StoredEvent[])) await applyProjections(projections, event, tx);
      // The tables swapped in have had the log up to here (the others, kept, are at the head already).
      const last = tail.at(-1)?.position ?? position;
      if (last > 0) await markApplied(tx, last);
      for (const p of projections) {
        await tx
          .insert(projectionVersions)
          .values({ name: p.name, version: p.version })
          .onConflictDoUpdate({ target: projectionVersions.name, set: { version: p.version } });
      }
      return tail.length;
    }),
  );

  for (const table of tables) {
    await lock.run(() => database.db.run(sql.raw(`drop table if exists "${table}${OLD}"`)));
    await Bun.sleep(0);
  }
  return count + swapped;
}

/** The next `limit` events after `afterPosition`, oldest first. */
type ReadPage = (afterPosition: number, limit: number) => Promise<StoredEvent[]>;

interface Followed {
  /** The last position applied. */
  position: number;
  /** The events applied so far. */
  count: number;
}

/**
 * Applies the log after `from.position` to the fresh tables in bounded batches until it has caught up to
 * within one batch: what is appended from then on is few enough for the swap to apply.
 */
async function follow(
  parts: RebuildParts,
  readFrom: ReadPage,
  projections: Projection[],
  fresh: Db,
  from: Followed,
  beforeAlone?: BeforeAlone,
): Promise<Followed> {
  let { position, count } = from;
  // Small at first: how long a batch takes on this machine, now, is learnt from the first ones.
  let size = MIN_BATCH;
  for (;;) {
    const read = await readFrom(position, size);
    const page = parts.until === undefined ? read : read.filter((event) => event.position <= parts.until!);
    if (page.length === 0) break;
    const held = await parts.lock.run(async () => {
      const started = performance.now();
      await fresh.transaction(async (tx) => {
        await applyInBatches(projections, page, tx, beforeAlone);
        await parts.renew(tx);
      });
      return performance.now() - started;
    });
    position = page.at(-1)!.position;
    count += page.length;
    parts.progress?.(count);
    if (page.length < size) break;
    size = nextBatchSize(size, held);
    // The driver frees its statements only between event-loop turns: without this a long log holds them all.
    await Bun.sleep(0);
    if (Math.floor(count / GC_EVERY) > Math.floor((count - page.length) / GC_EVERY)) Bun.gc(true);
  }
  return { position, count };
}

interface UnbuiltIndex {
  table: string;
  create: string;
}

/** The fresh tables' non-unique indexes not built yet: each is built once, when first needed or after the fill. */
class DeferredIndexes {
  #unbuilt: UnbuiltIndex[];

  constructor(unbuilt: UnbuiltIndex[]) {
    this.#unbuilt = unbuilt;
  }

  /** Builds those of `tables` not built yet. */
  async buildFor(tx: Tx, tables: SQLiteTable[]) {
    const names = new Set(tables.map((table) => getTableName(table)));
    for (const index of this.#unbuilt) if (names.has(index.table)) await tx.run(sql.raw(index.create));
    this.#unbuilt = this.#unbuilt.filter((index) => !names.has(index.table));
  }

  /** The ones left, now to be built by the caller. */
  takeAll(): UnbuiltIndex[] {
    const left = this.#unbuilt;
    this.#unbuilt = [];
    return left;
  }
}

/**
 * Empty copies of `tables` (leftovers of a build that was stopped are dropped first), with their unique
 * indexes; the others are returned, to be built when the rows are in (see `Batch.withoutIndexes`).
 */
async function createFreshTables(tx: Tx, tables: string[]): Promise<UnbuiltIndex[]> {
  const unbuilt: UnbuiltIndex[] = [];
  for (const table of tables) {
    await tx.run(sql.raw(`drop table if exists "${table}${FRESH}"`));
    await tx.run(sql.raw(`drop table if exists "${table}${OLD}"`));
    const schema = await tableSchema(tx, table);
    // The fresh tables are named by rewriting quoted names in the projections' SQL: a column of the same
    // name as a table would be renamed too.
    const clash = schema.columns.find((column) => tables.includes(column));
    if (clash) throw new Error(`column ${table}.${clash} has a table's name; the rebuild cannot tell them apart`);
    await tx.run(sql.raw(schema.createTable(`${table}${FRESH}`)));
    for (const index of schema.indexes) {
      const create = index.create(`${index.name}${FRESH}`, `${table}${FRESH}`);
      // A unique index is a rule the projections' upserts and the log's order rely on: it is kept from the start.
      if (index.unique) await tx.run(sql.raw(create));
      else unbuilt.push({ table, create });
    }
  }
  return unbuilt;
}

/**
 * Puts `<table>__fresh` in the place of `<table>` (which becomes `<table>__old`), indexes included, by
 * renaming: on a local file the time it takes does not depend on the rows. A libSQL server refuses the
 * schema writes that rename an index, so there its indexes are built again under their names instead.
 */
async function swapIn(tx: Tx, table: string, local: boolean) {
  await tx.run(sql.raw(`alter table "${table}" rename to "${table}${OLD}"`));
  await tx.run(sql.raw(`alter table "${table}${FRESH}" rename to "${table}"`));
  // The old table's indexes first, so that no two indexes ever share a name.
  const rename = local ? renameIndexes : recreateIndexes;
  await rename(tx, `${table}${OLD}`, (name) => `${name}${OLD}`);
  await rename(tx, table, (name) => (name.endsWith(FRESH) ? name.slice(0, -FRESH.length) : name));
}

/**
 * The client as the projections' `apply` should see it while building: every quoted name of `tables` in
 * their SQL (drizzle quotes every identifier) names the fresh table instead. Only write transactions are
 * taken through it.
 */
function renamingClient(client: Client, tables: string[], suffix: string): Client {
  if (tables.length === 0) return client;
  const names = new RegExp(`"(${tables.map((t) => t.replace(/[^a-z0-9_]/gi, "")).join("|")})"`, "g");
  const rename = (statement: InStatement): InStatement =>
    typeof statement === "string"
      ? statement.replace(names, `"$1${suffix}"`)
      : ({ ...statement, sql: statement.sql.replace(names, `"$1${suffix}"`) } as InStatement);
  const renaming = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key) {
        if (key === "execute") return (statement: InStatement) => target.execute(rename(statement));
        if (key === "batch") return (statements: InStatement[]) => target.batch(statements.map(rename));
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(client, {
    get(target, key) {
      if (key === "transaction") return async (mode?: "write") => renaming(await target.transaction(mode ?? "write"));
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
