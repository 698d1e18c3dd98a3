import { z } from "zod";
import { defineEvent } from "./define.ts";

/**
 * An account's life, on its stream `user-<id>`. Passwords appear only as argon2id hashes.
 * A second UserRegistered on the same stream is a repeated sign-up before verification: it replaces the
 * pending name, username and password.
 */
export const UserRegistered = defineEvent(
  "UserRegistered",
  z.object({ userId: z.number().int().positive(), name: z.string(), username: z.string(), email: z.string(), passwordHash: z.string() }),
);

export const UserVerified = defineEvent("UserVerified", z.object({ userId: z.number().int().positive() }));

/** A first Google sign-in: the account is verified from the start and identified by the provider's subject. */
export const UserRegisteredWithGoogle = defineEvent(
  "UserRegisteredWithGoogle",
  z.object({ userId: z.number().int().positive(), name: z.string(), username: z.string(), email: z.string(), googleSubject: z.string() }),
);

export const UserPromoted = defineEvent("UserPromoted", z.object({ userId: z.number().int().positive() }));
export const UserDemoted = defineEvent("UserDemoted", z.object({ userId: z.number().int().positive() }));
export const UserBlocked = defineEvent("UserBlocked", z.object({ userId: z.number().int().positive() }));
export const UserUnblocked = defineEvent("UserUnblocked", z.object({ userId: z.number().int().positive() }));

/** An admin changed the account's public details. */
export const UserEdited = defineEvent(
  "UserEdited",
  z.object({ userId: z.number().int().positive(), name: z.string(), username: z.string(), email: z.string() }),
);

/** The account is gone: it cannot sign in, and its username and e-mail are free again. */
export const UserDeleted = defineEvent("UserDeleted", z.object({ userId: z.number().int().positive() }));

export const usersEvents = [
  UserRegistered,
  UserVerified,
  UserRegisteredWithGoogle,
  UserPromoted,
  UserDemoted,
  UserBlocked,
  UserUnblocked,
  UserEdited,
  UserDeleted,
] as const;

/** An account's stream, which most of its events (sign-ins, sessions, flags) go to. */
export function userStream(userId: number): string {
  return `user-${userId}`;
}
