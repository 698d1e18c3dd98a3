import type { AppContext } from "../context.ts";
import type { WriteTx } from "../../events/store.ts";
import type { AppEvent } from "../../events/index.ts";
import { AppError } from "../../shared/errors.ts";
import { randomToken, secretHash } from "../auth/secrets.ts";
import { issueAccessToken } from "../auth/tokens.ts";
import { userStream } from "../../events/users.ts";
import { actorOf, type Actor } from "../actor.ts";
import { userById, type UserRow } from "../../projections/users.queries.ts";
import { refreshTokenByHash } from "../../projections/sessions.queries.ts";

const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

/** What every way of signing in yields: who signed in, an access token and a refresh token. */
export interface SignedIn {
  actor: Actor;
  token: string;
  refresh: string;
  refreshExpiresAt: string;
}

export function refreshTokenHash(ctx: AppContext, token: string): string {
  return secretHash(ctx.config.jwtSecret, "refresh", token);
}

/**
 * Starts a session (a new token family) for a user who has just proven who they are, in the caller's
 * transaction and together with `events` (what the sign-in itself records).
 */
export async function startSession(ctx: AppContext, tx: WriteTx, user: UserRow, events: AppEvent[]): Promise<SignedIn> {
  const refresh = randomToken();
  const refreshExpiresAt = new Date(ctx.clock.now().getTime() + REFRESH_TOKEN_MS).toISOString();
  await tx.append(userStream(user.id), "any", [
    ...events,
    {
      type: "SessionStarted",
      data: { userId: user.id, familyId: crypto.randomUUID(), tokenHash: refreshTokenHash(ctx, refresh), expiresAt: refreshExpiresAt },
    },
  ]);
  return { actor: actorOf(user), token: await issueAccessToken(ctx, user.id), refresh, refreshExpiresAt };
}

export interface Refreshed {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

const ended = () => AppError.unauthorized("Your session has ended. Please sign in again.", "session_ended");

/**
 * Swaps a refresh token for a new pair. A token already swapped is a stolen copy or a replay: its whole
 * family is revoked, so whoever holds the newer tokens is signed out too and must sign in again.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<Refreshed> {
  const tokenHash = refreshTokenHash(ctx, refreshToken);
  const now = ctx.clock.now();
  const outcome = await ctx.store.transact(async (tx) => {
    const token = await refreshTokenByHash(tx.db, tokenHash);
    if (!token || token.familyRevokedAt) return { refused: ended() };
    if (token.replacedAt) {
      await tx.append(userStream(token.userId), "any", [
        { type: "SessionRevoked", data: { userId: token.userId, familyId: token.familyId, reason: "reuse" } },
      ]);
      return { refused: ended() };
    }
    if (Date.parse(token.expiresAt) <= now.getTime()) return { refused: ended() };
    const user = await userById(tx.db, token.userId);
    if (!user || !user.isVerified) return { refused: ended() };
    if (user.isBlocked) return { refused: AppError.forbidden("Your account is blocked.", "account_blocked") };
    const next = randomToken();
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_MS).toISOString();
    await tx.append(userStream(user.id), "any", [
      {
        type: "SessionRefreshed",
        data: { userId: user.id, familyId: token.familyId, previousHash: tokenHash, tokenHash: refreshTokenHash(ctx, next), expiresAt },
      },
    ]);
    return { refreshed: { userId: user.id, refreshToken: next, refreshExpiresAt: expiresAt } };
  });
  // Refusals are returned, not thrown, so that a reuse's revocation is committed before the answer.
  if ("refused" in outcome) throw outcome.refused;
  const { userId, ...rest } = outcome.refreshed;
  return { accessToken: await issueAccessToken(ctx, userId), ...rest };
}

/** Signs out the session a refresh token belongs to. Unknown or already ended tokens are no error. */
export async function endSession(ctx: AppContext, refreshToken: string): Promise<void> {
  const tokenHash = refreshTokenHash(ctx, refreshToken);
  await ctx.store.transact(async (tx) => {
    const token = await refreshTokenByHash(tx.db, tokenHash);
    if (!token || token.familyRevokedAt) return;
    await tx.append(userStream(token.userId), "any", [
      { type: "SessionRevoked", data: { userId: token.userId, familyId: token.familyId, reason: "logout" } },
    ]);
  });
}
