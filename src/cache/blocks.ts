import type { Db } from "../../store/db.ts";
import type { Change } from "./changes.ts";
import { blockedWithOf, hiddenFromFeedsOf } from "../../projections/blocks.queries.ts";
import { LoadingCache } from "./loading-cache.ts";

const MAX_PEOPLE = 50_000;

/**
 * Each member's blocks and mutes as the hot paths read them, so that the shared in-memory feeds and the
 * realtime fan-out can leave out whom a reader should not see without a query per request or per event.
 * Follows the one map of changes: a block or mute drops both people's entries; `generation` counts those changes, so an
 * answer cached as sent (src/cache/http/api-answers.ts) stands only while no block or mute was made since.
 */
export class BlocksCache {
  readonly #hidden = new LoadingCache<number, Set<number>>(MAX_PEOPLE);
  readonly #blockedWith = new LoadingCache<number, Set<number>>(MAX_PEOPLE);
  #generation = 0;

  constructor(private readonly db: Db) {}

  get generation() {
    return this.#generation;
  }

  /** Whom `viewerId` blocked or muted, and who blocked them: left out of their feeds. */
  hiddenFromFeedsOf(viewerId: number): Promise<Set<number>> {
    return this.#hidden.get(viewerId, () => hiddenFromFeedsOf(this.db, viewerId));
  }

  /** Whom `viewerId` blocked and who blocked them: whose presence they are not told. */
  blockedWith(viewerId: number): Promise<Set<number>> {
    return this.#blockedWith.get(viewerId, () => blockedWithOf(this.db, viewerId));
  }

  /** Drops both people's lists on a block or mute (src/cache/changes.ts), everyone's when an account goes. */
  follow(changes: Change[]): void {
    for (const change of changes) {
      if (change.kind === "blocksOf") {
        this.#hidden.invalidate(change.id);
        this.#blockedWith.invalidate(change.id);
      } else if (change.kind === "everything") {
        this.#hidden.invalidateAll();
        this.#blockedWith.invalidateAll();
      } else continue;
      this.#generation++;
    }
  }
}
