import { useSyncExternalStore } from "react";
import { relativeAge } from "./relativeAge.ts";

/**
 * "5 minutes ago", kept current while the page is open: one shared timer for every time on the page, and
 * only while any is shown. The server writes the date itself ("2026-11-23 12:08 UTC"), which reads the same
 * whenever it is served, so a page cached on the server never depends on the clock (src/cache/README.md);
 * the browser tells the age once the page is hydrated, and at once on a page it renders itself. The exact
 * date and time in the reader's zone is in the tooltip, the machine-readable one in `dateTime`.
 */
export function RelativeTime({ at }: { at: string }) {
  const hydrated = useSyncExternalStore(subscribe, tick, beforeHydration) !== NOT_YET;
  return (
    // The tooltip is in the zone of whoever renders it: the server's may differ from the browser's.
    <time dateTime={at} title={exact.format(new Date(at))} suppressHydrationWarning>
      {hydrated ? relativeAge(at) : absoluteDate(at)}
    </time>
  );
}

/** The date and minute in UTC, from the ISO text alone: the same on the server and the browser, whatever their zone or ICU. */
export function absoluteDate(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
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

/** The snapshot on the server and while the browser hydrates the server's markup. */
const NOT_YET = -1;
let ticks = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  return ticks;
}

function beforeHydration() {
  return NOT_YET;
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
