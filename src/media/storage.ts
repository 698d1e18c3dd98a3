/** Inclusive byte positions, as in `Content-Range`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredMedia {
  type: string;
  size: number;
  /** The bytes, or only those of `range`, read as they are sent. */
  stream(range?: ByteRange): ReadableStream<Uint8Array>;
}

/** Where uploaded media lives. Keys come from `newMediaKey`; objects never change once written. */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, type: string): Promise<void>;
  /**
   * Writes the chunks under `key` as they arrive, never holding them all, and returns how many bytes were
   * written. When the chunks fail midway (a limit passed, a client gone), nothing is left under the key or
   * beside it, and their error is thrown again.
   */
  putStream(key: string, chunks: AsyncIterable<Uint8Array>, type: string): Promise<number>;
  get(key: string): Promise<StoredMedia | null>;
  delete(key: string): Promise<void>;
}
