import type { Upcaster } from "../events/upcast.ts";

/**
 * Upcasting (events/upcast.ts): events logged in an older shape of their type are handed to readers in the
 * current one. The log keeps what was written; every read of it goes through here (`openLogged`,
 * store/catalogue.ts), after the sealed fields are opened, so an upcaster sees the fields as they were named.
 */
export class Upcasting {
  readonly #upcasters: Map<string, Upcaster>;

  constructor(upcasters: [string, Upcaster][]) {
    this.#upcasters = new Map(upcasters);
  }

  /** The events in their current shape; `events` itself when none needed changing (most pages). */
  upcast<E extends { type: string; data: unknown }>(events: E[]): E[] {
    let changed: E[] | undefined;
    for (const [i, event] of events.entries()) {
      const upcaster = this.#upcasters.get(event.type);
      if (!upcaster) continue;
      const data = upcaster(event.data as Record<string, unknown>);
      if (data === event.data) continue;
      changed ??= [...events];
      changed[i] = { ...event, data };
    }
    return changed ?? events;
  }
}
