import { LRUCache } from "lru-cache";

/** A value and what it costs. */
interface Entry<V> {
  value: V;
  bytes: number;
}

/**
 * Values held up to a number of bytes, the least recently used going first (lru-cache's `maxSize`). `dropped`
 * hears of every value that leaves (evicted, replaced or deleted), so that an owner can keep its own indexes
 * of them in step.
 */
export class BytesLru<K extends {}, V> {
  readonly #entries: LRUCache<K, Entry<V>>;

  constructor(
    readonly maxBytes: number,
    dropped: (key: K, value: V) => void = () => {},
  ) {
    this.#entries = new LRUCache<K, Entry<V>>({
      // lru-cache wants a positive bound and positive whole sizes; `set` refuses what exceeds `maxBytes` itself.
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.bytes)),
      dispose: (entry, key) => dropped(key, entry.value),
    });
  }

  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value under `key`, now the most recently used. */
  get(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** The value under `key`, without counting it as used. */
  peek(key: K): V | undefined {
    return this.#entries.peek(key)?.value;
  }

  /** The values, least recently used first. */
  values(): V[] {
    return Array.from(this.#entries.rvalues(), (entry) => entry!.value);
  }

  /**
   * Holds `value` under `key` in place of the one there, and drops the least recently used while the
   * whole is too large. A value larger than the whole is not held (what was there stays); says whether it is.
   */
  set(key: K, value: V, bytes: number): boolean {
    if (bytes > this.maxBytes) return false;
    this.#entries.set(key, { value, bytes });
    return true;
  }

  /**
   * The value under `key` takes `bytes` more (another form of it was made, so it was just used): it becomes
   * the most recently used, and the least recently used go if that is too much.
   */
  grow(key: K, bytes: number): void {
    const entry = this.#entries.peek(key);
    if (!entry) return;
    // The same value under a new size: it has not left, so the owner is not told.
    this.#entries.set(key, { value: entry.value, bytes: entry.bytes + bytes }, { noDisposeOnSet: true });
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }
}
