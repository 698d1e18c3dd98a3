import { type Change, nameOf } from "../changes.ts";
import { BytesLru } from "../bytes-lru.ts";

/** What a cached page needs of its cache: what it shows, and how many bytes it takes. */
export interface Cacheable {
  readonly key: string;
  /** The names of what it shows of the log (shared/cached-pages.ts), expanded. */
  readonly shows: readonly string[];
  readonly bytes: number;
}

/**
 * What changed while a render was under way. A render watches from before its loaders read anything to
 * after it is cached; a page whose render saw a change of something it shows is not cached, since it may
 * show the state from before the change.
 */
export class Watch {
  readonly changed = new Set<string>();
  everything = false;

  saw(shows: readonly string[]): boolean {
    return this.everything || shows.some((name) => this.changed.has(name));
  }
}

/**
 * Rendered pages cached while nothing they show has changed, up to a number of bytes (the least recently
 * served go first). The log drops them: every event says what it changes (src/cache/changes.ts), and each
 * page cached under the name of one of those changes is dropped at once, so whatever is cached reflects
 * every event announced so far. Announcements come synchronously after each commit of this process and
 * through the log's tail for every other process, which authentication waits for, so a request is never
 * served a page older than an event committed before it began.
 */
export class PageCache<Page extends Cacheable> {
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

  /** Starts watching for changes, before a render reads anything; `end` it once the page is cached or not. */
  watch(): Watch & { end(): void } {
    const watch = Object.assign(new Watch(), { end: () => void this.#watches.delete(watch) });
    this.#watches.add(watch);
    return watch;
  }

  /** Caches the page unless its render saw a change of something it shows; says whether it did. */
  keep(page: Page, watch: Watch): boolean {
    if (watch.saw(page.shows) || !this.#pages.set(page.key, page, page.bytes)) return false;
    for (const name of page.shows) {
      let pages = this.#byShown.get(name);
      if (!pages) this.#byShown.set(name, (pages = new Set()));
      pages.add(page);
    }
    return true;
  }

  /** A cached page grew (another encoding of it was made): counted, and the oldest go if that is too much. */
  grew(page: Page, bytes: number): void {
    if (this.#pages.peek(page.key) === page) this.#pages.grow(page.key, bytes);
  }

  follow(changes: Change[]): void {
    for (const change of changes) {
      if (change.kind === "everything") this.#changedEverything();
      else this.#changed(nameOf(change));
    }
  }

  #changedEverything(): void {
    for (const watch of this.#watches) watch.everything = true;
    for (const page of this.#pages.values()) this.#drop(page);
  }

  #changed(name: string): void {
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
