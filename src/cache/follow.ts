import type { StoredEvent } from "../../events/index.ts";
import type { Store } from "../../store/store.ts";
import type { LogTail } from "../../store/tail.ts";

/**
 * Calls `listener` with new events of the log: at once, synchronously, for this process's own appends (so a
 * read right after a write sees it), and through the tail for every process's (within its poll interval).
 * Own events thus arrive twice; listeners only drop cached state, which is harmless to repeat.
 */
export function followLog(store: Store, tail: LogTail, listener: (events: StoredEvent[]) => void): void {
  store.onAppend(listener);
  tail.subscribe(listener);
}
