/**
 * At most `limit` admitted per key within any `windowMs` (a sliding window over the last admissions' times),
 * kept in memory: for ephemeral traffic such as zone movement or opening realtime streams, where a limit in
 * the database would cost a write per message. Each process keeps its own, so behind a load balancer the
 * real limit is this per process.
 */
export class RecentLimit {
  readonly #admitted = new Map<number, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 1000,
  ) {}

  /** Whether one more for `key` at `now` (ms) stays within the limit; if so it is counted. */
  admit(key: number, now: number): boolean {
    const recent = (this.#admitted.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.#admitted.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#admitted.set(key, recent);
    return true;
  }

  /** How long until `key` may be admitted again (0: now). */
  waitMs(key: number, now: number): number {
    const recent = (this.#admitted.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + this.windowMs - now;
  }

  /** Drops keys with nothing in the window, so the map holds only people sending now. */
  prune(now: number) {
    for (const [key, times] of this.#admitted)
      if (times.every((at) => at <= now - this.windowMs)) this.#admitted.delete(key);
  }
}
