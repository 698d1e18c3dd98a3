import { sql } from "drizzle-orm";
import type { Database, Tx } from "./db.ts";
import { AppError } from "../shared/errors.ts";
import type { Clock } from "../shared/clock.ts";
import { applyEach, applyInBatches, applyProjections, type ApplyAll, type Projection } from "./projection.ts";
import { rebuildConcurrently, type RebuildProgress } from "./rebuild.ts";
import { RebuildLease } from "./rebuild-lease.ts";
import { appliedPosition, projectionVersions, sequences } from "./schema.ts";
import { AnyEvent, type AppEvent, type StoredEvent } from "../events/index.ts";
import { openLogged, PERSONAL_DATA } from "./catalogue.ts";
import type { Keyring } from "./personal.ts";
import { currentMeta, outsideRequest } from "./meta.ts";
import { WriteLock } from "./lock.ts";
import { markApplied } from "./applied.ts";
import { readLogPage, readLogPageOf } from "./log-page.ts";
import { ReadAhead } from "./read-ahead.ts";

/** `0` means the stream must not exist yet; `"any"` skips the check. */
export type ExpectedVersion = number | "any";

/** How often a process waiting for another's rebuild checks whether it has ended. */
const REBUILD_LEASE_POLL_MS = 250;

export type AppendListener = (appended: StoredEvent[]) => void;

/**
 * Refuses (throws) when the actor may no longer act: run first in every write transaction made on behalf
 * of someone (the request's actor, the one its events' meta records), after the write lock is taken.
 */
export type ActorCheck = (db: Tx, actor: number) => Promise<void>;

/** The kinds of id the store hands out. */
export type Sequence =
  | "posts"
  | "users"
  | "games"
  | "videos"
  | "investors"
  | "investor-bulks"
  | "chats"
  | "chat-messages"
  | "chat-backups"
  | "zones"
  | "replies"
  | "reports"
  | "moderation-actions"
  | "zone-messages"
  | "filters";

/** Events for one stream, appended if the stream is at `expectedVersion`. */
export interface StreamAppend {
  stream: string;
  expectedVersion: ExpectedVersion;
  events: AppEvent[];
}

/**
 * What a command sees inside the write transaction: reads of current state, new ids, and append. Both
 * appends return once every projection has their events, so what the command reads next sees them.
 */
export interface WriteTx {
  db: Tx;
  /** Applies each event to the projections in turn, with their `apply`: what a live command does. */
  append(stream: string, expectedVersion: ExpectedVersion, events: AppEvent[]): Promise<StoredEvent[]>;
  /**
   * Appends to many streams at once, as `append` of each in its turn would (a stream named twice is checked
   * against its version after the first), but applies the projections as a replay does (`applyInBatches`):
   * runs of the event types a projection takes in batches in one multi-row statement per table. For imports
   * and bulk writes of many events.
   */
  appendMany(appends: StreamAppend[]): Promise<StoredEvent[]>;
  /** The next id of a kind (the first of `count` consecutive ones), taken in this transaction: a rollback gives it back. */
  nextId(sequence: Sequence, count?: number): Promise<number>;
}

/**
 * The only module that writes to the `events` table. Every append runs in one libSQL write transaction
 * that also applies every projection, so a read after a write always sees it and a rule kept by a
 * projection's unique index rolls the whole append back.
 */
export class Store {
  readonly #lock = new WriteLock();
  readonly #listeners = new Set<AppendListener>();

  constructor(
    private readonly database: Database,
    readonly projections: Projection[],
    private readonly clock: Clock,
    private readonly checkActor?: ActorCheck,
    /** Where a failing append listener is told of (the server's JSON log); stderr for tools and tests. */
    private readonly listenerFailed: (error: unknown) => void = (error) =>
      console.error("append listener failed", error),
  ) {}

