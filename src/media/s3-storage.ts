import { S3Client, type S3Options } from "bun";
import type { MediaStorage, StoredMedia } from "./storage.ts";

/**
 * Media as objects in an S3-compatible bucket (AWS, R2, MinIO…) through Bun's built-in client. The type is
 * the object's Content-Type, set when it is written. Reads of a range ask the bucket for that range only.
 */
export class S3MediaStorage implements MediaStorage {
  readonly #client: S3Client;

  constructor(options: S3Options) {
    this.#client = new S3Client(options);
  }

  async put(key: string, bytes: Uint8Array, type: string): Promise<void> {
    await this.#client.write(key, bytes, { type });
  }

  async get(key: string): Promise<StoredMedia | null> {
    const file = this.#client.file(key);
    const stat = await file.stat().catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    if (!stat) return null;
    return {
      type: stat.type,
      size: stat.size,
      stream: (range) => (range ? file.slice(range.start, range.end + 1) : file).stream(),
    };
  }

  async delete(key: string): Promise<void> {
    await this.#client.delete(key);
  }
}

function isNotFound(error: unknown) {
  const code = (error as { code?: string } | null)?.code;
  return code === "NoSuchKey" || code === "NotFound";
}
