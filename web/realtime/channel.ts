import { realtimeChannel } from "../../shared/api/realtime.ts";

/**
 * The tab's one stream of the person's realtime channel (`GET /api/realtime`, API.md "Realtime channel"),
 * shared by every screen that listens: opened with the first listener, closed with the last. EventSource
 * reconnects by itself and sends `Last-Event-ID`, so what was missed meanwhile still arrives.
 */
const path = realtimeChannel.path;

type Listener = (data: unknown) => void;

let source: EventSource | null = null;
const listeners = new Map<string, Set<Listener>>();
/** Each event name is listened to on the EventSource once, and fanned out here. */
const attached = new Set<string>();

function open(): EventSource {
  if (source) return source;
  source = new EventSource(path, { withCredentials: true });
  attached.clear();
  // After a reconnect, screens reload what they show: whatever the stream resumed, a list may be stale.
  source.addEventListener("open", () => dispatch("open", null));
  // The server says too much was missed to replay: the same reload.
  source.addEventListener("resync", () => dispatch("open", null));
  return source;
}

function dispatch(event: string, data: unknown) {
  for (const listener of listeners.get(event) ?? []) listener(data);
}

/**
 * Calls `listener` with the parsed data of each `event` on the channel (`open`: the stream (re)connected, or
 * missed too much: reload what is shown).
 * Returns the way to stop listening.
 */
export function listen(event: string, listener: Listener): () => void {
  if (typeof EventSource === "undefined") return () => {};
  const stream = open();
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  set.add(listener);
  if (event !== "open" && !attached.has(event)) {
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
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(event);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}
