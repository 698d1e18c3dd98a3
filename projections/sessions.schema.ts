import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** One sign-in and every refresh token rotated from it. Revoking the family ends them all. */
export const sessionFamilies = sqliteTable(
  "session_families",
  {
    familyId: text("family_id").primaryKey(),
    userId: integer("user_id").notNull(),
    startedAt: text("started_at").notNull(),
    /** The browser and system in words, and the coarse place of the latest sign-in or refresh (events/sessions.ts). */
    device: text("device"),
    place: text("place"),
    /** The latest sign-in or refresh: an access token lives 15 minutes, so an active session refreshes that often. */
    lastUsedAt: text("last_used_at"),
    revokedAt: text("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("session_families_user").on(t.userId, t.revokedAt)],
);

/** Refresh tokens by their hash. `replaced_at` is set when the token is rotated: it never works again. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id").notNull(),
    userId: integer("user_id").notNull(),
    issuedAt: text("issued_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    replacedAt: text("replaced_at"),
  },
  (t) => [index("refresh_tokens_family").on(t.familyId)],
);