  /**
   * Runs `work` under the write lock in one transaction; events it appends are announced after commit.
   * When the call acts for someone (an actor in the request's meta), `checkActor` runs first, inside the
   * transaction: the account's state read there cannot change before the commit, so no event is ever
   * recorded for an actor who was blocked or deleted before it (a block racing a post, say). Every command
   * of every area gets this by going through here; calls made for no one (reactors, the CLI, sign-in before
   * it knows who) check what they need themselves.
   */
  async transact<T>(work: (tx: WriteTx) => Promise<T>): Promise<T> {
    const appended: StoredEvent[] = [];
    const actor = currentMeta().actor;
    const result = await this.#lock.run(() =>
      this.database.db.transaction(async (db) => {
        // Per connection, and a transaction may get a new one: set in each. What a write deletes or replaces
        // (a destroyed key, an erased name) is overwritten with zeros instead of lingering in free space.
        if (this.database.local) await db.run(sql`pragma secure_delete = on`);
        if (actor !== undefined && this.checkActor) await this.checkActor(db, actor);
        const keys = PERSONAL_DATA.keyring();
        const write = async (appends: StreamAppend[], apply: ApplyAll) => {
          const stored = await this.#write(db, keys, appends);
          await apply(this.projections, stored, db);
          appended.push(...stored);
          return stored;
        };
        const done = await work({
          db,
          append: (stream, expectedVersion, newEvents) =>
            write([{ stream, expectedVersion, events: newEvents }], applyEach),
          appendMany: (appends) => write(appends, applyInBatches),
          nextId: (sequence, count = 1) => nextId(db, sequence, count),
        });
        // Once per transaction, however many events: the read models have had the log up to here.
        if (appended.length > 0) await markApplied(db, appended.at(-1)!.position);
        return done;
      }),
    );
    if (appended.length > 0) this.#announce(appended);
    return result;
  }

  append(stream: string, expectedVersion: ExpectedVersion, newEvents: AppEvent[]): Promise<StoredEvent[]> {
    return this.transact((tx) => tx.append(stream, expectedVersion, newEvents));
  }

  /**
   * Applies logged events to the live read models, each only if they have not had it yet: one at or below
   * the applied position (`applied_position`) is passed by, so applying an event twice changes nothing.
   * Returns how many were applied.
   */
  apply(logged: StoredEvent[]): Promise<number> {
    return this.#lock.run(() =>
      this.database.db.transaction(async (db) => {
        let applied =
          (await db.get<{ position: number }>(sql`select position from ${appliedPosition} where id = 1`))?.position ??
          0;
        let count = 0;
        for (const event of [...logged].sort((a, b) => a.position - b.position)) {
          if (event.position <= applied) continue;
          await applyProjections(this.projections, event, db);
          applied = event.position;
          count += 1;
        }
        if (count > 0) await markApplied(db, applied);
        return count;
      }),
    );
  }

  /**
   * Whether a read made after an append's commit is sure to see it: on a local file, yes; a libSQL server
   * may answer reads from a replica that has not had it yet.
   */
  get readsOwnWrites(): boolean {
    return this.database.local;
  }

  onAppend(listener: AppendListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Waits for the writes already queued; called before the database is closed. */
  drain(): Promise<void> {
    return this.#lock.idle();
  }

  /** The events after `afterPosition`, oldest first, as readers see them (`openLogged`, store/log-page.ts). */
  async readFrom(afterPosition: number, limit = 1000): Promise<StoredEvent[]> {
    const page = await readLogPage(this.database.db, afterPosition, limit);
    return openLogged(this.database.db, JSON.parse(page) as StoredEvent[]);
  }

  /**
   * The events of `types` after `afterPosition`, oldest first, at most `limit`, their sealed fields opened,
   * and how far the read looked (`through`): the last event's position when `limit` came back, else the
   * log's head as the read saw it. A reader of a few types (a reactor) so passes the rest by unparsed.
   */
  async readOf(
    types: readonly string[],
    afterPosition: number,
    limit: number,
  ): Promise<{ events: StoredEvent[]; through: number }> {
    const { page, head } = await readLogPageOf(this.database.db, types, afterPosition, limit);
    const events = await openLogged(this.database.db, JSON.parse(page) as StoredEvent[]);
    return { events, through: events.length === limit ? events.at(-1)!.position : Math.max(head, afterPosition) };
  }

  /**
   * The last position in the log. Straight through the driver: every signed-in request waits for a read of
   * it (LogTail.fresh), and drizzle's building of the statement cost more than running it.
   */
  async head(): Promise<number> {
    const { rows } = await this.database.client.execute("select max(position) as head from events");
    return Number(rows[0]?.head ?? 0);
  }

  /**
   * Rebuilds the given projections from the whole log into fresh tables and swaps them in, while this and
   * other processes keep reading and writing (store/rebuild.ts). One process rebuilds at a time: this
   * waits for another's rebuild to end first. `progress` hears the count applied after each batch.
   */
  async rebuild(projections: Projection[] = this.projections, progress?: RebuildProgress): Promise<number> {
    return this.#leased((lease) => this.#rebuild(projections, lease, progress));
  }

  /**
   * Rebuilds each projection whose code version is newer than the one its tables were built with. Tables
   * built by a newer version are left as they are, so that during a rolling deploy the old code and the new
   * never rebuild the same tables back and forth; and a process that waited for another's rebuild finds
   * nothing left to do.
   */
  async rebuildOutdated(): Promise<string[]> {
    const outdated = async () => {
      const built = new Map((await this.database.db.select().from(projectionVersions)).map((r) => [r.name, r.version]));
      return this.projections.filter((p) => (built.get(p.name) ?? -Infinity) < p.version);
    };
    if ((await outdated()).length === 0) return [];
    return this.#leased(async (lease) => {
      // Looked at again under the lease: another process may have rebuilt them meanwhile.
      const projections = await outdated();
      if (projections.length > 0) await this.#rebuild(projections, lease);
      return projections.map((p) => p.name);
    });
  }

  #rebuild(projections: Projection[], lease: RebuildLease, progress?: RebuildProgress): Promise<number> {
    return rebuildConcurrently(
      {
        database: this.database,
        lock: this.#lock,
        readFrom: (after, limit) => this.readFrom(after, limit),
        // A libSQL server is read through the driver's network client, which a thread of ours cannot share.
        readAhead: this.database.local ? (after) => new ReadAhead(this.database.url, after) : undefined,
        renew: (tx) => lease.renew(tx),
        progress,
      },
      projections,
    );
  }

  async #leased<T>(work: (lease: RebuildLease) => Promise<T>): Promise<T> {
    const lease = new RebuildLease();
    const db = this.database.db;
    while (!(await this.#lock.run(() => lease.take(db)))) await Bun.sleep(REBUILD_LEASE_POLL_MS);
    try {
      return await work(lease);
    } finally {
      await this.#lock.run(() => lease.release(db));
    }
  }

  /**
   * Writes the events to the log, each stream's after checking its expected version, in a few statements
   * whatever their number (`insertEvents` below); the projections are the caller's. The personal fields
   * are sealed in the events' order, so an erasure takes effect for the events after it.
   */
  async #write(db: Tx, keys: Keyring, appends: StreamAppend[]): Promise<StoredEvent[]> {
    const versions = await streamVersions(
      db,
      appends.map((a) => a.stream),
    );
    // A copy: the request's meta may still change (the actor is set late) after these events are written.
    const meta = { ...currentMeta() };
    const at = this.clock.now().toISOString();
    const pending: Omit<StoredEvent, "position">[] = [];
    for (const { stream, expectedVersion, events: newEvents } of appends) {
      const current = versions.get(stream)!;
      if (expectedVersion !== "any" && expectedVersion !== current) {
        throw new AppError(409, "concurrency", "This was changed meanwhile. Please reload and try again.");
      }
      for (const [i, input] of newEvents.entries())
        pending.push({ ...AnyEvent.parse(input), stream, version: current + i + 1, meta, at });
      versions.set(stream, current + newEvents.length);
    }

    // The personal fields are written sealed under their person's key; projections get them in clear.
    const sealed = await PERSONAL_DATA.sealInOrder(db, keys, pending, at);
    const rows = pending.map(
      (event, i): LogRow => [event.stream, event.version, event.type, JSON.stringify(sealed[i])],
    );
    const positions = await insertEvents(db, rows, JSON.stringify(meta), at);
    return pending.map(
      ({ type, data, stream, version }, i) =>
        ({ type, data, position: positions[i]!, stream, version, meta, at }) as StoredEvent,
    );
  }

  /**
   * The events are committed whatever a listener does, so a failing listener must not fail the append. The
   * listeners run outside the appending request: the work they wake (the tail, the reactors) is no one's
   * action, so it neither records the request's actor nor fails that actor's check.
   */
  #announce(appended: StoredEvent[]) {
    outsideRequest(() => {
      for (const listener of this.#listeners) {
        try {
          listener(appended);
        } catch (error) {
          this.listenerFailed(error);
        }
      }
    });
  }
}

