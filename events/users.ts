import { z } from "zod";
import { defineEvent } from "./define.ts";
import { erases, personal } from "./personal.ts";

/**
 * An account's life, on its stream `user-<id>`. Passwords appear only as argon2id hashes.
 * A second UserRegistered on the same stream is a repeated sign-up before verification: it replaces the
 * pending name, username and password.
 */
export const UserRegistered = defineEvent(
  "UserRegistered",
  z.object({
    userId: z.number().int().positive(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    passwordHash: z.string(),
  }),
);

/**
 * `by`: the admin who did it from the admin panel (absent when the person, the CLI or the start-up did it),
 * so the audit (projections/admin.ts) names who acted on whom.
 */
const by = z.number().int().positive().optional();

export const UserVerified = defineEvent("UserVerified", z.object({ userId: z.number().int().positive(), by }));
/** An admin took the verification back: the account cannot sign in until it is verified again. */
export const UserUnverified = defineEvent("UserUnverified", z.object({ userId: z.number().int().positive(), by }));

/** A first Google sign-in: the account is verified from the start and identified by the provider's subject. */
export const UserRegisteredWithGoogle = defineEvent(
  "UserRegisteredWithGoogle",
  z.object({
    userId: z.number().int().positive(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    googleSubject: z.string(),
  }),
);

export const UserPromoted = defineEvent("UserPromoted", z.object({ userId: z.number().int().positive(), by }));
export const UserDemoted = defineEvent("UserDemoted", z.object({ userId: z.number().int().positive(), by }));
export const UserBlocked = defineEvent("UserBlocked", z.object({ userId: z.number().int().positive(), by }));
export const UserUnblocked = defineEvent("UserUnblocked", z.object({ userId: z.number().int().positive(), by }));

/** An admin changed the account's public details. */
export const UserEdited = defineEvent(
  "UserEdited",
  z.object({ userId: z.number().int().positive(), name: z.string(), username: z.string(), email: z.string(), by }),
);

/** The account is gone: it cannot sign in, and its username and e-mail are free again. */
export const UserDeleted = defineEvent("UserDeleted", z.object({ userId: z.number().int().positive(), by }));

export const usersEvents = [
  UserRegistered,
  UserVerified,
  UserUnverified,
  UserRegisteredWithGoogle,
  UserPromoted,
  UserDemoted,
  UserBlocked,
  UserUnblocked,
  UserEdited,
  UserDeleted,
] as const;

/** Who the account is and how it signs in: sealed under the account's key (store/personal.ts). */
export const usersPersonal = [
  personal(UserRegistered, (d) => userStream(d.userId), ["name", "username", "email", "passwordHash"]),
  personal(UserRegisteredWithGoogle, (d) => userStream(d.userId), ["name", "username", "email", "googleSubject"]),
  personal(UserEdited, (d) => userStream(d.userId), ["name", "username", "email"]),
];

/** Deleting the account destroys its key, in the deletion's transaction. */
export const usersErasing = [erases(UserDeleted, (d) => userStream(d.userId))];

/** An account's stream, which most of its events (sign-ins, sessions, flags) go to. */
export function userStream(userId: number): string {
  return `user-${userId}`;
}
