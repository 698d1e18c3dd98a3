import { and, asc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db, Reader } from "../../../store/db.ts";
import type { Store } from "../../../store/store.ts";
import type { Log } from "../../log.ts";
import type { Broadcast, Delivery } from "./delivery.ts";
import { realtimeOnline, realtimeProcesses, realtimeSignals } from "./schema.ts";

/** A process that has not said it is alive for this long holds no stream any more (killed, hung, cut off). */
const PROCESS_TIMEOUT_MS = 15_000;
/** Signals are read within the poll interval; a row older than this is of no use to anyone. */
const SIGNAL_LIFETIME_MS = 60_000;

export interface RelayOptions {
  /** How often this process says it is alive (and sweeps the dead). */
  aliveMs?: number;
}

/**
 * One row of `realtime_signals`: deliveries for users' streams, and broadcasts that every process applies to
 * state it keeps in memory (who is in which zone). A bare array is a row written before broadcasts existed.
 */
interface RelayBatch {
  deliveries: Delivery[];
  broadcasts: Broadcast[];
}

/**
 * What the server processes on one database tell each other beside the log: ephemeral signals (typing,
 * presence…) and who holds an open stream where. Writes are gathered for a few milliseconds and made in one
 * transaction under the store's write lock; each process reads the others' signals by id, so a signal
 * reaches every process once, in the order written. The owner calls `poll` at the log tail's pace, in the
 * tail's own wake-up (LogTail.pollAlongside).
 */
export class Relay {
  readonly id = crypto.randomUUID();
  #lastSignal = 0;
  #outgoing: Delivery[] = [];
  #outgoingBroadcasts: Broadcast[] = [];
  readonly #onlineChanges = new Map<number, boolean>();
  #flushing: Promise<void> | undefined;
  #flushTimer: ReturnType<typeof setTimeout> | undefined;
  #aliveTimer: ReturnType<typeof setInterval> | undefined;
  #polling: Promise<void> | undefined;
  #stopped = false;
  /** Built once: four times a second, drizzle building the statement again cost more than running it. */
  readonly #signalsAfter;

  constructor(
    private readonly db: Db,
    private readonly store: Store,
    private readonly log: Log,
    private readonly receive: (deliveries: Delivery[], broadcasts: Broadcast[]) => void,
    private readonly options: RelayOptions = {},
  ) {
    this.#signalsAfter = db
      .select()
      .from(realtimeSignals)
      .where(gt(realtimeSignals.id, sql.placeholder("after")))
      .orderBy(asc(realtimeSignals.id))
      .limit(200)
      .prepare();
  }

  async start() {
    const now = await dbNow(this.db);
    this.#lastSignal =
      (await this.db.get<{ id: number | null }>(sql`select max(id) as id from realtime_signals`))?.id ?? 0;
    await this.store.transact(async (tx) => {
      await tx.db.insert(realtimeProcesses).values({ id: this.id, aliveAt: now });
    });
    this.#aliveTimer = setInterval(() => void this.#alive(), this.options.aliveMs ?? 5000);
  }

