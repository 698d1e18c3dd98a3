import { z } from "zod";
import { defineEvent } from "./define.ts";

/**
 * Sign-in sessions: a session is a family of refresh tokens, started by a sign-in and rotated on every
 * refresh, on the account's stream `user-<id>`. Tokens appear only as keyed hashes (src/auth/secrets.ts).
 */
const userId = z.number().int().positive();

/**
 * What a person is shown of their sessions in Settings, made coarse when the event is made (src/auth/device.ts):
 * `device` is the browser and system in words ("Firefox on Linux"), never the User-Agent itself; `place` is
 * the address cut to its network ("203.0.113.*") or a label. Sessions from before they were recorded lack both.
 */
const device = z.string().max(80);
const place = z.string().max(80);

export const SessionStarted = defineEvent(
  "SessionStarted",
  z.object({
    userId,
    familyId: z.string(),
    tokenHash: z.string(),
    expiresAt: z.string(),
    device: device.optional(),
    place: place.optional(),
  }),
);

/** The refresh token `previousHash` was used and replaced by `tokenHash` in the same family, from `place`. */
export const SessionRefreshed = defineEvent(
  "SessionRefreshed",
  z.object({
    userId,
    familyId: z.string(),
    previousHash: z.string(),
    tokenHash: z.string(),
    expiresAt: z.string(),
    place: place.optional(),
  }),
);

/** `ended`: its owner ended it from another session (Settings, "Sessions"). */
export const SessionRevoked = defineEvent(
  "SessionRevoked",
  z.object({ userId, familyId: z.string(), reason: z.enum(["logout", "reuse", "ended"]) }),
);

/** Every session of the account ends: after a password reset, a block or a deletion. */
export const AllSessionsRevoked = defineEvent(
  "AllSessionsRevoked",
  z.object({ userId, reason: z.enum(["password_reset", "blocked", "deleted", "suspended"]) }),
);

export const sessionsEvents = [SessionStarted, SessionRefreshed, SessionRevoked, AllSessionsRevoked] as const;
