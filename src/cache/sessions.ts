import type { Db } from "../../store/db.ts";
import { sessionById } from "../../projections/sessions.queries.ts";
import { LoadingCache } from "./loading-cache.ts";
import type { Change } from "./changes.ts";

/**
 * Whether a session (a refresh-token family) still stands, as every Bearer request asks it: an access
 * token is good only while the session it was issued in is. Cached, and dropped as src/cache/changes.ts
 * says: a logout drops its session, the end of an account's every session (a reset, a password change, a
 * block, a deletion) all of them (they are rare, so all are dropped rather than tracked per account).
 */
export class SessionCache {
  readonly #sessions = new LoadingCache<string, { userId: number; live: boolean } | null>(50_000);

  constructor(private readonly db: Db) {}

  /** Whether the session `sessionId` of `userId` exists and has not ended. */
  async isLive(sessionId: string, userId: number): Promise<boolean> {
    const session = await this.#sessions.get(sessionId, async () => {
      const row = await sessionById(this.db, sessionId);
      return row ? { userId: row.userId, live: row.revokedAt === null } : null;
    });
    return session !== null && session.live && session.userId === userId;
  }

  follow(changes: Change[]): void {
    for (const change of changes) {
      if (change.kind === "session") this.#sessions.invalidate(change.id);
      else if (change.kind === "sessionsOf" || change.kind === "everything") this.#sessions.invalidateAll();
    }
  }
}
