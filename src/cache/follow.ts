import type { Store } from "../../store/store.ts";
import type { LogTail } from "../../store/tail.ts";
import { type Change, changesOf } from "./changes.ts";

/**
 * Calls `listener` with what new events of the log change (src/cache/changes.ts): at once, synchronously,
 * for this process's own appends (so a read right after a write sees it), and through the tail for every
 * process's (within its poll interval). Own events thus arrive twice; caches only drop or overwrite what
 * they hold with what the event says, which is harmless to repeat.
 */
export function followChanges(store: Store, tail: LogTail, listener: (changes: Change[]) => void): void {
  const follow = (events: Parameters<typeof changesOf>[0]) => {
    const changes = changesOf(events);
    if (changes.length > 0) listener(changes);
  };
  store.onAppend(follow);
  tail.subscribe(follow);
}
