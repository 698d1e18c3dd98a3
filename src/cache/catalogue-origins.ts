import type { Db } from "../../store/db.ts";
import { externalGameAddresses } from "../../projections/games.queries.ts";
import { externalVideoAddresses } from "../../projections/videos.queries.ts";
import { externalOrigin } from "../games/embed.ts";
import type { Change } from "./changes.ts";

/** The other hosts the catalogue needs in the pages' CSP: where its frames and its images come from. */
export interface CatalogueOrigins {
  frames: string[];
  images: string[];
}

/**
 * The origins of the games and videos hosted elsewhere, cached because every page's CSP names them: read
 * again when the catalogue changes (src/cache/changes.ts; from this process at once, from others via the
 * tail). Exactly
 * those origins, so a page may frame no host the catalogue does not list.
 */
export class CatalogueOriginsCache {
  #current: CatalogueOrigins = { frames: [], images: [] };
  #loading: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  get current(): CatalogueOrigins {
    return this.#current;
  }

  /** Reads the origins again; loads run one after another, so the newest read is the one cached. */
  load(): Promise<void> {
    this.#loading = this.#loading.then(() => this.#read()).catch(() => undefined);
    return this.#loading;
  }

  follow(changes: Change[]): void {
    if (changes.some((change) => change.kind === "catalogue" || change.kind === "everything")) void this.load();
  }

  async #read() {
    const [games, videos] = await Promise.all([externalGameAddresses(this.db), externalVideoAddresses(this.db)]);
    this.#current = {
      frames: originsOf([...games.map((g) => g.url), ...videos.map((v) => v.url)]),
      images: originsOf([...games.map((g) => g.image), ...videos.map((v) => v.poster)]),
    };
  }
}

function originsOf(urls: string[]): string[] {
  return [...new Set(urls.map(externalOrigin).filter((origin): origin is string => origin !== null))].sort();
}
