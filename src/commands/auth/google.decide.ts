import type { EventOf } from "../../../events/index.ts";
import type { GoogleIdentity } from "../../auth/google.ts";
import { AppError } from "../../../shared/errors.ts";
import { accountBlocked } from "./login.decide.ts";

/** The account linked to the Google identity, if any; if none, whether a verified account has its e-mail. */
export interface GoogleSignInState<User extends { id: number; isBlocked: boolean }> {
  linked: User | undefined;
  emailTaken: boolean;
}

export type GoogleSignInDecision<User> =
  | { kind: "linked"; user: User; events: EventOf<"LoginSucceeded">[] }
  /** First use of the identity: a new verified account is made (decideGoogleSignUp). */
  | { kind: "new" };

/**
 * The linked account signs in unless it is blocked (a suspension is read by the shell after this). A new
 * identity is never merged into a password account with the same e-mail: that would hand the password
 * account to whoever controls the Google identity, so it is refused (409) and the person uses their password.
 */
export function decideGoogleSignIn<User extends { id: number; isBlocked: boolean }>(
  { address }: { address: string },
  { linked, emailTaken }: GoogleSignInState<User>,
): GoogleSignInDecision<User> {
  if (linked) {
    if (linked.isBlocked) throw accountBlocked();
    return {
      kind: "linked",
      user: linked,
      events: [{ type: "LoginSucceeded", data: { userId: linked.id, method: "google", address } }],
    };
  }
  if (emailTaken) {
    throw AppError.conflict(
      "An account with this e-mail already exists. Please sign in with your password.",
      "email_taken",
    );
  }
  return { kind: "new" };
}

/**
 * The `n`th username tried for a new Google account (from 1): the e-mail's local part, lower-cased, kept to
 * the username's letters and 24 of them, padded to 3, with `n` added from the second try on.
 */
export function googleUsername(email: string, n: number): string {
  const base = email
    .split("@")[0]!
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, "")
    .slice(0, 24)
    .padEnd(3, "_");
  return n === 1 ? base : `${base}${n}`;
}

/** A new account for a Google identity (its id and a free username chosen by the shell), signed in at once. */
export interface GoogleSignUpCommand {
  identity: GoogleIdentity;
  userId: number;
  username: string;
  address: string;
}

export function decideGoogleSignUp({ identity, userId, username, address }: GoogleSignUpCommand): {
  registered: EventOf<"UserRegisteredWithGoogle">[];
  signedIn: EventOf<"LoginSucceeded">[];
} {
  const name = (identity.name ?? identity.email.split("@")[0]!).trim().slice(0, 100);
  return {
    registered: [
      {
        type: "UserRegisteredWithGoogle",
        data: { userId, name, username, email: identity.email, googleSubject: identity.subject },
      },
    ],
    signedIn: [{ type: "LoginSucceeded", data: { userId, method: "google", address } }],
  };
}
