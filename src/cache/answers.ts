import { createHash } from "node:crypto";
import { BytesLru } from "./bytes-lru.ts";

/**
 * An API answer as it is sent: its JSON gzipped, and the tag a conditional request names it by. Only the
 * gzip is held (a feed page's 7 KB of JSON is 1 KB of it): browsers all take gzip, and the rare client that
 * does not gets it unpacked.
 */
export interface CachedAnswer {
  gzip: Uint8Array<ArrayBuffer>;
  /** A weak tag (the gzipped and the plain bytes are the same JSON), from the JSON's own bytes. */
  etag: string;
}

/** Where an answer is cached, and the version of what it shows: the answer stands while the version does. */
export interface AnswerSource {
  key: string;
  version: unknown;
}

interface Entry extends CachedAnswer {
  /** What the answer was made from, compared by identity: it stands while its source says the same. */
  version: unknown;
}

/** What an entry costs beside its gzip: the key, the entry and the map's slot, roughly. */
const ENTRY_OVERHEAD = 200;

/**
 * Answers cached as bytes, so that asking again costs neither serialising nor compressing. Each is cached with
 * the version of what it shows (the caller's value, such as the posts cache's generation) and served only
 * while that version is still current; memory is bounded by bytes, the least recently used going first.
 */
export class AnswerCache {
  readonly #answers: BytesLru<string, Entry>;

  constructor(maxBytes: number) {
    this.#answers = new BytesLru(maxBytes);
  }

  /** The bytes held now, keys and entries included. */
  get bytes() {
    return this.#answers.bytes;
  }

  /** The answer cached under `key` if it was made from `version`; an answer of an older version is dropped. */
  get(key: string, version: unknown): CachedAnswer | undefined {
    const entry = this.#answers.get(key);
    if (!entry || entry.version === version) return entry;
    this.#answers.delete(key);
    return undefined;
  }

  /**
   * Keeps the answer `json` made from `version` (taken before the answer was made, so that a change made
   * meanwhile leaves it already outdated) and returns it. gzip at its default level: made once, sent often.
   */
  keep(key: string, version: unknown, json: string): CachedAnswer {
    const bytes = new TextEncoder().encode(json);
    const gzip = Bun.gzipSync(bytes);
    const etag = `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
    const entry: Entry = { gzip, etag, version };
    // The answer it replaces goes even when this one is too large to be cached: it is out of date.
    this.#answers.delete(key);
    this.#answers.set(key, entry, gzip.byteLength + key.length * 2 + ENTRY_OVERHEAD);
    return entry;
  }
}
