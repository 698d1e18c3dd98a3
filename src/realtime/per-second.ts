/**
 * At most `limit` admitted per key in any second (a sliding window over the last admissions' times), kept
 * in memory: for ephemeral traffic such as zone movement, where a limit in the database would cost a write
 * per message. Each process keeps its own, so behind a load balancer the real limit is this per process.
 */
export class PerSecond {
  readonly #admitted = new Map<number, number[]>();

  constructor(private readonly limit: number) {}

  /** Whether one more for `key` at `now` (ms) stays within the limit; if so it is counted. */
  admit(key: number, now: number): boolean {
    const recent = (this.#admitted.get(key) ?? []).filter((at) => at > now - 1000);
    if (recent.length >= this.limit) {
      this.#admitted.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#admitted.set(key, recent);
    return true;
  }

  /** Drops keys with nothing in the last second, so the map holds only people sending now. */
  prune(now: number) {
    for (const [key, times] of this.#admitted) if (times.every((at) => at <= now - 1000)) this.#admitted.delete(key);
  }
}
