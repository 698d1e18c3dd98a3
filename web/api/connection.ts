import { useSyncExternalStore } from "react";

/**
 * Whether this page can reach the server, told from every sign it has: the browser's own `navigator.onLine`
 * and its `online`/`offline` events, calls that failed on the network (never an HTTP answer: a 500 is the
 * server reached), and the realtime stream dropping. While not connected it probes `GET /healthz` with a
 * growing wait, so the return is noticed even when nothing else calls; the first answer from the server
 * (a probe, a call, the stream opening) makes it connected again and wakes whoever waits for that.
 *
 * - `online`: reached, as far as the page knows.
 * - `offline`: the browser says it has no network.
 * - `unreachable`: the network is up, the server does not answer.
 */
export type ConnectionState = "online" | "offline" | "unreachable";

const FIRST_PROBE_MS = 1_000;
const LONGEST_PROBE_MS = 30_000;

let state: ConnectionState = "online";
let probes = 0;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probing = false;
let watching = false;
const listeners = new Set<() => void>();
const whenBack = new Set<() => void>();

function set(next: ConnectionState) {
  if (next === state) return;
  const wasDown = state !== "online";
  state = next;
  for (const listener of listeners) listener();
  if (next === "online" && wasDown) {
    const waiting = [...whenBack];
    whenBack.clear();
    for (const resume of waiting) resume();
  }
}

/** The browser says it lost the network, or something failed to reach the server: not connected, and probing. */
function down(kind: ConnectionState) {
  watch();
  set(kind);
  scheduleProbe(0);
}

/** A call was answered (any status), or the stream opened: the server is reached. */
export function reportReached() {
  // An answer to a call sent before the network went is no sign it is back: the browser says when it is.
  if (state === "online" || (typeof navigator !== "undefined" && !navigator.onLine)) return;
  stopProbing();
  set("online");
}

/** A call never reached the server (a network error, not an HTTP answer). */
export function reportUnreachable() {
  if (typeof window === "undefined") return;
  down(navigator.onLine ? "unreachable" : "offline");
}

/** The realtime stream dropped: it may only be a restart, so the probe decides. */
export function reportStreamLost() {
  if (typeof window === "undefined" || state !== "online") return;
  watch();
  scheduleProbe(0);
}

function scheduleProbe(wait: number) {
  if (probing || probeTimer !== undefined) return;
  probeTimer = setTimeout(probe, wait);
}

async function probe() {
  probeTimer = undefined;
  probing = true;
  let reached = false;
  try {
    const response = await fetch("/healthz", { cache: "no-store", credentials: "omit" });
    // A 503 from /healthz is the server answering that its database does not: still out of reach for the page.
    reached = response.ok;
  } catch {
    reached = false;
  }
  probing = false;
  if (reached) return reportReached();
  set(navigator.onLine ? "unreachable" : "offline");
  const wait = Math.min(LONGEST_PROBE_MS, FIRST_PROBE_MS * 2 ** probes);
  probes += 1;
  scheduleProbe(wait * (0.75 + Math.random() / 2));
}

function stopProbing() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probes = 0;
}

/** The browser's own events, listened to once, from the first component or report that cares. */
function watch() {
  if (watching || typeof window === "undefined") return;
  watching = true;
  window.addEventListener("offline", () => down("offline"));
  // The network is back: the server may still not be; ask it at once rather than at the next backoff.
  window.addEventListener("online", () => {
    stopProbing();
    scheduleProbe(0);
  });
  if (!navigator.onLine) down("offline");
}

export function connectionState(): ConnectionState {
  return state;
}

/** Calls `resume` once, the next time the server is reached after being out of reach (at once if it is). */
export function whenReconnected(resume: () => void): () => void {
  if (state === "online") {
    resume();
    return () => {};
  }
  whenBack.add(resume);
  return () => whenBack.delete(resume);
}

function subscribe(listener: () => void) {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The connection state, live; `online` on the server and while hydrating, so the first render matches. */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribe, connectionState, () => "online");
}
