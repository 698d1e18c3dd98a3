import type { Db } from "../../store/db.ts";
import { refreshTokenByHash, type RefreshTokenState } from "../../projections/sessions.queries.ts";
import { LoadingCache } from "./loading-cache.ts";
import type { Change } from "./changes.ts";

/**
 * Refresh tokens by hash, as the session cookie signs in every page request: cached, and dropped as
 * src/cache/changes.ts says. A rotation drops the token it replaced (now `replacedAt`), the end of a session
 * or of an account's sessions every token (they are rare, so all go rather than tracked per account).
 * Unknown hashes are not cached, so made-up cookies cannot fill it. The caller reads it after `tail.fresh()`, so another process's
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

  follow(changes: Change[]): void {
    for (const change of changes) {
      switch (change.kind) {
        case "refreshToken":
          this.#tokens.invalidate(change.id);
          break;
        case "session":
        case "sessionsOf":
        case "everything":
          this.#tokens.invalidateAll();
          break;
      }
    }
  }
}
