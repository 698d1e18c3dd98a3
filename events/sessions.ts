import { z } from "zod";
import { defineEvent } from "./define.ts";

/**
 * Sign-in sessions: a session is a family of refresh tokens, started by a sign-in and rotated on every
 * refresh, on the account's stream `user-<id>`. Tokens appear only as keyed hashes (src/auth/secrets.ts).
 */
const userId = z.number().int().positive();

export const SessionStarted = defineEvent(
  "SessionStarted",
  z.object({ userId, familyId: z.string(), tokenHash: z.string(), expiresAt: z.string() }),
);

/** The refresh token `previousHash` was used and replaced by `tokenHash` in the same family. */
export const SessionRefreshed = defineEvent(
  "SessionRefreshed",
  z.object({ userId, familyId: z.string(), previousHash: z.string(), tokenHash: z.string(), expiresAt: z.string() }),
);

export const SessionRevoked = defineEvent(
  "SessionRevoked",
  z.object({ userId, familyId: z.string(), reason: z.enum(["logout", "reuse"]) }),
);

/** Every session of the account ends: after a password reset, a block or a deletion. */
export const AllSessionsRevoked = defineEvent(
  "AllSessionsRevoked",
  z.object({ userId, reason: z.enum(["password_reset", "blocked", "deleted"]) }),
);

export const sessionsEvents = [SessionStarted, SessionRefreshed, SessionRevoked, AllSessionsRevoked] as const;
