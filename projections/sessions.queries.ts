import { and, desc, eq, isNull } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { refreshTokens, sessionFamilies } from "./sessions.schema.ts";

export interface RefreshTokenState {
  tokenHash: string;
  familyId: string;
  userId: number;
  expiresAt: string;
  replacedAt: string | null;
  familyRevokedAt: string | null;
  /** When the sign-in that began the family happened: its absolute lifetime runs from here. */
  familyStartedAt: string;
}

/** A refresh token by its hash, with whether its family still stands. */
export async function refreshTokenByHash(db: Reader, tokenHash: string): Promise<RefreshTokenState | undefined> {
  return db
    .select({
      tokenHash: refreshTokens.tokenHash,
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      expiresAt: refreshTokens.expiresAt,
      replacedAt: refreshTokens.replacedAt,
      familyRevokedAt: sessionFamilies.revokedAt,
      familyStartedAt: sessionFamilies.startedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessionFamilies, eq(sessionFamilies.familyId, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .get();
}

/** A session (refresh-token family) by its id: whose it is and whether it has ended. */
export async function sessionById(
  db: Reader,
  familyId: string,
): Promise<{ userId: number; startedAt: string; revokedAt: string | null } | undefined> {
  return db
    .select({
      userId: sessionFamilies.userId,
      startedAt: sessionFamilies.startedAt,
      revokedAt: sessionFamilies.revokedAt,
    })
    .from(sessionFamilies)
    .where(eq(sessionFamilies.familyId, familyId))
    .get();
}

export interface SessionRow {
  familyId: string;
  device: string | null;
  place: string | null;
  startedAt: string;
  lastUsedAt: string | null;
}

/** The sessions of an account that have not ended, the most recently used first (the `limit` most recent, if given). */
export async function liveSessionsOf(db: Reader, userId: number, limit?: number): Promise<SessionRow[]> {
  const query = db
    .select({
      familyId: sessionFamilies.familyId,
      device: sessionFamilies.device,
      place: sessionFamilies.place,
      startedAt: sessionFamilies.startedAt,
      lastUsedAt: sessionFamilies.lastUsedAt,
    })
    .from(sessionFamilies)
    .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)))
    .orderBy(desc(sessionFamilies.lastUsedAt), desc(sessionFamilies.startedAt));
  return limit === undefined ? query.all() : query.limit(limit).all();
}
