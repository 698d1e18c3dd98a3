import { and, eq, isNull, ne } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { refreshTokens, sessionFamilies } from "./sessions.schema.ts";

/** Sign-in sessions and their refresh tokens (hashes only), with rotation and revocation. */
export const sessionsProjection = projection({
  name: "sessions",
  version: 2,
  tables: [sessionFamilies, refreshTokens],
  on: ["SessionStarted", "SessionRefreshed", "SessionRevoked", "PasswordChanged", "AllSessionsRevoked"],
  async apply(event, tx) {
    switch (event.type) {
      case "SessionStarted": {
        const { userId, familyId, tokenHash, expiresAt, device, place } = event.data;
        await tx
          .insert(sessionFamilies)
          .values({
            familyId,
            userId,
            startedAt: event.at,
            device: device ?? null,
            place: place ?? null,
            lastUsedAt: event.at,
          })
          .onConflictDoNothing();
        await tx
          .insert(refreshTokens)
          .values({ tokenHash, familyId, userId, issuedAt: event.at, expiresAt })
          .onConflictDoNothing();
        return;
      }
      case "SessionRefreshed": {
        const { userId, familyId, previousHash, tokenHash, expiresAt, place } = event.data;
        await tx
          .update(sessionFamilies)
          .set(place ? { lastUsedAt: event.at, place } : { lastUsedAt: event.at })
          .where(eq(sessionFamilies.familyId, familyId));
        await tx
          .update(refreshTokens)
          .set({ replacedAt: event.at })
          .where(and(eq(refreshTokens.tokenHash, previousHash), isNull(refreshTokens.replacedAt)));
        await tx
          .insert(refreshTokens)
          .values({ tokenHash, familyId, userId, issuedAt: event.at, expiresAt })
          .onConflictDoNothing();
        return;
      }
      case "SessionRevoked":
        await tx
          .update(sessionFamilies)
          .set({ revokedAt: event.at, revokedReason: event.data.reason })
          .where(and(eq(sessionFamilies.familyId, event.data.familyId), isNull(sessionFamilies.revokedAt)));
        return;
      case "PasswordChanged": {
        const { userId, keptFamilyId } = event.data;
        const others = keptFamilyId ? ne(sessionFamilies.familyId, keptFamilyId) : undefined;
        await tx
          .update(sessionFamilies)
          .set({ revokedAt: event.at, revokedReason: "password_changed" })
          .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt), others));
        return;
      }
      case "AllSessionsRevoked":
        await tx
          .update(sessionFamilies)
          .set({ revokedAt: event.at, revokedReason: event.data.reason })
          .where(and(eq(sessionFamilies.userId, event.data.userId), isNull(sessionFamilies.revokedAt)));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
