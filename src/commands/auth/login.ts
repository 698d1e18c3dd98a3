import type { AppContext } from "../../context.ts";
import { AppError } from "../../../shared/errors.ts";
import { passwordMatches } from "../../auth/passwords.ts";
import { secretHash } from "../../auth/secrets.ts";
import { attemptsWithin, enforceLimit, limits, loginPairUnderAttack, oneAtATime } from "../../auth/limits.ts";
import { loginPairBucket } from "../../../projections/auth.ts";
import { userStream } from "../../../events/users.ts";
import { userForSignIn } from "../../../projections/users.queries.ts";
import { resendRegistrationCode } from "./register.ts";
import { startSession, type SessionClient, type SignedIn } from "../sessions.ts";

/**
 * Signs in with e-mail or username and password. A wrong password and an unknown account get the same
 * answer after the same work (a password hash is checked either way), and both count against the name
 * typed and the address, so the limits say nothing about which accounts exist either.
 *
 * Failures are limited per account and address pair (5 per 15 minutes), and per address (30), never per
 * account alone: a stranger's wrong guesses must not lock the owner out. Once an account has 5 failures in
 * the window from anywhere it is under attack, and an address that has failed on it gets no further try
 * until the window passes, so guessing needs a new address per guess; an address with no failure on it
 * still has its password checked. Attempts of one pair are checked one at a time, so that a burst sent at
 * once meets the limit as a series would.
 */
export async function login(ctx: AppContext, input: { emailOrUsername: string; password: string }, address: string, client?: SessionClient): Promise<SignedIn> {
  const user = await userForSignIn(ctx.db, input.emailOrUsername);
  const account = user
    ? `user:${user.id}`
    : `name:${secretHash(ctx.config.jwtSecret, "login-name", input.emailOrUsername.trim().toLowerCase())}`;
  const pair = loginPairBucket(account, address);
  const matches = await oneAtATime(pair, async () => {
    const underAttack = (await attemptsWithin(ctx, ctx.db, `login-account:${account}`, limits.loginAccount, limits.loginAccount.max)) >= limits.loginAccount.max;
    await enforceLimit(ctx, ctx.db, pair, underAttack ? loginPairUnderAttack : limits.loginPair);
    await enforceLimit(ctx, ctx.db, `login-address:${address}`, limits.loginAddress);
    const right = await passwordMatches(input.password, user?.passwordHash);
    if (!user || !right) {
      await ctx.store.append(user ? userStream(user.id) : "login-unknown", "any", [
        { type: "LoginFailed", data: { userId: user?.id ?? null, account, address } },
      ]);
    }
    return right;
  });
  if (!user || !matches) throw AppError.unauthorized("Invalid credentials", "invalid_credentials");
  // Only someone who knows the password learns the account's state.
  if (user.isBlocked) throw AppError.forbidden("Your account is blocked.", "account_blocked");
  if (!user.isVerified) {
    await resendRegistrationCode(ctx, user);
    throw AppError.forbidden("Please verify your e-mail first: we have sent you a new code.", "not_verified");
  }
  return ctx.store.transact((tx) =>
    startSession(ctx, tx, user, [{ type: "LoginSucceeded", data: { userId: user.id, method: "password", address } }], client),
  );
}
