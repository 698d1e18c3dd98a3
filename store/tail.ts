import type { Store } from "./store.ts";
import type { StoredEvent } from "../events/index.ts";

export type TailListener = (events: StoredEvent[]) => void;

/** Events read at a time. */
const PAGE = 500;

/**
 * Follows the log by position, in order, whichever process appended: woken at once by this process's own
 * appends and polling for everyone else's. Several server processes on one database stay consistent this
 * way with no broker between them. Realtime channels and in-memory caches listen here.
 */
export class LogTail {
  readonly #listeners = new Set<TailListener>();
  readonly #alongside = new Set<() => void>();
  #position = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  #reading: Promise<void> | undefined;
  #again = false;
  #unsubscribe: (() => void) | undefined;
  #stopped = false;
  #nextSync: Promise<void> | undefined;

  constructor(
    private readonly store: Store,
    private readonly intervalMs = 250,
  ) {}

  get position() {
    return this.#position;
  }

  async start() {
    this.#position = await this.store.head();
    this.#unsubscribe = this.store.onAppend((appended) => this.#appended(appended));
    this.#timer = setInterval(() => {
      void this.poll();
      for (const poll of this.#alongside) poll();
    }, this.intervalMs);
  }

  /** Stops following; resolves once a read under way has finished, so the database can close after it. */
  async stop() {
    clearInterval(this.#timer);
    this.#unsubscribe?.();
    this.#stopped = true;
    await this.#reading;
  }

  /**
   * Runs `poll` on each of the tail's timed polls, in the same wake-up: another reader of what other
   * processes write (the realtime relay's signals) at the tail's pace. An idle server woke once per read
   * for each, and a wake-up costs far more than the read (about 1.5 ms of CPU for each of the two polls,
   * four times a second, against some 40 µs for the query on a busy process).
   */
  pollAlongside(poll: () => void): () => void {
    this.#alongside.add(poll);
    return () => this.#alongside.delete(poll);
  }

  subscribe(listener: TailListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Resolves once the tail has read every event committed before this call, by any process: a read of the
   * log's head that starts after the call, then the events up to it. Authentication waits for it, so a
   * session ended or an account blocked by another process is refused from the next request on. The head
   * is read once the event loop has taken in what it has at hand (`setImmediate`), and every call made until
   * that read begins shares it: one query serves the requests of a loop turn. (Started at once, each read
   * finished within its request's own turn — the local driver answers synchronously — and the busy server
   * read the head once per request: a quarter of an uncached API read's CPU.)
   */
  fresh(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    this.#nextSync ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Callers from here on need a read that starts after them: the next one.
      this.#nextSync = undefined;
      return this.#catchUp();
    });
    return this.#nextSync;
  }

  async #catchUp() {
    const head = await this.store.head();
    while (this.#position < head && !this.#stopped) await this.poll();
  }

  /** Reads what is new; a poke while a read is under way makes it read once more afterwards. */
  poll(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#reading) {
      this.#again = true;
      return this.#reading;
    }
    this.#reading = this.#readAll().finally(() => {
      this.#reading = undefined;
      if (this.#again && !this.#stopped) {
        this.#again = false;
        void this.poll();
      }
    });
    return this.#reading;
  }

  /**
   * This process's own appends, announced by the store after their commit: handed on as they are, not read
   * back, when they follow right after what the tail has handed on and no read is under way (so nothing of
   * another process's can lie between); read from the log otherwise. On a libSQL server they are always
   * read: a listener that reloads what it holds must not do so before this process's reads (perhaps from a
   * replica) can see the events, and the read back comes only once they can.
   */
  #appended(appended: StoredEvent[]) {
    if (this.#stopped) return;
    const followsOn = appended[0]?.position === this.#position + 1;
    if (!this.store.readsOwnWrites || this.#reading || !followsOn) return void this.poll();
    this.#handOn(appended);
  }

  async #readAll() {
    for (;;) {
      const events = await this.store.readFrom(this.#position, PAGE);
      if (events.length === 0) return;
      this.#handOn(events);
      // A short page ends at the head this read saw: no second read to find nothing (one per append, on a
      // path every message takes). What is appended from now on pokes the tail again (`#again`, the timer).
      if (events.length < PAGE) return;
    }
  }

  #handOn(events: StoredEvent[]) {
    this.#position = events.at(-1)!.position;
    for (const listener of this.#listeners) {
      try {
        listener(events);
      } catch {
        // One failing listener must not stop the others or the tail.
      }
    }
  }
}
