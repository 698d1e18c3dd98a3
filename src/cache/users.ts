import type { Db } from "../../events/db.ts";
import type { StoredEvent } from "../../events/index.ts";
import { userById, type UserRow } from "../../projections/users.queries.ts";
import { LoadingCache } from "./loading-cache.ts";

/**
 * Accounts by id as authentication reads them on every request, held in memory so that a signed-in read
 * costs no query. Any event about a user (its data names `userId`: a block, an edit, a deletion, a sign-in,
 * activity, a profile change) drops that user's entry, from this process at once and from others via the tail.
 */
export class UserCache {
  readonly #users = new LoadingCache<number, UserRow | null>(20_000);

  constructor(private readonly db: Db) {}

  async byId(id: number): Promise<UserRow | undefined> {
    return (await this.#users.get(id, async () => (await userById(this.db, id)) ?? null)) ?? undefined;
  }

  follow(events: StoredEvent[]): void {
    for (const event of events) {
      if (event.type === "UserActive") {
        // Recorded every few minutes per active user: kept in place rather than read again.
        const { userId, at } = event.data;
        this.#users.update(userId, (user) => {
          if (user && (user.lastActive ?? "") < at) user.lastActive = at;
        });
        continue;
      }
      const userId = (event.data as { userId?: unknown }).userId;
      if (typeof userId === "number") this.#users.invalidate(userId);
    }
  }
}
