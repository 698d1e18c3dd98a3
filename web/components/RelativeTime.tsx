import { useContext, useSyncExternalStore } from "react";
import { relativeAge, relativeAgeChangesAt } from "./relativeAge.ts";
import { RenderTimeContext } from "./renderTime.ts";

/**
 * "5 minutes ago", kept current while the page is open: one shared timer for every time on the page, and
 * only while any is shown. The exact date and time is in the tooltip and the machine-readable attribute.
 * The server's text may be a second older than the browser's, so hydration accepts the difference. On the
 * server every time of a page is told against the moment of its render, which learns when the text changes.
 */
export function RelativeTime({ at }: { at: string }) {
  useSyncExternalStore(subscribe, tick, tick);
  const rendering = useContext(RenderTimeContext);
  const now = rendering?.now ?? new Date();
  rendering?.changesAt(relativeAgeChangesAt(at, now));
  return (
    <time dateTime={at} title={exact.format(new Date(at))} suppressHydrationWarning>
      {relativeAge(at, now)}
    </time>
  );
}

/**
 * `toLocaleString("en-GB")`'s very text ("23/11/2026, 12:08:25"), from one formatter: the method builds a
 * formatter on each call, which cost the server a few percent of a feed page.
 */
const exact = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

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
