/** Where "now" comes from, so tests can move time (token expiry, cooldowns, rate limits). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves by hand. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start = Date.parse("2026-01-01T12:00:00Z")) {
    this.#now = start;
  }
  now() {
    return new Date(this.#now);
  }
  advance(ms: number) {
    this.#now += ms;
  }
}
