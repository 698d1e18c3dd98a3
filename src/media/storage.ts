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
  get(key: string): Promise<StoredMedia | null>;
  delete(key: string): Promise<void>;
}
