import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";

/**
 * Sign-up, sign-in, codes, reset links and what the rate limiters count. Codes and tokens appear only as
 * keyed hashes (see src/auth/secrets.ts) and, for mailed ones, the id they are derived from under the
 * server's secret; the plain values exist only in the mail or the answer that hands them out. The
 * sessions a sign-in starts are events/sessions.ts.
 */
const userId = z.number().int().positive();
/** The client's network address, for the per-address limits. */
const address = z.string().max(100);

/**
 * `codeId` is what the code is derived from under the server's secret (src/auth/mailed-secrets.ts), so the
 * reactor that mails it can make it again; `email` is where it goes. Events from before reactors lack both:
 * their mail was sent by the command, and no reactor reads events older than itself.
 */
export const RegistrationCodeIssued = defineEvent(
  "RegistrationCodeIssued",
  z.object({ userId, codeHash: z.string(), expiresAt: z.string(), codeId: z.string(), email: z.string() }),
);

export const RegistrationCodeRejected = defineEvent("RegistrationCodeRejected", z.object({ userId, address }));

export const LoginSucceeded = defineEvent(
  "LoginSucceeded",
  z.object({ userId, method: z.enum(["password", "code", "google"]), address }),
);

/** `account` is `user:<id>`, or for a name no account has, `name:<keyed hash of it>`; it is never the typed text. */
export const LoginFailed = defineEvent(
  "LoginFailed",
  z.object({ userId: userId.nullable(), account: z.string(), address }),
);

/** `tokenId` and `email`: as for RegistrationCodeIssued, what the reactor needs to mail the link. */
export const PasswordResetRequested = defineEvent(
  "PasswordResetRequested",
  z.object({ userId, tokenHash: z.string(), expiresAt: z.string(), tokenId: z.string(), email: z.string() }),
);

/** The new password (hashed) replaces the old; the reset link used and every other one are void. */
export const PasswordReset = defineEvent("PasswordReset", z.object({ userId, passwordHash: z.string() }));

/** A request counted against its address's limit, whether or not it went on to do anything. */
export const AuthRequestCounted = defineEvent(
  "AuthRequestCounted",
  z.object({ action: z.enum(["register", "forgot", "contact"]), address }),
);

/**
 * The account's owner changed the password (knowing the current one). Every other session ends; the one
 * that asked (`keptFamilyId`, when the request named it) goes on.
 */
export const PasswordChanged = defineEvent(
  "PasswordChanged",
  z.object({ userId, passwordHash: z.string(), keptFamilyId: z.string().nullable() }),
);

/** The addresses mails went to, and password hashes, are the account's (store/personal.ts). */
export const authPersonal = [
  personal(RegistrationCodeIssued, (d) => `user-${d.userId}`, ["email"]),
  personal(PasswordResetRequested, (d) => `user-${d.userId}`, ["email"]),
  personal(PasswordReset, (d) => `user-${d.userId}`, ["passwordHash"]),
  personal(PasswordChanged, (d) => `user-${d.userId}`, ["passwordHash"]),
];

export const authEvents = [
  RegistrationCodeIssued,
  RegistrationCodeRejected,
  LoginSucceeded,
  LoginFailed,
  PasswordResetRequested,
  PasswordReset,
  AuthRequestCounted,
  PasswordChanged,
] as const;