  /** Sends deliveries to the other processes (this one has delivered them already). */
  publish(deliveries: Delivery[]) {
    if (deliveries.length === 0 || this.#stopped) return;
    this.#outgoing.push(...deliveries);
    this.#scheduleFlush();
  }

  /** Sends broadcasts to the other processes (this one has applied them already). */
  broadcast(broadcasts: Broadcast[]) {
    if (broadcasts.length === 0 || this.#stopped) return;
    this.#outgoingBroadcasts.push(...broadcasts);
    this.#scheduleFlush();
  }

  /** Records that a user's first stream opened here (true) or the last one closed (false). */
  online(userId: number, online: boolean) {
    if (this.#stopped) return;
    this.#onlineChanges.set(userId, online);
    this.#scheduleFlush();
  }

  /** Whether another living process holds an open stream of the user. */
  async onlineElsewhere(userId: number): Promise<boolean> {
    const since = (await dbNow(this.db)) - PROCESS_TIMEOUT_MS;
    const row = await this.db
      .select({ userId: realtimeOnline.userId })
      .from(realtimeOnline)
      .innerJoin(realtimeProcesses, eq(realtimeProcesses.id, realtimeOnline.process))
      .where(
        and(
          eq(realtimeOnline.userId, userId),
          ne(realtimeOnline.process, this.id),
          gt(realtimeProcesses.aliveAt, since),
        ),
      )
      .limit(1)
      .get();
    return row !== undefined;
  }

  /** Reads the signals other processes wrote since the last read and hands them over. */
  poll(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    this.#polling ??= this.#readSignals().finally(() => (this.#polling = undefined));
    return this.#polling;
  }

  /** Writes what is pending, then leaves: this process's streams are no one's any more. */
  async stop() {
    clearInterval(this.#aliveTimer);
    clearTimeout(this.#flushTimer);
    this.#stopped = true;
    await this.#polling;
    await this.#flushing;
    await this.store
      .transact(async (tx) => {
        await tx.db.delete(realtimeOnline).where(eq(realtimeOnline.process, this.id));
        await tx.db.delete(realtimeProcesses).where(eq(realtimeProcesses.id, this.id));
      })
      .catch((error: unknown) => this.log.error("realtime relay: could not leave", { error: String(error) }));
  }

  #scheduleFlush() {
    // A few milliseconds gather a burst (keystrokes, many streams opening) into one transaction.
    this.#flushTimer ??= setTimeout(() => {
      this.#flushTimer = undefined;
      void this.#flush();
    }, 10);
  }

  async #flush() {
    if (this.#flushing) {
      await this.#flushing;
      if (this.#outgoing.length > 0 || this.#outgoingBroadcasts.length > 0 || this.#onlineChanges.size > 0)
        this.#scheduleFlush();
      return;
    }
    const batch: RelayBatch = { deliveries: this.#outgoing, broadcasts: this.#outgoingBroadcasts };
    const changes = [...this.#onlineChanges];
    this.#outgoing = [];
    this.#outgoingBroadcasts = [];
    this.#onlineChanges.clear();
    this.#flushing = this.#write(batch, changes).finally(() => (this.#flushing = undefined));
    await this.#flushing;
  }

  async #write(batch: RelayBatch, changes: [number, boolean][]) {
    try {
      await this.store.transact(async (tx) => {
        const now = await dbNow(tx.db);
        if (batch.deliveries.length > 0 || batch.broadcasts.length > 0) {
          await tx.db.insert(realtimeSignals).values({ origin: this.id, body: JSON.stringify(batch), at: now });
        }
        const came = changes.filter(([, online]) => online).map(([userId]) => ({ userId, process: this.id }));
        const left = changes.filter(([, online]) => !online).map(([userId]) => userId);
        for (let i = 0; i < came.length; i += 500) {
          await tx.db
            .insert(realtimeOnline)
            .values(came.slice(i, i + 500))
            .onConflictDoNothing();
        }
        for (let i = 0; i < left.length; i += 500) {
          await tx.db
            .delete(realtimeOnline)
            .where(and(eq(realtimeOnline.process, this.id), inArray(realtimeOnline.userId, left.slice(i, i + 500))));
        }
      });
    } catch (error) {
      this.log.error("realtime relay: could not write", {
        error: String(error),
        signals: batch.deliveries.length + batch.broadcasts.length,
      });
    }
  }

  async #readSignals() {
    try {
      for (;;) {
        const rows = await this.#signalsAfter.all({ after: this.#lastSignal });
        if (rows.length === 0) return;
        this.#lastSignal = rows.at(-1)!.id;
        for (const row of rows) {
          if (row.origin === this.id) continue;
          const body = JSON.parse(row.body) as RelayBatch | Delivery[];
          if (Array.isArray(body)) this.receive(body, []);
          else this.receive(body.deliveries, body.broadcasts);
        }
      }
    } catch (error) {
      if (!this.#stopped) this.log.error("realtime relay: could not read signals", { error: String(error) });
    }
  }

  /** Says this process is alive, and clears what dead processes and old signals left behind. */
  async #alive() {
    if (this.#stopped) return;
    try {
      await this.store.transact(async (tx) => {
        const now = await dbNow(tx.db);
        // An upsert: a process swept as dead while it hung comes back as itself.
        await tx.db
          .insert(realtimeProcesses)
          .values({ id: this.id, aliveAt: now })
          .onConflictDoUpdate({ target: realtimeProcesses.id, set: { aliveAt: now } });
        const dead = tx.db
          .select({ id: realtimeProcesses.id })
          .from(realtimeProcesses)
          .where(lt(realtimeProcesses.aliveAt, now - 4 * PROCESS_TIMEOUT_MS));
        await tx.db.delete(realtimeOnline).where(inArray(realtimeOnline.process, dead));
        await tx.db.delete(realtimeProcesses).where(lt(realtimeProcesses.aliveAt, now - 4 * PROCESS_TIMEOUT_MS));
        await tx.db.delete(realtimeSignals).where(lt(realtimeSignals.at, now - SIGNAL_LIFETIME_MS));
      });
    } catch (error) {
      this.log.error("realtime relay: could not renew", { error: String(error) });
    }
  }
}

/** The database's clock, so processes on several machines agree on who is alive. */
async function dbNow(db: Reader): Promise<number> {
  const row = await db.get<{ now: number }>(sql`select cast(unixepoch('subsec') * 1000 as integer) as now`);
  return row!.now;
}
