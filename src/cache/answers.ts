import { createHash } from "node:crypto";

/**
 * An API answer as it is sent: its JSON gzipped, and the tag a conditional request names it by. Only the
 * gzip is held (a feed page's 7 KB of JSON is 1 KB of it): browsers all take gzip, and the rare client that
 * does not gets it unpacked.
 */
export interface KeptAnswer {
  gzip: Uint8Array<ArrayBuffer>;
  /** A weak tag (the gzipped and the plain bytes are the same JSON), from the JSON's own bytes. */
  etag: string;
}

/** Where an answer is kept, and the version of what it shows: the answer stands while the version does. */
export interface AnswerSource {
  key: string;
  version: unknown;
}

interface Entry extends KeptAnswer {
  /** What the answer was made from, compared by identity: it stands while its source says the same. */
  version: unknown;
  bytes: number;
}

/** What an entry costs beside its gzip: the key, the entry and the map's slot, roughly. */
const ENTRY_OVERHEAD = 200;

/**
 * Answers kept as bytes, so that asking again costs neither serialising nor compressing. Each is kept with
 * the version of what it shows (the caller's value, such as the posts cache's generation) and served only
 * while that version is still current; memory is bounded by bytes, the least recently used going first.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The bytes held now, keys and entries included. */
  get bytes() {
    return this.#bytes;
  }

  /** The answer kept under `key` if it was made from `version`; an answer of an older version is dropped. */
  get(key: string, version: unknown): KeptAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== version) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    // Last in the map's order is the most recently used: the oldest is dropped first.
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps the answer `json` made from `version` (taken before the answer was made, so that a change made
   * meanwhile leaves it already outdated) and returns it. gzip at its default level: made once, sent often.
   */
  keep(key: string, version: unknown, json: string): KeptAnswer {
    const bytes = new TextEncoder().encode(json);
    const gzip = Bun.gzipSync(bytes);
    const etag = `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
    const entry: Entry = { gzip, etag, version, bytes: gzip.byteLength + key.length * 2 + ENTRY_OVERHEAD };
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.bytes;
    }
    if (entry.bytes > this.maxBytes) return entry;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldest, dropped] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= dropped.bytes;
    }
    return entry;
  }
}