async function nextId(db: Tx, sequence: Sequence, count: number): Promise<number> {
  const [row] = await db
    .insert(sequences)
    .values({ name: sequence, value: count })
    .onConflictDoUpdate({ target: sequences.name, set: { value: sql`${sequences.value} + ${count}` } })
    .returning({ value: sequences.value });
  return row!.value - count + 1;
}

/*
 * The log's writes: a fixed few statements per append however many events and streams it holds, their rows
 * in one JSON array that SQLite unpacks (`json_each`), as a replay's batches do.
 */

/** Each stream's last version (0 for a new stream), by the `events_stream_version` index. */
async function streamVersions(db: Tx, streams: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(streams)];
  const found = await db.all<{ stream: string; version: number }>(sql`
    select stream, max(version) as version from events
    where stream in (select value from json_each(${JSON.stringify(unique)})) group by stream`);
  const versions = new Map(unique.map((stream) => [stream, 0]));
  for (const row of found) versions.set(row.stream, row.version);
  return versions;
}

/** One event as the log stores it: `data` already JSON text, as a `text(mode: json)` column holds it. */
type LogRow = [stream: string, version: number, type: string, data: string];

/**
 * Inserts the rows in their order, all with the same `meta` (JSON text) and `at` (bound once: the fewer
 * fields each row has in the array, the less SQLite parses), and returns the positions the log gave them,
 * in the same order: one statement numbers its rows one after another (`order by key`: in the array's
 * order), so they are the `rows.length` positions ending at its last. Asking SQLite for them (RETURNING)
 * cost more than the insert.
 *
 * The rows' data, JSON text full of quotes, goes apart from the array: all of it in one blob, each row
 * naming where its own starts and how long it is. Inside the array it was escaped by JSON.stringify and
 * unescaped again by SQLite, some 15% of the statement.
 */
async function insertEvents(db: Tx, rows: LogRow[], meta: string, at: string): Promise<number[]> {
  if (rows.length === 0) return [];
  const data = rows.map((row) => Buffer.from(row[3]));
  let start = 1;
  const located = rows.map(([stream, version, type], i) => {
    const row = [stream, version, type, start, data[i]!.length];
    start += data[i]!.length;
    return row;
  });
  const { rowsAffected, lastInsertRowid } = await db.run(sql`
    insert into events (stream, version, type, data, meta, at)
    select value->>0, value->>1, value->>2, cast(substr(${Buffer.concat(data)}, value->>3, value->>4) as text), ${meta}, ${at}
    from json_each(${JSON.stringify(located)}) order by key`);
  if (rowsAffected !== rows.length || lastInsertRowid === undefined)
    throw new Error(`the log took ${rowsAffected} of ${rows.length} events`);
  const first = Number(lastInsertRowid) - rows.length + 1;
  return rows.map((_, i) => first + i);
}
