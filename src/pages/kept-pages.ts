import type { StoredEvent } from "../../events/index.ts";
import { changedBy, EVERYTHING } from "./changes.ts";

/** What a kept page needs of its store: what it shows, and how many bytes it holds when kept. */
export interface Held {
  readonly key: string;
  /** The names of what it shows of the log (shared/kept-pages.ts), expanded. */
  readonly shows: readonly string[];
  readonly bytes: number;
}

/** A page held, and the bytes counted for it. */
interface Entry<Page> {
  page: Page;
  bytes: number;
}

/**
 * What changed while a render was under way. A render watches from before its loaders read anything to
 * after it is kept; a page whose render saw a change of something it shows is not kept, since it may show
 * the state from before the change.
 */
export class Watch {
  readonly changed = new Set<string>();
  everything = false;

  saw(shows: readonly string[]): boolean {
    return this.everything || shows.some((name) => this.changed.has(name));
  }
}

/**
 * Rendered pages held in memory while nothing they show has changed, up to a number of bytes (the least
 * recently served go first). The log drops them: every event names what it changes (src/pages/changes.ts),
 * and each page held under one of those names is dropped at once, so whatever is held reflects every event
 * announced so far. Announcements come synchronously after each commit of this process and through the
 * log's tail for every other process, which authentication waits for, so a request is never served a page
 * older than an event committed before it began.
 */
export class KeptPages<Page extends Held> {
  /** In the order they were last served: a Map keeps insertion order. */
  readonly #pages = new Map<string, Entry<Page>>();
  readonly #byShown = new Map<string, Set<Page>>();
  readonly #watches = new Set<Watch>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): Page | undefined {
    const entry = this.#pages.get(key);
    if (!entry) return undefined;
    this.#pages.delete(key);
    this.#pages.set(key, entry);
    return entry.page;
  }

  /** Starts watching for changes, before a render reads anything; `end` it once the page is kept or not. */
  watch(): Watch & { end(): void } {
    const watch = Object.assign(new Watch(), { end: () => void this.#watches.delete(watch) });
    this.#watches.add(watch);
    return watch;
  }

  /** Keeps the page unless its render saw a change of something it shows; says whether it did. */
  keep(page: Page, watch: Watch): boolean {
    const bytes = page.bytes;
    if (bytes > this.maxBytes || watch.saw(page.shows)) return false;
    const replaced = this.#pages.get(page.key);
    if (replaced) this.#drop(replaced.page);
    this.#pages.set(page.key, { page, bytes });
    for (const name of page.shows) {
      let pages = this.#byShown.get(name);
      if (!pages) this.#byShown.set(name, (pages = new Set()));
      pages.add(page);
    }
    this.#bytes += bytes;
    this.#evict();
    return true;
  }

  /** A held page grew (another encoding of it was made): counted, and the oldest go if that is too much. */
  grew(page: Page, bytes: number): void {
    const entry = this.#pages.get(page.key);
    if (entry?.page !== page) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    this.#evict();
  }

  follow(events: StoredEvent[]): void {
    for (const event of events) {
      for (const name of changedBy(event)) this.#changed(name);
    }
  }

  #changed(name: string): void {
    if (name === EVERYTHING) {
      for (const watch of this.#watches) watch.everything = true;
      for (const { page } of [...this.#pages.values()]) this.#drop(page);
      return;
    }
    for (const watch of this.#watches) watch.changed.add(name);
    const pages = this.#byShown.get(name);
    if (pages) for (const page of [...pages]) this.#drop(page);
  }

  #evict(): void {
    for (const { page } of this.#pages.values()) {
      if (this.#bytes <= this.maxBytes) return;
      this.#drop(page);
    }
  }

  #drop(page: Page): void {
    const entry = this.#pages.get(page.key);
    if (entry?.page !== page) return;
    this.#pages.delete(page.key);
    this.#bytes -= entry.bytes;
    for (const name of page.shows) {
      const pages = this.#byShown.get(name);
      pages?.delete(page);
      if (pages?.size === 0) this.#byShown.delete(name);
    }
  }
}
