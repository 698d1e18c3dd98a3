import { statfsSync } from "node:fs";
import { dirname } from "node:path";
import type { Clock } from "../../shared/clock.ts";
import { AppError } from "../../shared/errors.ts";

/** What a person reads when nothing can be saved: what happened, that nothing changed, what to do. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  "We could not save this: the server has run out of storage space. Nothing was changed. Please try again in a few minutes.";

/** How long a client is told to wait before trying a write again. */
const RETRY_AFTER_SECONDS = 60;

/**
 * How long a failure keeps a database that is not a local file (a libSQL server, whose disk this process
 * cannot see) reported as not ready; after that the next write is tried again and tells.
 */
const REMOTE_RETRY_MS = 30_000;

export interface StorageHealthOptions {
  /** Folders on the disks writes go to (the database's, the media's); empty when none is local. */
  folders: string[];
  /** The free space a full disk must have again before it counts as recovered. */
  minFreeBytes: number;
  clock: Clock;
}

/**
 * Whether writes can be saved. A write that fails because the disk is full or read-only marks storage as
 * failing: `/healthz` then answers 503 so a load balancer stops sending traffic, and each such write answers
 * 503 `storage_unavailable`. It recovers by itself: any write that succeeds clears the mark, and so does
 * free space again on every local folder (checked when asked, so a server no one writes to comes back too).
 */
export class StorageHealth {
  #failing: { code: string; at: number } | null = null;

  constructor(private readonly options: StorageHealthOptions) {}

  /** A write failed for a storage reason (`code`): the answer to give for it. */
  failed(code: string): AppError {
    this.#failing = { code, at: this.options.clock.now().getTime() };
    return new AppError(503, "storage_unavailable", STORAGE_UNAVAILABLE_MESSAGE, {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }

  /** A write was saved: whatever failed before has passed. */
  saved(): void {
    this.#failing = null;
  }

  /** The storage code writes fail with now, or null when they are expected to be saved. */
  problem(): string | null {
    if (this.#failing && this.#recovered(this.#failing.at)) this.#failing = null;
    return this.#failing?.code ?? null;
  }

  #recovered(failedAt: number): boolean {
    const { folders, minFreeBytes, clock } = this.options;
    if (folders.length === 0) return clock.now().getTime() - failedAt >= REMOTE_RETRY_MS;
    return folders.every((folder) => freeBytes(folder) >= minFreeBytes);
  }
}

/**
 * The bytes this process may still write on the disk holding `folder`, or the nearest folder above it that
 * exists (the media folder is made at the first upload); 0 when none can be read.
 */
function freeBytes(folder: string): number {
  for (let at = folder; ; at = dirname(at)) {
    try {
      const stats = statfsSync(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || dirname(at) === at) return 0;
    }
  }
}
