import type { EventOf } from "../../../events/index.ts";
import { userStream } from "../../../events/users.ts";
import { AppError } from "../../../shared/errors.ts";

/**
 * A sign-in with a password, once it has been checked: `account` is what the failures count against
 * (`user:<id>`, or `name:<keyed hash>` for a name no account has), `passwordRight` whether the password
 * matched (false when there is no account: a hash is checked either way, see src/commands/auth/login.ts).
 */
export interface SignInCommand {
  account: string;
  address: string;
  passwordRight: boolean;
}

/** What a sign-in's decision reads of an account. */
export interface SignInAccount {
  id: number;
  isBlocked: boolean;
  isVerified: boolean;
}

/** The account the name typed belongs to, if any. */
export interface SignInState<User extends SignInAccount> {
  user: User | undefined;
}

export type SignInDecision<User> =
  /** Unknown account or wrong password, told apart by nobody: recorded on the stream, then refused alike. */
  | { kind: "failed"; stream: string; events: EventOf<"LoginFailed">[] }
  | { kind: "blocked" }
  /** The account has not confirmed its e-mail: its code is mailed again, and the sign-in refused. */
  | { kind: "not-verified"; user: User }
  | { kind: "signed-in"; user: User; events: EventOf<"LoginSucceeded">[] };

export const invalidCredentials = () => AppError.unauthorized("Invalid credentials", "invalid_credentials");
export const accountBlocked = () => AppError.forbidden("Your account is blocked.", "account_blocked");
export const notVerified = () =>
  AppError.forbidden("Please verify your e-mail first: we have sent you its code.", "not_verified");

/**
 * A failure is recorded whether or not the account exists (unknown names on a stream of their own), so
 * the limits say nothing about which accounts exist. Only someone who knows the password learns the
 * account's state (blocked, not verified; a suspension is read by the shell between the two).
 */
export function decideSignIn<User extends SignInAccount>(
  { account, address, passwordRight }: SignInCommand,
  { user }: SignInState<User>,
): SignInDecision<User> {
  if (!user || !passwordRight) {
    return {
      kind: "failed",
      stream: user ? userStream(user.id) : "login-unknown",
      events: [{ type: "LoginFailed", data: { userId: user?.id ?? null, account, address } }],
    };
  }
  if (user.isBlocked) return { kind: "blocked" };
  if (!user.isVerified) return { kind: "not-verified", user };
  return {
    kind: "signed-in",
    user,
    events: [{ type: "LoginSucceeded", data: { userId: user.id, method: "password", address } }],
  };
}
