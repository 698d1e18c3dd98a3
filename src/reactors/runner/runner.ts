import { hostname } from "node:os";
import type { Store } from "../../../store/store.ts";
import type { LogTail } from "../../../store/tail.ts";
import type { Reactor, ReactorDeps } from "./reactor.ts";
import { ReactorWorker, type RetryPolicy } from "./worker.ts";
import { claimLease, databaseNow, leaseHolder, leasesOf, releaseLeases } from "./leases.ts";
import { checkpointOf, enrolReactors, reactorsToEnrol, saveCheckpoint, savedCheckpoints } from "./checkpoints.ts";
import { describeError } from "./deliver.ts";

export interface RunnerOptions extends RetryPolicy {
  /** How long a lease lasts unrenewed; it is renewed three times within that. */
  leaseMs: number;
}

/**
 * Runs the reactors this process holds the lease of. Every process of a deployment runs one runner; each
 * reactor runs in exactly one of them at a time. A timer renews the leases (and takes over those another
 * process stopped renewing) and saves the positions moved past events the reactors ignore, in one
 * transaction; the log's tail wakes at once the reactors following the types of every append it sees.
 */
export class ReactorRunner {
  /** Names this process in the lease table, so an operator can tell who runs what. */
  readonly holder = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  readonly #workers: ReactorWorker[];
  #timer: ReturnType<typeof setInterval> | undefined;
  #unsubscribe: (() => void) | undefined;
  #renewing: Promise<void> | undefined;
  #started = false;

  constructor(
    readonly reactors: Reactor[],
    private readonly store: Store,
    /** What the reactors are given; the CLI's retries use the same. */
    readonly deps: ReactorDeps,
    private readonly options: RunnerOptions,
  ) {
    this.#workers = reactors.map((reactor) => new ReactorWorker(reactor, store, deps, this.holder, options));
  }

  /** Gives each reactor not seen before a checkpoint at the log's head. Every process does this at start. */
  async enrol(): Promise<void> {
    const enrol = await reactorsToEnrol(this.deps.db, this.reactors);
    if (enrol.length > 0) await this.store.transact((tx) => enrolReactors(tx.db, enrol));
  }

  /** Claims what leases it can now, then keeps renewing them and follows the tail. */
  async start(tail: LogTail): Promise<void> {
    this.#started = true;
    await this.renew();
    this.#timer = setInterval(() => void this.renew(), Math.max(50, Math.floor(this.options.leaseMs / 3)));
    this.#unsubscribe = tail.subscribe((events) => {
      for (const worker of this.#workers) if (worker.holding) worker.follow(events);
    });
  }

  /** One lease round: renew or take each lease, load the checkpoint of a newly taken one, save moved positions. */
  renew(): Promise<void> {
    this.#renewing ??= this.#renewOnce().finally(() => (this.#renewing = undefined));
    return this.#renewing;
  }

  async #renewOnce(): Promise<void> {
    try {
      if (await this.#anyLeaseWithin()) await this.#renewLeases();
    } catch (error) {
      // The leases lapse if this keeps failing; another process takes them, and a checkpoint here is refused.
      this.deps.log.error("renewing reactor leases failed", { error: describeError(error) });
    }
    this.#wakeAll();
  }

  async #renewLeases(): Promise<void> {
    // Decided in the transaction, applied to the workers only once it has committed.
    const outcomes = await this.store.transact(async (tx) => {
      const decided: { worker: ReactorWorker; held: boolean; checkpoint?: number; saved?: number }[] = [];
      for (const worker of this.#workers) {
        const before = await leaseHolder(tx.db, worker.name);
        // A run under a lease that is no longer ours stops first; the lease may be taken again after it.
        if (before !== this.holder && worker.busy) {
          decided.push({ worker, held: false });
          continue;
        }
        const held = await claimLease(tx.db, worker.name, this.holder, this.options.leaseMs);
        if (held && (before !== this.holder || !worker.holding)) {
          decided.push({ worker, held, checkpoint: await checkpointOf(tx.db, worker.name) });
        } else if (held && worker.dirty) {
          const saved = worker.position;
          await saveCheckpoint(tx.db, worker.name, worker.reactor.version, saved);
          decided.push({ worker, held, saved });
        } else {
          decided.push({ worker, held });
        }
      }
      return decided;
    });
    for (const { worker, held, checkpoint, saved } of outcomes) this.#apply(worker, held, checkpoint, saved);
  }

  /**
   * Whether a lease round could change anything: one of the leases is this process's, lapsed or not there
   * yet. A standby process thus only reads every few seconds; it takes the write lock once there is
   * something to take over.
   */
  async #anyLeaseWithin(): Promise<boolean> {
    const leases = await leasesOf(
      this.deps.db,
      this.#workers.map((w) => w.name),
    );
    const now = await databaseNow(this.deps.db);
    return this.#workers.some((worker) => {
      const lease = leases.get(worker.name);
      return !lease || lease.holder === this.holder || lease.expiresAt <= now;
    });
  }

  #apply(worker: ReactorWorker, held: boolean, checkpoint: number | undefined, saved: number | undefined) {
    if (checkpoint !== undefined) {
      worker.position = checkpoint;
      worker.dirty = false;
      this.deps.log.info("reactor lease taken", { reactor: worker.name, holder: this.holder, position: checkpoint });
    }
    if (saved !== undefined && worker.position === saved) worker.dirty = false;
    if (!held && worker.holding) this.deps.log.info("reactor lease lost", { reactor: worker.name });
    worker.holding = held;
  }

  #wakeAll() {
    for (const worker of this.#workers) if (worker.holding) void worker.wake();
  }

  /**
   * Events each reactor has still to handle: counted from where this process has got with the ones it runs
   * (ahead of their saved checkpoints, which are written lazily), from the saved checkpoint for the others.
   */
  async lags(): Promise<{ name: string; lag: number }[]> {
    const head = await this.store.head();
    const saved = await savedCheckpoints(this.deps.db);
    return this.#workers.map((w) => ({
      name: w.name,
      lag: Math.max(0, head - (w.holding ? w.position : (saved.get(w.name) ?? 0))),
    }));
  }

  /** The reactors this process runs now. */
  held(): string[] {
    return this.#workers.filter((w) => w.holding).map((w) => w.name);
  }

  /**
   * Resolves once every reactor has handled the log up to its head as of this call. Tests use it to read the
   * outbox at the right time; it fails when this process does not hold a reactor's lease.
   */
  async settled(): Promise<void> {
    const head = await this.store.head();
    for (const worker of this.#workers) {
      if (!worker.holding) throw new Error(`reactor ${worker.name} runs in another process`);
      await worker.wake();
      if (worker.position < head)
        throw new Error(`reactor ${worker.name} stopped at ${worker.position}, before ${head}`);
    }
  }

  /** Stops the reactors after their current work, saves moved positions and hands the leases back. */
  async stop(): Promise<void> {
    if (!this.#started) return;
    clearInterval(this.#timer);
    this.#unsubscribe?.();
    await Promise.all(this.#workers.map((worker) => worker.stop()));
    await this.#renewing;
    if (!this.#workers.some((worker) => worker.holding)) return;
    await this.store.transact(async (tx) => {
      for (const worker of this.#workers) {
        if (worker.holding && worker.dirty)
          await saveCheckpoint(tx.db, worker.name, worker.reactor.version, worker.position);
        worker.holding = false;
      }
      await releaseLeases(tx.db, this.holder);
    });
  }
}
