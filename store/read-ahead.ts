import type { StoredEvent } from "../events/index.ts";
import { UPCASTING } from "./catalogue.ts";

/** What the main thread tells the read-ahead thread to start with. */
export interface ReadAheadStart {
  /** A local file's URL: the thread opens its own connection to it. */
  url: string;
  after: number;
  pageSize: number;
  /** Pages read before the replay has taken them, at most. */
  ahead: number;
}

/** A page of the log with its sealed fields opened, as JSON text; `end`: the log's head was reached. */
export type ReadAheadPage = { text: string; end: boolean } | { error: string };

/**
 * Events per page read ahead. Pages of 5,000 (the rebuild's largest batch) left a replay of 200,000 events
 * at 280–300 MB resident against 205 without the thread: the thread's heap kept their texts; with 1,000 it
 * stays at the latter.
 */
const PAGE_SIZE = 1000;
/** Pages read before the replay takes them: a largest batch and one more, so no batch waits for its reads. */
const AHEAD = 6;

/**
 * The log read ahead by a worker thread while a replay applies what was read before (the replay has one
 * CPU busy with SQLite's inserts; the machine has another): the thread runs the query and opens the sealed
 * fields, the main thread only parses the page's text and upcasts what was logged in an older shape
 * (store/upcast.ts: the thread loads no catalogue). `read` hands the events over in log order, in the
 * sizes asked for; after the page that reached the log's head it returns what is left, then nothing.
 */
export class ReadAhead {
  readonly #worker: Worker;
  readonly #pages: ReadAheadPage[] = [];
  #waiting: (() => void) | undefined;
  #events: StoredEvent[] = [];
  #ended = false;

  constructor(url: string, after: number) {
    this.#worker = new Worker(new URL("./read-ahead-worker.ts", import.meta.url).href, { smol: true });
    this.#worker.onmessage = (message: MessageEvent<ReadAheadPage>) => {
      this.#pages.push(message.data);
      this.#waiting?.();
    };
    this.#worker.onerror = (event) => {
      this.#pages.push({ error: event.message });
      this.#waiting?.();
    };
    const start: ReadAheadStart = { url, after, pageSize: PAGE_SIZE, ahead: AHEAD };
    this.#worker.postMessage(start);
  }

  /** The next `limit` events (fewer at the log's head). */
  async read(limit: number): Promise<StoredEvent[]> {
    while (this.#events.length < limit && !this.#ended) await this.#takePage();
    const taken = this.#events.length <= limit ? this.#events : this.#events.slice(0, limit);
    this.#events = this.#events.length <= limit ? [] : this.#events.slice(limit);
    return taken;
  }

  close() {
    this.#worker.terminate();
  }

  async #takePage() {
    while (this.#pages.length === 0) await new Promise<void>((resolve) => (this.#waiting = resolve));
    const page = this.#pages.shift()!;
    if ("error" in page) throw new Error(`the replay's read-ahead failed: ${page.error}`);
    this.#worker.postMessage("taken");
    const events = UPCASTING.upcast(JSON.parse(page.text) as StoredEvent[]);
    this.#events = this.#events.length === 0 ? events : this.#events.concat(events);
    this.#ended = page.end;
  }
}
