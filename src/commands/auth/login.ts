import type { AppContext } from "../../context.ts";
import { AppError } from "../../../shared/errors.ts";
import { passwordMatches } from "../../auth/passwords.ts";
import { secretHash } from "../../auth/secrets.ts";
import { enforceLimit, limits, loginPairUnderAttack, oneAtATime, signInQueue } from "../../auth/limits.ts";
import { slowdownMs } from "../../auth/login-slowdown.ts";
import { loginPairBucket } from "../../../projections/auth.ts";
import { attemptSummary, isKnownAddress } from "../../../projections/auth.queries.ts";
import { userForSignIn } from "../../../projections/users.queries.ts";
import { resendRegistrationCode } from "./register.ts";
import { refuseIfSuspended } from "../moderation.ts";
import { startSession, type SessionClient, type SignedIn } from "../sessions.ts";
import { accountBlocked, decideSignIn, invalidCredentials, notVerified } from "./login.decide.ts";

/**
 * Signs in with e-mail or username and password. A wrong password and an unknown account get the same
 * answer after the same work (a password hash is checked either way), and both count against the name
 * typed and the address, so the limits say nothing about which accounts exist either.
 *
 * Failures are limited per account and address pair (5 per 15 minutes), and per address (30), never per
 * account alone: a stranger's wrong guesses must not lock the owner out. Once an account has 5 failures in
 * the window from anywhere it is under attack, and an address that has failed on it gets no further try
 * until the window passes, so guessing needs a new address per guess; an address with no failure on it
 * still has its password checked. Past LOGIN_SLOWDOWN_AFTER failures, a new address also waits (an
 * exponential slowdown, src/auth/login-slowdown.ts) unless the account has signed in from it before.
 * Attempts on one account are checked one at a time, so that a burst sent at once meets the limits as a
 * series would.
 */
export async function login(
  ctx: AppContext,
  input: { emailOrUsername: string; password: string },
  address: string,
  client?: SessionClient,
): Promise<SignedIn> {
  const user = await userForSignIn(ctx.db, input.emailOrUsername);
  const account = user
    ? `user:${user.id}`
    : `name:${secretHash(ctx.config.jwtSecret, "login-name", input.emailOrUsername.trim().toLowerCase())}`;
  const decision = await oneAtATime(signInQueue(account), async () => {
    await enforceSignInLimits(ctx, user?.id, account, address);
    const passwordRight = await passwordMatches(input.password, user?.passwordHash);
    const decision = decideSignIn({ account, address, passwordRight }, { user });
    if (decision.kind === "failed") await ctx.store.append(decision.stream, "any", decision.events);
    return decision;
  });
  if (decision.kind === "failed") throw invalidCredentials();
  if (decision.kind === "blocked") throw accountBlocked();
  await refuseIfSuspended(ctx, ctx.db, decision.user.id);
  if (decision.kind === "not-verified") {
    await resendRegistrationCode(ctx, decision.user);
    throw notVerified();
  }
  return ctx.store.transact((tx) => startSession(ctx, tx, decision.user, decision.events, client));
}

/** The sign-in limits of an account (`user:<id>` or `name:<hash>`) from an address; 429 when one is spent. */
async function enforceSignInLimits(ctx: AppContext, userId: number | undefined, account: string, address: string) {
  const now = ctx.clock.now().getTime();
  const failures = await attemptSummary(
    ctx.db,
    `login-account:${account}`,
    new Date(now - limits.loginAccount.windowMs).toISOString(),
  );
  const underAttack = failures.count >= limits.loginAccount.max;
  await enforceLimit(
    ctx,
    ctx.db,
    loginPairBucket(account, address),
    underAttack ? loginPairUnderAttack : limits.loginPair,
  );
  await enforceLimit(ctx, ctx.db, `login-address:${address}`, limits.loginAddress);
  // Asked for unknown names too (no account has id 0): the time taken says nothing about which accounts exist.
  const known = await isKnownAddress(ctx.db, userId ?? 0, address);
  const wait = known ? 0 : slowdownMs(failures.count, ctx.config.authLimits);
  const allowedAt = failures.newestAt ? Date.parse(failures.newestAt) + wait : 0;
  if (wait > 0 && allowedAt > now) throw AppError.tooMany((allowedAt - now) / 1000, limits.loginAccount.message);
}
