import { createContext } from "react";

/**
 * On the server: the moment a page is rendered at, which every time it shows is told against, and how
 * long what it says about time stays true. A page kept rendered (src/pages) is served only until then.
 * Absent in the browser, where times are told against the clock as it runs.
 */
export class RenderTime {
  #validUntil = Number.POSITIVE_INFINITY;
  #told = 0;

  constructor(readonly now: Date) {}

  get validUntil(): number {
    return this.#validUntil;
  }

  /** How many things on the page told the time. */
  get told(): number {
    return this.#told;
  }

  /** Something shown reads the same until `time` (milliseconds since the epoch), and differently from then. */
  changesAt(time: number): void {
    this.#told++;
    if (time < this.#validUntil) this.#validUntil = time;
  }
}

export const RenderTimeContext = createContext<RenderTime | null>(null);
