import type { EventOf } from "../../events/index.ts";
import type { RefreshTokenState } from "../../projections/sessions.queries.ts";
import { AppError } from "../../shared/errors.ts";

type SessionEvent = EventOf<"SessionRefreshed" | "SessionRevoked">;

/** A refresh: the token presented (by its hash) and the one that replaces it, made before deciding. */
export interface RefreshCommand {
  tokenHash: string;
  next: { tokenHash: string; expiresAt: string; place?: string };
  now: Date;
  /** The absolute lifetime of a sign-in (SESSION_MAX_AGE_DAYS): however often it is refreshed, it ends then. */
  maxAgeMs: number;
}

/**
 * The presented token as the sessions read model holds it, its account's flags, and the token that
 * replaced it when that is `command.next` (the successor is derived from the presented token, so a
 * repeat of the same refresh names the same one).
 */
export interface RefreshState {
  token: RefreshTokenState | undefined;
  account: { isVerified: boolean; isBlocked: boolean } | undefined;
  successor?: RefreshTokenState | undefined;
}

/**
 * How long after a refresh the same refresh token may be presented again and get the same new pair: two
 * tabs (or a retried request) refreshing at once must not sign the person out. Later, a reuse is theft.
 */
export const REFRESH_GRACE_MS = 5_000;

/** What a refresh records, and then either who is refreshed or why not: a refusal still commits its events. */
export type RefreshDecision = { events: SessionEvent[] } & (
  | { userId: number; sessionId: string; expiresAt: string; refusal?: undefined }
  | { refusal: AppError }
);

const ended = () => AppError.unauthorized("Your session has ended. Please sign in again.", "session_ended");

/**
 * Swaps a refresh token for the next one in its family. The same token presented again within
 * REFRESH_GRACE_MS of its swap, while its successor stands, gets that same successor again and records
 * nothing (simultaneous refreshes). Any other use of a token already swapped is a stolen copy or a replay:
 * its whole family is revoked, so whoever holds the newer tokens is signed out too.
 */
export function decideRefresh(command: RefreshCommand, { token, account, successor }: RefreshState): RefreshDecision {
  if (!token || token.familyRevokedAt) return { events: [], refusal: ended() };
  const { userId, familyId } = token;
  if (token.replacedAt) {
    const repeat =
      successor &&
      successor.familyId === familyId &&
      command.now.getTime() - Date.parse(token.replacedAt) <= REFRESH_GRACE_MS;
    if (!repeat)
      return { events: [{ type: "SessionRevoked", data: { userId, familyId, reason: "reuse" } }], refusal: ended() };
  }
  const now = command.now.getTime();
  if (Date.parse(token.expiresAt) <= now) return { events: [], refusal: ended() };
  // Sliding expiry alone would let a stolen token live for ever; the sign-in itself ends after maxAgeMs.
  const endOfSignIn = Date.parse(token.familyStartedAt) + command.maxAgeMs;
  if (endOfSignIn <= now) return { events: [], refusal: ended() };
  if (!account || !account.isVerified) return { events: [], refusal: ended() };
  if (account.isBlocked)
    return { events: [], refusal: AppError.forbidden("Your account is blocked.", "account_blocked") };
  if (token.replacedAt) return { events: [], userId, sessionId: familyId, expiresAt: successor!.expiresAt };
  const { tokenHash, place } = command.next;
  const expiresAt = new Date(Math.min(Date.parse(command.next.expiresAt), endOfSignIn)).toISOString();
  const data = { userId, familyId, previousHash: command.tokenHash, tokenHash, expiresAt, ...(place ? { place } : {}) };
  return { events: [{ type: "SessionRefreshed", data }], userId, sessionId: familyId, expiresAt };
}

/**
 * Its owner ends one of their sessions (from Settings): the sessions read model's row of it, live ones only.
 * Someone else's session, an unknown one or one already ended is not there (404), so ids tell nothing.
 */
export function decideEndSession(
  userId: number,
  session: { userId: number; revokedAt: string | null } | undefined,
  familyId: string,
): SessionEvent[] {
  if (!session || session.userId !== userId || session.revokedAt)
    throw AppError.notFound("This session has already ended.", "session_not_found");
  return [{ type: "SessionRevoked", data: { userId, familyId, reason: "ended" } }];
}

/** Its owner ends every session but the one they ask from: each ends as if ended one by one. */
export function decideEndOtherSessions(
  userId: number,
  live: { familyId: string }[],
  keptFamilyId: string | undefined,
): SessionEvent[] {
  return live
    .filter((session) => session.familyId !== keptFamilyId)
    .map((session) => ({
      type: "SessionRevoked" as const,
      data: { userId, familyId: session.familyId, reason: "ended" as const },
    }));
}

/** Signing out ends the token's session; an unknown or already ended one is no error and records nothing. */
export function decideSignOut(token: RefreshTokenState | undefined): SessionEvent[] {
  if (!token || token.familyRevokedAt) return [];
  return [{ type: "SessionRevoked", data: { userId: token.userId, familyId: token.familyId, reason: "logout" } }];
}
