import { mkdir, open, rename, rm } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { parseMediaKey } from "./keys.ts";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, privateFolder } from "../files/private.ts";
import type { MediaStorage, StoredMedia } from "./storage.ts";

/**
 * Media as files under one folder, at their key's path. A file is written beside its final name, chunk by
 * chunk, and renamed into place once complete, so a reader never sees half of it and a failed upload leaves
 * nothing. The type is the one the key's extension records. Friends-only posts and chats have media too:
 * folders and files are the owner's only, and the folder is closed when the storage is made.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
    privateFolder(this.#root);
  }

  async put(key: string, bytes: Uint8Array, type: string): Promise<void> {
    await this.putStream(key, [bytes], type);
  }

  async putStream(
    key: string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    type: string,
  ): Promise<number> {
    if (parseMediaKey(key)?.type.type !== type) throw new Error(`media key ${key} does not record type ${type}`);
    const path = this.#pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const temporary = `${path}.${crypto.randomUUID()}.tmp`;
    const file = await open(temporary, "wx", PRIVATE_FILE_MODE);
    let size = 0;
    try {
      try {
        for await (const chunk of chunks) {
          await file.write(chunk);
          size += chunk.length;
        }
      } finally {
        await file.close();
      }
      await rename(temporary, path);
      return size;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    const parsed = parseMediaKey(key);
    if (!parsed) return null;
    const file = Bun.file(this.#pathOf(key));
    if (!(await file.exists())) return null;
    return {
      type: parsed.type.type,
      size: file.size,
      stream: (range) => (range ? file.slice(range.start, range.end + 1) : file).stream(),
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  #pathOf(key: string) {
    const path = resolve(this.#root, key);
    if (!path.startsWith(this.#root + sep)) throw new Error(`media key outside the media folder: ${key}`);
    return path;
  }
}
