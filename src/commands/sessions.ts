import type { AppContext } from "../context.ts";
import type { WriteTx } from "../../events/store.ts";
import type { AppEvent } from "../../events/index.ts";
import { randomToken, secretHash } from "../auth/secrets.ts";
import { issueAccessToken } from "../auth/tokens.ts";
import { userStream } from "../../events/users.ts";
import { actorOf, type Actor } from "../actor.ts";
import { userById, type UserRow } from "../../projections/users.queries.ts";
import { decideRefresh, decideSignOut } from "./sessions.decide.ts";
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
 * The refresh token that replaces `token`: derived from it under the server's secret (unguessable without
 * it), so that the same refresh presented twice within the grace window answers with the same new token.
 */
function successorOf(ctx: AppContext, token: string): string {
  return secretHash(ctx.config.jwtSecret, "refresh-successor", token);
}

/**
 * Starts a session (a new token family) for a user who has just proven who they are, in the caller's
 * transaction and together with `events` (what the sign-in itself records).
 */
export async function startSession(ctx: AppContext, tx: WriteTx, user: UserRow, events: AppEvent[]): Promise<SignedIn> {
  const refresh = randomToken();
  const refreshExpiresAt = new Date(ctx.clock.now().getTime() + REFRESH_TOKEN_MS).toISOString();
  const familyId = crypto.randomUUID();
  await tx.append(userStream(user.id), "any", [
    ...events,
    { type: "SessionStarted", data: { userId: user.id, familyId, tokenHash: refreshTokenHash(ctx, refresh), expiresAt: refreshExpiresAt } },
  ]);
  return { actor: actorOf(user), token: await issueAccessToken(ctx, user.id, familyId), refresh, refreshExpiresAt };
}

export interface Refreshed {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

/**
 * Swaps a refresh token for a new pair (see decideRefresh). Refusals are returned by the decision, not
 * thrown inside the transaction, so that a reuse's revocation is committed before the answer. A repeat
 * within the grace window answers with the successor already recorded (and its expiry).
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<Refreshed> {
  const tokenHash = refreshTokenHash(ctx, refreshToken);
  const now = ctx.clock.now();
  const next = successorOf(ctx, refreshToken);
  const command = { tokenHash, next: { tokenHash: refreshTokenHash(ctx, next), expiresAt: new Date(now.getTime() + REFRESH_TOKEN_MS).toISOString() }, now };
  const { decision, expiresAt } = await ctx.store.transact(async (tx) => {
    const token = await refreshTokenByHash(tx.db, tokenHash);
    const account = token && (await userById(tx.db, token.userId));
    const successor = token?.replacedAt ? await refreshTokenByHash(tx.db, command.next.tokenHash) : undefined;
    const decision = decideRefresh(command, { token, account, successor });
    if (token && decision.events.length > 0) await tx.append(userStream(token.userId), "any", decision.events);
    return { decision, expiresAt: successor?.expiresAt ?? command.next.expiresAt };
  });
  if (decision.refusal) throw decision.refusal;
  return { accessToken: await issueAccessToken(ctx, decision.userId, decision.sessionId), refreshToken: next, refreshExpiresAt: expiresAt };
}

/** Signs out the session a refresh token belongs to. Unknown or already ended tokens are no error. */
export async function endSession(ctx: AppContext, refreshToken: string): Promise<void> {
  const tokenHash = refreshTokenHash(ctx, refreshToken);
  await ctx.store.transact(async (tx) => {
    const token = await refreshTokenByHash(tx.db, tokenHash);
    const events = decideSignOut(token);
    if (token && events.length > 0) await tx.append(userStream(token.userId), "any", events);
  });
}
