import type { AppContext } from "../../context.ts";
import type { Actor } from "../../actor.ts";
import { AppError } from "../../../shared/errors.ts";
import { hashPassword, passwordMatches } from "../../auth/passwords.ts";
import { enforceLimit, limits, oneAtATime, signInQueue } from "../../auth/limits.ts";
import { userStream } from "../../../events/users.ts";
import { loginPairBucket } from "../../../projections/auth.ts";
import { userById, type UserRow } from "../../../projections/users.queries.ts";
import { refreshTokenByHash } from "../../../projections/sessions.queries.ts";
import { refreshTokenHash } from "../sessions.ts";
import { decidePasswordChange, decidePasswordConfirmation, wrongPassword } from "./password.decide.ts";

/**
 * Changes the signed-in person's password from /settings. The current password must be given: a stolen
 * access token alone cannot take the account over. Wrong guesses count against the account's sign-in limit
 * (they are failed sign-ins by another door). Every other session ends; the one presenting `refreshToken`
 * (the browser's session cookie) stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  signedIn: Actor,
  input: { currentPassword: string; newPassword: string; refreshToken?: string },
  address: string,
): Promise<void> {
  const user = await confirmPassword(ctx, signedIn, input.currentPassword, address);
  const passwordHash = await hashPassword(input.newPassword);
  const presented = input.refreshToken
    ? await refreshTokenByHash(ctx.db, refreshTokenHash(ctx, input.refreshToken))
    : undefined;
  await ctx.store.append(
    userStream(user.id),
    "any",
    decidePasswordChange({ userId: user.id, passwordHash }, { presented }),
  );
}

/**
 * The signed-in person's account, once they have typed its password again (changing it, ending sessions):
 * a stolen access token alone is not enough. Wrong guesses count against the account's sign-in limit (they
 * are failed sign-ins by another door); 400 `wrong_password`.
 */
export async function confirmPassword(
  ctx: AppContext,
  signedIn: Actor,
  password: string,
  address: string,
): Promise<UserRow> {
  const pair = loginPairBucket(`user:${signedIn.id}`, address);
  // One at a time with the sign-ins of this account: the limit holds for a burst sent at once.
  const user = await oneAtATime(signInQueue(`user:${signedIn.id}`), async () => {
    await enforceLimit(ctx, ctx.db, pair, limits.loginPair);
    const current = await userById(ctx.db, signedIn.id);
    if (!current) throw AppError.unauthorized();
    const passwordRight = await passwordMatches(password, current.passwordHash);
    const decision = decidePasswordConfirmation({ address, passwordRight }, { user: current });
    if (decision.confirmed) return current;
    await ctx.store.append(userStream(current.id), "any", decision.events);
    return null;
  });
  if (!user) throw wrongPassword();
  return user;
}
