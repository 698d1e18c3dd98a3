import type { Reauthentication } from "../../../shared/api/sessions.ts";

/** How recent a sign-in proves who is asking, for an account that has no password (Google's). */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** What proves the person again before they end sessions: their password, or for a Google account a fresh sign-in. */
export function reauthenticationOf(user: { passwordHash: string | null }): Reauthentication {
  return user.passwordHash ? "password" : "sign-in";
}

/**
 * Whether an account without a password must sign in again on this device first: the session it named
 * does not exist, or began more than RECENT_SIGN_IN_MS ago.
 */
export function needsFreshSignIn(
  { now }: { now: Date },
  { session }: { session: { startedAt: string } | undefined },
): boolean {
  return !session || now.getTime() - Date.parse(session.startedAt) > RECENT_SIGN_IN_MS;
}
