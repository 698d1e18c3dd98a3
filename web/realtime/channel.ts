import { realtimeChannel, type RealtimeEvents } from "../../shared/api/realtime.ts";
import { reportReached, reportStreamLost } from "../api/connection.ts";

/**
 * The tab's one stream of the person's realtime channel (`GET /api/realtime`, API.md "Realtime channel"),
 * shared by every screen that listens: opened with the first listener, closed with the last. EventSource
 * reconnects by itself and sends `Last-Event-ID`, so what was missed meanwhile still arrives. It gives up
 * on an answer that is not a stream (429 when the account or the network holds too many, 401, 5xx): then
 * this opens it again later. And when the server closed it as the oldest of too many (`superseded`), it
 * waits until the tab is looked at again, so tabs left in the background do not take turns pushing each
 * other out.
 */
const path = realtimeChannel.path;
/** The first wait after the server refused the stream; doubled on each refusal in a row, up to the longest. */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** What a screen may listen to: each delivery of the contract's map, and `open` (no data) from the channel itself. */
type Heard = RealtimeEvents & { open: null };
export type ChannelEvent = keyof Heard;
type Listener = (data: unknown) => void;

let source: EventSource | null = null;
/** Closed by the server or refused, and waiting to open again (a timer, or the tab being looked at). */
let waiting = false;
let refusals = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Map<string, Set<Listener>>();
/** The event names listened to on the current EventSource. */
const attached = new Set<string>();

function connect() {
  stopWaiting();
  source = new EventSource(path, { withCredentials: true });
  attached.clear();
  // After a reconnect, screens reload what they show: whatever the stream resumed, a list may be stale.
  source.addEventListener("open", () => {
    refusals = 0;
    reportReached();
    dispatch("open", null);
  });
  // The server says too much was missed to replay: the same reload.
  source.addEventListener("resync", () => dispatch("open", null));
  source.addEventListener("superseded", () => {
    disconnect();
    waitToBeSeen();
  });
  source.addEventListener("error", () => {
    reportStreamLost();
    // CONNECTING: EventSource retries by itself. CLOSED: it has given up, so this tries again later.
    if (source?.readyState !== EventSource.CLOSED) return;
    disconnect();
    retryLater();
  });
  for (const event of listeners.keys()) attach(source, event);
}

function disconnect() {
  source?.close();
  source = null;
}

function retryLater() {
  waiting = true;
  const wait = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** refusals);
  refusals += 1;
  // Spread out, so tabs refused together do not come back together.
  retryTimer = setTimeout(connect, wait * (0.75 + Math.random() / 2));
}

/** The tab being used opens its stream again at once (the oldest other one gives way); another waits to be. */
function waitToBeSeen() {
  waiting = true;
  if (document.hasFocus()) return connect();
  window.addEventListener("focus", seen);
  document.addEventListener("visibilitychange", seen);
}

function seen() {
  if (document.visibilityState === "visible") connect();
}

function stopWaiting() {
  waiting = false;
  clearTimeout(retryTimer);
  window.removeEventListener("focus", seen);
  document.removeEventListener("visibilitychange", seen);
}

/** Each event name is listened to on the EventSource once, and fanned out here. */
function attach(stream: EventSource, event: string) {
  if (event === "open" || attached.has(event)) return;
  attached.add(event);
  stream.addEventListener(event, (message) => {
    let data: unknown;
    try {
      data = JSON.parse((message as MessageEvent<string>).data);
    } catch {
      return;
    }
    dispatch(event, data);
  });
}

function dispatch(event: string, data: unknown) {
  for (const listener of listeners.get(event) ?? []) listener(data);
}

/**
 * Calls `listener` with the parsed data of each `event` on the channel (`open`: the stream (re)connected, or
 * missed too much: reload what is shown).
 * Returns the way to stop listening.
 */
export function listen<E extends ChannelEvent>(event: E, listener: (data: Heard[E]) => void): () => void {
  if (typeof EventSource === "undefined") return () => {};
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  // The one place the stream's JSON meets its type: the server sends each event's data as the same map declares.
  const heard = listener as Listener;
  set.add(heard);
  if (source) attach(source, event);
  if (!source && !waiting) connect();
  return () => {
    set.delete(heard);
    if (set.size === 0) listeners.delete(event);
    if (listeners.size === 0) {
      disconnect();
      stopWaiting();
      refusals = 0;
    }
  };
}
