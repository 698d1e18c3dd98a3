/**
 * Values held up to a number of bytes, the least recently used going first. `dropped` hears of every value
 * that leaves (evicted, replaced or deleted), so that an owner can keep its own indexes of them in step.
 */
export class BytesLru<K, V> {
  /** In the order they were last used: a Map keeps insertion order. */
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly dropped: (key: K, value: V) => void = () => {},
  ) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value under `key`, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The value under `key`, without counting it as used. */
  peek(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  values(): V[] {
    return [...this.#entries.values()].map((entry) => entry.value);
  }

  /**
   * Holds `value` under `key` in place of the one there, and drops the least recently used while the
   * whole is too large. A value larger than the whole is not held (what was there stays); says whether it is.
   */
  set(key: K, value: V, bytes: number): boolean {
    if (bytes > this.maxBytes) return false;
    this.delete(key);
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evict();
    return true;
  }

  /** The value under `key` takes `bytes` more (another form of it was made): the oldest go if that is too much. */
  grow(key: K, bytes: number): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    this.#evict();
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    this.dropped(key, entry.value);
    return true;
  }

  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) return;
      this.delete(key);
    }
  }
}
