import { LRUCache } from "lru-cache";

/**
 * A bounded map of values loaded on demand and dropped when what they were read from changes; the least
 * recently used go first (lru-cache). Callers asking for a key that is being loaded share that load. A load
 * under way when its key is invalidated is still handed to the callers that were waiting, but not cached (it
 * may have read the old state), and later callers start a fresh one. lru-cache's own `fetch` aborts such a
 * load instead, or keeps what it returns; hence the loads in flight are tracked here.
 */
export class LoadingCache<K extends {}, V> {
  /** Boxed: lru-cache holds no `undefined` or `null`, which a loaded "not found" may be. */
  readonly #values: LRUCache<K, { value: V }>;
  readonly #loads = new Map<K, Promise<V>>();

  constructor(maxEntries: number) {
    this.#values = new LRUCache({ max: maxEntries });
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const held = this.#values.get(key);
    if (held) return Promise.resolve(held.value);
    return this.#loads.get(key) ?? this.#load(key, load);
  }

  /** Changes a held value in place, when an event says exactly what changed. */
  update(key: K, change: (value: V) => void): void {
    const held = this.#values.peek(key);
    if (held) change(held.value);
    this.#loads.delete(key);
  }

  invalidate(key: K): void {
    this.#values.delete(key);
    this.#loads.delete(key);
  }

  invalidateAll(): void {
    this.#values.clear();
    this.#loads.clear();
  }

  #load(key: K, load: () => Promise<V>): Promise<V> {
    const loading: Promise<V> = load().then(
      (value) => {
        // Still the current load of this key: nothing invalidated it meanwhile.
        if (this.#loads.get(key) === loading) {
          this.#loads.delete(key);
          this.#values.set(key, { value });
        }
        return value;
      },
      (error) => {
        if (this.#loads.get(key) === loading) this.#loads.delete(key);
        throw error;
      },
    );
    this.#loads.set(key, loading);
    return loading;
  }
}
