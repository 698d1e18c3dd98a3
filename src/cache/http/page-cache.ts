import type { StoredEvent } from "../../../events/index.ts";
import { changedBy, EVERYTHING } from "../changes.ts";
import { BytesLru } from "../bytes-lru.ts";

/** What a kept page needs of its store: what it shows, and how many bytes it holds when kept. */
export interface Held {
  readonly key: string;
  /** The names of what it shows of the log (shared/cached-pages.ts), expanded. */
  readonly shows: readonly string[];
  readonly bytes: number;
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
 * recently served go first). The log drops them: every event names what it changes (src/cache/changes.ts),
 * and each page held under one of those names is dropped at once, so whatever is held reflects every event
 * announced so far. Announcements come synchronously after each commit of this process and through the
 * log's tail for every other process, which authentication waits for, so a request is never served a page
 * older than an event committed before it began.
 */
export class KeptPages<Page extends Held> {
  readonly #pages: BytesLru<string, Page>;
  readonly #byShown = new Map<string, Set<Page>>();
  readonly #watches = new Set<Watch>();

  constructor(readonly maxBytes: number) {
    this.#pages = new BytesLru(maxBytes, (_, page) => this.#unindex(page));
  }

  get bytes(): number {
    return this.#pages.bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): Page | undefined {
    return this.#pages.get(key);
  }

  /** Starts watching for changes, before a render reads anything; `end` it once the page is kept or not. */
  watch(): Watch & { end(): void } {
    const watch = Object.assign(new Watch(), { end: () => void this.#watches.delete(watch) });
    this.#watches.add(watch);
    return watch;
  }

  /** Keeps the page unless its render saw a change of something it shows; says whether it did. */
  keep(page: Page, watch: Watch): boolean {
    if (watch.saw(page.shows) || !this.#pages.set(page.key, page, page.bytes)) return false;
    for (const name of page.shows) {
      let pages = this.#byShown.get(name);
      if (!pages) this.#byShown.set(name, (pages = new Set()));
      pages.add(page);
    }
    return true;
  }

  /** A held page grew (another encoding of it was made): counted, and the oldest go if that is too much. */
  grew(page: Page, bytes: number): void {
    if (this.#pages.peek(page.key) === page) this.#pages.grow(page.key, bytes);
  }

  follow(events: StoredEvent[]): void {
    for (const event of events) {
      for (const name of changedBy(event)) this.#changed(name);
    }
  }

  #changed(name: string): void {
    if (name === EVERYTHING) {
      for (const watch of this.#watches) watch.everything = true;
      for (const page of this.#pages.values()) this.#drop(page);
      return;
    }
    for (const watch of this.#watches) watch.changed.add(name);
    const pages = this.#byShown.get(name);
    if (pages) for (const page of [...pages]) this.#drop(page);
  }

  #drop(page: Page): void {
    if (this.#pages.peek(page.key) === page) this.#pages.delete(page.key);
  }

  /** A page left (dropped, replaced or evicted): it is no longer found by what it shows. */
  #unindex(page: Page): void {
    for (const name of page.shows) {
      const pages = this.#byShown.get(name);
      pages?.delete(page);
      if (pages?.size === 0) this.#byShown.delete(name);
    }
  }
}
