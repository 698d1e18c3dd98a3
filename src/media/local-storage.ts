import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { parseMediaKey } from "./keys.ts";
import type { MediaStorage, StoredMedia } from "./storage.ts";

/**
 * Media as files under one folder, at their key's path. A file is written beside its final name and renamed
 * into place, so a reader never sees half of it. The type is the one the key's extension records.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  async put(key: string, bytes: Uint8Array, type: string): Promise<void> {
    if (parseMediaKey(key)?.type.type !== type) throw new Error(`media key ${key} does not record type ${type}`);
    const path = this.#pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${crypto.randomUUID()}.tmp`;
    try {
      await Bun.write(temporary, bytes);
      await rename(temporary, path);
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
