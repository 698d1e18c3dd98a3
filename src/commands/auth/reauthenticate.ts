import type { AppContext } from "../../context.ts";
import type { Actor } from "../../actor.ts";
import { AppError } from "../../../shared/errors.ts";
import { userById } from "../../../projections/users.queries.ts";
import { sessionById } from "../../../projections/sessions.queries.ts";
import { confirmPassword } from "./password.ts";
import { needsFreshSignIn, reauthenticationOf } from "./reauthenticate.decide.ts";

/**
 * Ending sessions asks the person to authenticate again (ASVS 5.0 7.5.2): whoever holds a stolen access
 * token must not be able to sign the owner out everywhere and keep the account to themselves. An account
 * with a password types it (wrong guesses count as failed sign-ins, src/commands/auth/password.ts); one that
 * signs in with Google only must have signed in on this device in the last RECENT_SIGN_IN_MS.
 */
export async function reauthenticate(
  ctx: AppContext,
  actor: Actor,
  proof: { password?: string; sessionId?: string },
  address: string,
): Promise<void> {
  const user = await userById(ctx.db, actor.id);
  if (!user) throw AppError.unauthorized();
  if (reauthenticationOf(user) === "password") {
    if (!proof.password) throw AppError.badRequest("Please enter your password to end sessions.", "password_required");
    await confirmPassword(ctx, actor, proof.password, address);
    return;
  }
  const session = proof.sessionId ? await sessionById(ctx.db, proof.sessionId) : undefined;
  if (needsFreshSignIn({ now: ctx.clock.now() }, { session })) {
    throw AppError.forbidden("Please sign in again on this device to end sessions.", "reauthentication_required");
  }
}
