import type { Db } from "../../store/db.ts";
import type { StoredEvent } from "../../events/index.ts";
import { refreshTokenByHash, type RefreshTokenState } from "../../projections/sessions.queries.ts";
import { LoadingCache } from "./loading-cache.ts";

/**
 * Refresh tokens by hash, as the session cookie signs in every page request: held in memory and dropped by
 * the log. A rotation drops the token it replaced (now `replacedAt`), a revocation, a reset or a password
 * change every token (they are rare, so all go rather than tracked per account). Unknown hashes are not
 * held, so made-up cookies cannot fill it. The caller reads it after `tail.fresh()`, so another process's
 * logout or password change is seen from the next request on, as the query saw it.
 */
export class RefreshTokenCache {
  readonly #tokens = new LoadingCache<string, RefreshTokenState | null>(50_000);

  constructor(private readonly db: Db) {}

  async byHash(tokenHash: string): Promise<RefreshTokenState | undefined> {
    const token = await this.#tokens.get(tokenHash, async () => (await refreshTokenByHash(this.db, tokenHash)) ?? null);
    if (token) return token;
    this.#tokens.invalidate(tokenHash);
    return undefined;
  }

  follow(events: StoredEvent[]): void {
    for (const event of events) {
      switch (event.type) {
        case "SessionStarted":
          this.#tokens.invalidate(event.data.tokenHash);
          break;
        case "SessionRefreshed":
          this.#tokens.invalidate(event.data.previousHash);
          this.#tokens.invalidate(event.data.tokenHash);
          break;
        case "SessionRevoked":
        case "PasswordChanged":
        case "AllSessionsRevoked":
          this.#tokens.invalidateAll();
          break;
      }
    }
  }
}
