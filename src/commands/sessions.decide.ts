import type { EventOf } from "../../events/index.ts";
import type { RefreshTokenState } from "../../projections/sessions.queries.ts";
import { AppError } from "../../shared/errors.ts";

type SessionEvent = EventOf<"SessionRefreshed" | "SessionRevoked">;

/** A refresh: the token presented (by its hash) and the one that replaces it, made before deciding. */
export interface RefreshCommand {
  tokenHash: string;
  next: { tokenHash: string; expiresAt: string };
  now: Date;
}

/** The presented token as the sessions read model holds it, and its account's flags. */
export interface RefreshState {
  token: RefreshTokenState | undefined;
  account: { isVerified: boolean; isBlocked: boolean } | undefined;
}

/** What a refresh records, and then either who is refreshed or why not: a refusal still commits its events. */
export type RefreshDecision = { events: SessionEvent[] } & ({ userId: number; refusal?: undefined } | { refusal: AppError });

const ended = () => AppError.unauthorized("Your session has ended. Please sign in again.", "session_ended");

/**
 * Swaps a refresh token for the next one in its family. A token already swapped is a stolen copy or a
 * replay: its whole family is revoked, so whoever holds the newer tokens is signed out too.
 */
export function decideRefresh(command: RefreshCommand, { token, account }: RefreshState): RefreshDecision {
  if (!token || token.familyRevokedAt) return { events: [], refusal: ended() };
  const { userId, familyId } = token;
  if (token.replacedAt) return { events: [{ type: "SessionRevoked", data: { userId, familyId, reason: "reuse" } }], refusal: ended() };
  if (Date.parse(token.expiresAt) <= command.now.getTime()) return { events: [], refusal: ended() };
  if (!account || !account.isVerified) return { events: [], refusal: ended() };
  if (account.isBlocked) return { events: [], refusal: AppError.forbidden("Your account is blocked.", "account_blocked") };
  const { tokenHash, expiresAt } = command.next;
  return { events: [{ type: "SessionRefreshed", data: { userId, familyId, previousHash: command.tokenHash, tokenHash, expiresAt } }], userId };
}

/** Signing out ends the token's session; an unknown or already ended one is no error and records nothing. */
export function decideSignOut(token: RefreshTokenState | undefined): SessionEvent[] {
  if (!token || token.familyRevokedAt) return [];
  return [{ type: "SessionRevoked", data: { userId: token.userId, familyId: token.familyId, reason: "logout" } }];
}
