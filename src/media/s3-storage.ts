import { S3Client, type S3Options } from "bun";
import type { MediaStorage, StoredMedia } from "./storage.ts";

const PART_SIZE = 5 * 1024 * 1024;

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

  /**
   * A multipart upload of 5 MB parts (S3's smallest), at most two in flight: memory per upload stays near
   * 15 MB whatever the file's size. A failed stream ends the upload and deletes whatever it may have left.
   */
  async putStream(key: string, chunks: AsyncIterable<Uint8Array>, type: string): Promise<number> {
    const writer = this.#client.file(key).writer({ type, partSize: PART_SIZE, queueSize: 2 });
    let size = 0;
    try {
      for await (const chunk of chunks) {
        await writer.write(chunk);
        size += chunk.length;
      }
      await writer.end();
      return size;
    } catch (error) {
      await Promise.resolve(writer.end(error instanceof Error ? error : new Error(String(error)))).catch(() => {});
      await this.delete(key).catch(() => {});
      throw error;
    }
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
