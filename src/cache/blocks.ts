import type { Db } from "../../events/db.ts";
import type { StoredEvent } from "../../events/index.ts";
import { blockedWithOf, hiddenFromFeedsOf } from "../../projections/blocks.queries.ts";
import { LoadingCache } from "./loading-cache.ts";

const MAX_PEOPLE = 50_000;

/**
 * Each member's blocks and mutes as the hot paths read them, so that the shared in-memory feeds and the
 * realtime fan-out can leave out whom a reader should not see without a query per request or per event.
 * Kept by the log: a block or mute drops both people's entries; `generation` counts those changes, so an
 * answer kept as sent (src/cache/answers.ts) stands only while no block or mute was made since.
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

  follow(events: StoredEvent[]): void {
    for (const event of events) {
      switch (event.type) {
        case "MemberBlocked":
        case "MemberUnblocked":
        case "MemberMuted":
        case "MemberUnmuted":
          for (const id of [event.data.by, event.data.other]) {
            this.#hidden.invalidate(id);
            this.#blockedWith.invalidate(id);
          }
          this.#generation++;
          break;
        case "UserDeleted":
          // Rare; whose lists named the account is not worth finding out.
          this.#hidden.invalidateAll();
          this.#blockedWith.invalidateAll();
          this.#generation++;
          break;
      }
    }
  }
}
