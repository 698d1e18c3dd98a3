import type { Store } from "../../../store/store.ts";
import type { StoredEvent } from "../../../events/index.ts";
import { nothingDone, type Reactor, type ReactorDeps, type Recorder } from "./reactor.ts";
import { deliverOnce, describeError } from "./deliver.ts";
import { ensureLeaseHeld, LeaseLost } from "./leases.ts";
import { park, saveCheckpoint } from "./checkpoints.ts";

export interface RetryPolicy {
  /** Tries per event before it is parked. */
  attempts: number;
  /** The pause after the first failure; it doubles after each further one. */
  retryMs: number;
}

const PAGE = 100;

/**
 * Runs one reactor in this process while the process holds its lease: reads the events of its types after
 * the checkpoint and hands each to it in order, and moves the checkpoint in the same transaction
 * as what the reactor records. Events it does not handle, and those it finds nothing to do for
 * (`nothingDone`), move the position only in memory (`dirty`); the runner saves that with its next lease
 * renewal (or the next delivery does), so following the log costs no write per event.
 */
export class ReactorWorker {
  /** Whether this process holds the lease; set by the runner, cleared here when the lease turns out lost. */
  holding = false;
  /** The last position finished. Meaningful only while holding. */
  position = 0;
  /** `position` moved past events the reactor did nothing for, and is not saved yet. */
  dirty = false;
  #running: Promise<void> | undefined;
  #again: Promise<void> | undefined;
  #stopped = false;
  #wakeFromPause: (() => void) | undefined;
  readonly #stopping = new AbortController();
  readonly #follows: ReadonlySet<string>;

  constructor(
    readonly reactor: Reactor,
    private readonly store: Store,
    private readonly deps: ReactorDeps,
    private readonly holder: string,
    private readonly retry: RetryPolicy,
  ) {
    this.#follows = new Set(reactor.on);
  }

  get name() {
    return this.reactor.name;
  }

  get busy() {
    return this.#running !== undefined;
  }

  /**
   * The tail handed on `events` (consecutive, in log order, their sealed fields open). An idle reactor
   * that has handled the log up to just before them takes its types' events from them, as its read of the
   * log would have found them, and moves past the rest in memory; one behind, or busy, reads the log
   * (`wake`). After a chat message every reactor read the log: seven of nine for nothing, the other two for
   * the event the tail held already (each a query, a parse, the personal data's keys and their opening).
   */
  follow(events: readonly StoredEvent[]): void {
    const last = events.at(-1);
    if (!last || last.position <= this.position) return;
    if (this.busy || this.position < events[0]!.position - 1) {
      void this.wake();
      return;
    }
    const mine = events.filter((event) => event.position > this.position && this.#follows.has(event.type));
    if (mine.length === 0) {
      this.#passed(last.position);
      return;
    }
    this.#start({ events: mine, through: last.position });
  }

  /** Reads what is new. Resolves once a run that began after this call has finished. */
  wake(): Promise<void> {
    if (!this.#running) return this.#start();
    this.#again ??= this.#running.then(() => {
      this.#again = undefined;
      return this.wake();
    });
    return this.#again;
  }

  /** A run from here, the one under way until it ends; its first page may be what the tail handed on. */
  #start(handedOn?: { events: StoredEvent[]; through: number }): Promise<void> {
    this.#running = this.#run(handedOn).finally(() => (this.#running = undefined));
    return this.#running;
  }

  /** Stops after the work under way (a pause between retries ends at once); the event is not checkpointed. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopping.abort();
    this.#wakeFromPause?.();
    await this.#again;
    await this.#running;
  }

  /** Reads and delivers pages until the log's head; the first page may be what the tail handed on. */
  async #run(handedOn?: { events: StoredEvent[]; through: number }): Promise<void> {
    try {
      while (this.holding && !this.#stopped) {
        // Only the types it follows: a run of thousands of others (a bulk append) is passed by unread.
        const { events, through } = handedOn ?? (await this.store.readOf(this.reactor.on, this.position, PAGE));
        handedOn = undefined;
        for (const event of events) {
          if (!this.holding || this.#stopped) return;
          await this.#deliver(event);
        }
        if (!this.holding || this.#stopped) return;
        if (through > this.position) this.#passed(through);
        // A short page ends at the head this read saw: no second read to find nothing (six reactors read
        // after every append). An append from now on wakes this worker again: the tail calls `wake`, which
        // while this run is under way queues another run after it (`#again`).
        if (events.length < PAGE) return;
      }
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.holding = false;
        this.deps.log.info("reactor lease lost", { reactor: this.name });
        return;
      }
      // The position stays: the next wake (at the latest the next lease renewal) tries from here again.
      this.deps.log.error("reactor stopped on an error", { reactor: this.name, error: describeError(error) });
    }
  }

  /** Delivers one event until it succeeds or has failed `attempts` times; then it is parked. */
  async #deliver(event: StoredEvent): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await deliverOnce(this.reactor, event, this.deps, this.#stopping.signal);
        if (outcome === nothingDone) return this.#passed(event.position);
        await this.#commit(event.position, outcome);
        this.deps.log.info("reactor delivered", { reactor: this.name, position: event.position, type: event.type });
        return;
      } catch (error) {
        if (error instanceof LeaseLost) throw error;
        if (attempt >= this.retry.attempts) return this.#park(event, error, attempt);
        const pause = this.retry.retryMs * 2 ** (attempt - 1);
        this.deps.log.error("reactor failed, will retry", {
          reactor: this.name,
          position: event.position,
          attempt,
          retryInMs: pause,
          error: describeError(error),
        });
        if (!(await this.#pause(pause))) return;
      }
    }
  }

  /** Moves past an event with no work to show for it; saved lazily (see the class). */
  #passed(position: number): void {
    this.position = position;
    this.dirty = true;
  }

  async #commit(position: number, recorder: Recorder | void): Promise<void> {
    await this.store.transact(async (tx) => {
      await ensureLeaseHeld(tx.db, this.name, this.holder);
      if (recorder) await recorder(tx);
      await saveCheckpoint(tx.db, this.name, this.reactor.version, position);
    });
    this.position = position;
    // Saved up to here, the positions passed before it too.
    this.dirty = false;
  }

  async #park(event: StoredEvent, error: unknown, attempts: number): Promise<void> {
    const parked = {
      reactor: this.name,
      position: event.position,
      attempts,
      error: describeError(error),
      parkedAt: this.deps.clock.now().toISOString(),
    };
    await this.store.transact(async (tx) => {
      await ensureLeaseHeld(tx.db, this.name, this.holder);
      await park(tx.db, parked);
      await saveCheckpoint(tx.db, this.name, this.reactor.version, event.position);
    });
    this.position = event.position;
    this.dirty = false;
    this.deps.log.error("reactor parked an event", {
      reactor: this.name,
      position: event.position,
      type: event.type,
      error: parked.error,
    });
  }

  /** Waits `ms`; false when the worker was stopped meanwhile. */
  #pause(ms: number): Promise<boolean> {
    if (this.#stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(true), ms);
      const done = (finished: boolean) => {
        clearTimeout(timer);
        this.#wakeFromPause = undefined;
        resolve(finished && !this.#stopped);
      };
      this.#wakeFromPause = () => done(false);
    });
  }
}
