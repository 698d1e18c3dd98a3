import type { Config } from "../config.ts";
import { LocalMediaStorage } from "./local-storage.ts";
import { S3MediaStorage } from "./s3-storage.ts";

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

/** S3-compatible object storage when a bucket is configured (several servers share it), else a local folder. */
export function createMediaStorage(config: Config): MediaStorage {
  if (!config.s3Bucket) return new LocalMediaStorage(config.mediaDir);
  return new S3MediaStorage({
    bucket: config.s3Bucket,
    endpoint: config.s3Endpoint,
    region: config.s3Region,
    accessKeyId: config.s3AccessKeyId,
    secretAccessKey: config.s3SecretAccessKey,
  });
}
