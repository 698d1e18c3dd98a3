import type { Db } from "../../store/db.ts";
import { userById, type UserRow } from "../../projections/users.queries.ts";
import { profileById } from "../../projections/profiles.queries.ts";
import { alwaysShowsSensitive } from "../../projections/posts.queries.ts";
import { LoadingCache } from "./loading-cache.ts";
import type { Change } from "./changes.ts";

/**
 * Accounts by id as authentication reads them on every request, and their own pictures as every signed-in
 * page's navigation shows them, cached so that a signed-in read costs no query. A change of the account or
 * of how it signs in (src/cache/changes.ts) drops that user's entries, from this process at once and from
 * others via the tail.
 */
export class UserCache {
  readonly #users = new LoadingCache<number, UserRow | null>(20_000);
  readonly #pictures = new LoadingCache<number, string | null>(20_000);
  readonly #showsSensitive = new LoadingCache<number, boolean>(20_000);

  constructor(private readonly db: Db) {}

  async byId(id: number): Promise<UserRow | undefined> {
    return (await this.#users.get(id, async () => (await userById(this.db, id)) ?? null)) ?? undefined;
  }

  /** A live account's picture, null without one (or for an account no longer shown). */
  pictureOf(id: number): Promise<string | null> {
    return this.#pictures.get(id, async () => (await profileById(this.db, id))?.picture ?? null);
  }

  /** Whether the account wants content warnings and sensitive media always shown (its shell carries it). */
  alwaysShowsSensitive(id: number): Promise<boolean> {
    return this.#showsSensitive.get(id, () => alwaysShowsSensitive(this.db, id));
  }

  follow(changes: Change[]): void {
    for (const change of changes) {
      switch (change.kind) {
        case "activeAt": {
          // Recorded every few minutes per active user: updated in place rather than read again.
          const { id, at } = change;
          this.#users.update(id, (user) => {
            if (user && (user.lastActive ?? "") < at) user.lastActive = at;
          });
          break;
        }
        case "account":
        case "signIn":
          this.#users.invalidate(change.id);
          this.#pictures.invalidate(change.id);
          this.#showsSensitive.invalidate(change.id);
          break;
        case "everything":
          this.#users.invalidateAll();
          this.#pictures.invalidateAll();
          this.#showsSensitive.invalidateAll();
          break;
      }
    }
  }
}
