import { useSyncExternalStore } from "react";
import { relativeAge } from "./relativeAge.ts";

/**
 * "5 minutes ago", kept current while the page is open: one shared timer for every time on the page, and
 * only while any is shown. The exact date and time is in the tooltip and the machine-readable attribute.
 * The server's text may be a second older than the browser's, so hydration accepts the difference.
 */
export function RelativeTime({ at }: { at: string }) {
  useSyncExternalStore(subscribe, tick, tick);
  return (
    <time dateTime={at} title={new Date(at).toLocaleString("en-GB")} suppressHydrationWarning>
      {relativeAge(at)}
    </time>
  );
}

let ticks = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  return ticks;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    ticks += 1;
    for (const l of listeners) l();
  }, 30_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}
