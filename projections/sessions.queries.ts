import { eq } from "drizzle-orm";
import type { Reader } from "../events/db.ts";
import { refreshTokens, sessionFamilies } from "./sessions.schema.ts";

export interface RefreshTokenState {
  tokenHash: string;
  familyId: string;
  userId: number;
  expiresAt: string;
  replacedAt: string | null;
  familyRevokedAt: string | null;
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
    })
    .from(refreshTokens)
    .innerJoin(sessionFamilies, eq(sessionFamilies.familyId, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .get();
}

/** A session (refresh-token family) by its id: whose it is and whether it has ended. */
export async function sessionById(db: Reader, familyId: string): Promise<{ userId: number; revokedAt: string | null } | undefined> {
  return db
    .select({ userId: sessionFamilies.userId, revokedAt: sessionFamilies.revokedAt })
    .from(sessionFamilies)
    .where(eq(sessionFamilies.familyId, familyId))
    .get();
}
