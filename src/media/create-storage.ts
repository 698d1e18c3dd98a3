import type { Config } from "../config.ts";
import type { MediaStorage } from "./storage.ts";
import { LocalMediaStorage } from "./local-storage.ts";
import { S3MediaStorage } from "./s3-storage.ts";

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
