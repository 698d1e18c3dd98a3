import type { Db } from "../../store/db.ts";
import type { StoredEvent } from "../../events/index.ts";
import { userById, type UserRow } from "../../projections/users.queries.ts";
import { profileById } from "../../projections/profiles.queries.ts";
import { LoadingCache } from "./loading-cache.ts";

/**
 * Accounts by id as authentication reads them on every request, and their own pictures as every signed-in
 * page's navigation shows them, held in memory so that a signed-in read costs no query. Any event about a
 * user (its data names `userId`: a block, an edit, a deletion, a sign-in, activity, a profile change) drops
 * that user's entries, from this process at once and from others via the tail.
 */
export class UserCache {
  readonly #users = new LoadingCache<number, UserRow | null>(20_000);
  readonly #pictures = new LoadingCache<number, string | null>(20_000);

  constructor(private readonly db: Db) {}

  async byId(id: number): Promise<UserRow | undefined> {
    return (await this.#users.get(id, async () => (await userById(this.db, id)) ?? null)) ?? undefined;
  }

  /** A live account's picture, null without one (or for an account no longer shown). */
  pictureOf(id: number): Promise<string | null> {
    return this.#pictures.get(id, async () => (await profileById(this.db, id))?.picture ?? null);
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
      if (typeof userId !== "number") continue;
      this.#users.invalidate(userId);
      this.#pictures.invalidate(userId);
    }
  }
}
