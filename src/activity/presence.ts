import type { Log } from "../log.ts";
import type { Clock } from "../../shared/clock.ts";
import { activityDue } from "./due.ts";

/** A user seen acting at `at` (an ISO time). */
export interface Sighting {
  userId: number;
  at: string;
}

/** Appends the sightings it is given (in one transaction) and answers those it recorded. */
export type RecordSightings = (sightings: Sighting[]) => Promise<Sighting[]>;

const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * Who was seen when, in this process's memory. A request only notes the time here — it never appends and
 * never waits for the write lock. A sighting that is due (src/activity/due.ts) waits for the next flush,
 * which records every due one in one transaction, so a user costs at most one event per 5 minutes.
 * `lastSeen` is the live answer for "online / last active" in this process; the database's `last_active`
 * is the same to within 5 minutes, across processes.
 */
export class Presence {
  readonly #lastSeen = new Map<number, number>();
  /** The latest recorded activity this process knows of, from the account row or its own flushes. */
  readonly #recorded = new Map<number, string>();
  /** Sightings waiting for the flush: the first due one of each user (its time starts the day, or the window). */
  #due = new Map<number, string>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #flushing: Promise<void> | undefined;
  #forgottenAt = 0;

  constructor(
    private readonly record: RecordSightings,
    private readonly clock: Clock,
    private readonly log: Log,
  ) {}

  /** Notes that `user` acts now; `lastActive` is what the account row says was last recorded. */
  seen(user: { id: number; lastActive: string | null }): void {
    const now = this.clock.now();
    this.#lastSeen.set(user.id, now.getTime());
    if (this.#due.has(user.id)) return;
    const known = this.#recorded.get(user.id);
    const lastRecorded = known && (!user.lastActive || known > user.lastActive) ? known : user.lastActive;
    if (activityDue(lastRecorded, now)) this.#due.set(user.id, now.toISOString());
  }

  /** When this process last saw the user act, if it has in the past day. */
  lastSeen(userId: number): Date | undefined {
    const at = this.#lastSeen.get(userId);
    return at === undefined ? undefined : new Date(at);
  }

  start(intervalMs: number) {
    this.#timer = setInterval(() => void this.flush(), intervalMs);
  }

  /** Records what is due; takes the write lock only when something is. */
  flush(): Promise<void> {
    this.#flushing ??= this.#flushOnce().finally(() => (this.#flushing = undefined));
    return this.#flushing;
  }

  /** Stops the timer and records what is still due, before the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  async #flushOnce(): Promise<void> {
    this.#forgetOld();
    if (this.#due.size === 0) return;
    const due = this.#due;
    this.#due = new Map();
    try {
      const recorded = await this.record([...due].map(([userId, at]) => ({ userId, at })));
      for (const { userId, at } of recorded) this.#recorded.set(userId, at);
    } catch (error) {
      // Tried again at the next flush; a sighting noted meanwhile is later, so the earlier one is kept.
      for (const [userId, at] of due) this.#due.set(userId, at);
      this.log.error("recording activity failed", { users: due.size, error: String(error) });
    }
  }

  /** Once an hour, forgets who has not been seen for a day: the database answers for them. */
  #forgetOld() {
    const now = this.clock.now().getTime();
    if (now - this.#forgottenAt < 60 * 60_000) return;
    this.#forgottenAt = now;
    for (const [userId, at] of this.#lastSeen) {
      if (now - at < FORGET_AFTER_MS) continue;
      this.#lastSeen.delete(userId);
      this.#recorded.delete(userId);
    }
  }
}
