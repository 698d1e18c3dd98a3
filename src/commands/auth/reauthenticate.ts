import type { AppContext } from "../../context.ts";
import type { Actor } from "../../actor.ts";
import { AppError } from "../../../shared/errors.ts";
import type { Reauthentication } from "../../../shared/api/sessions.ts";
import { userById, type UserRow } from "../../../projections/users.queries.ts";
import { sessionById } from "../../../projections/sessions.queries.ts";
import { confirmPassword } from "./password.ts";

/** How recent a sign-in proves who is asking, for an account that has no password (Google's). */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** What proves the person again before they end sessions: their password, or for a Google account a fresh sign-in. */
export function reauthenticationOf(user: Pick<UserRow, "passwordHash">): Reauthentication {
  return user.passwordHash ? "password" : "sign-in";
}

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
  if (!session || ctx.clock.now().getTime() - Date.parse(session.startedAt) > RECENT_SIGN_IN_MS) {
    throw AppError.forbidden("Please sign in again on this device to end sessions.", "reauthentication_required");
  }
}
