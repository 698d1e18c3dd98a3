/**
 * A bounded map of values loaded on demand and dropped when what they were read from changes. Callers
 * asking for a key that is being loaded share that load. A load under way when its key is invalidated is
 * still handed to the callers that were waiting, but not kept (it may have read the old state), and later
 * callers start a fresh one.
 */
export class LoadingCache<K, V> {
  readonly #values = new Map<K, V>();
  readonly #loads = new Map<K, Promise<V>>();

  constructor(private readonly maxEntries: number) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.#values.has(key)) return Promise.resolve(this.#values.get(key) as V);
    return this.#loads.get(key) ?? this.#load(key, load);
  }

  /** Changes a held value in place, when an event says exactly what changed. */
  update(key: K, change: (value: V) => void): void {
    if (this.#values.has(key)) change(this.#values.get(key) as V);
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
          this.#keep(key, value);
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

  /** The oldest entry goes first: a Map keeps insertion order. */
  #keep(key: K, value: V) {
    if (this.#values.size >= this.maxEntries) this.#values.delete(this.#values.keys().next().value as K);
    this.#values.set(key, value);
  }
}
