import type { Db } from "../../store/db.ts";
import type { StoredEvent } from "../../events/index.ts";
import { sessionById } from "../../projections/sessions.queries.ts";
import { LoadingCache } from "./loading-cache.ts";

/**
 * Whether a session (a refresh-token family) still stands, as every Bearer request asks it: an access
 * token is good only while the session it was issued in is. Held in memory and dropped by the log: a
 * logout drops its session, a reset, a password change, a block or a deletion every session (they are rare,
 * so all are dropped rather than tracked per account).
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

  follow(events: StoredEvent[]): void {
    for (const event of events) {
      if (event.type === "SessionRevoked") this.#sessions.invalidate(event.data.familyId);
      else if (event.type === "AllSessionsRevoked" || event.type === "PasswordChanged") this.#sessions.invalidateAll();
    }
  }
}
