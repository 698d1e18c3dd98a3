import type { AppContext } from "../context.ts";
import type { WriteTx } from "../../store/store.ts";
import type { AppEvent } from "../../events/index.ts";
import { randomToken, secretHash } from "../auth/secrets.ts";
import { issueAccessToken } from "../auth/tokens.ts";
import { userStream } from "../../events/users.ts";
import { actorOf, type Actor } from "../actor.ts";
import { userById, type UserRow } from "../../projections/users.queries.ts";
import { decideEndOtherSessions, decideEndSession, decideRefresh, decideSignOut } from "./sessions.decide.ts";
import {
  liveSessionsOf,
  refreshTokenByHash,
  sessionById,
  type SessionRow,
} from "../../projections/sessions.queries.ts";

/** A refresh token's own life: unused this long, the session ends (each refresh starts it again, up to the sign-in's end). */
export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

/** At most this many sessions are listed, the most recently used. */
const LISTED_SESSIONS = 100;

/** Where a session is used from, as Settings shows it (src/auth/device.ts makes both coarse). */
export interface SessionClient {
  device?: string;
  place?: string;
}

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
export async function startSession(
  ctx: AppContext,
  tx: WriteTx,
  user: UserRow,
  events: AppEvent[],
  client: SessionClient = {},
): Promise<SignedIn> {
  const refresh = randomToken();
  const lifetime = Math.min(REFRESH_TOKEN_MS, ctx.config.sessionMaxAgeMs);
  const refreshExpiresAt = new Date(ctx.clock.now().getTime() + lifetime).toISOString();
  const familyId = crypto.randomUUID();
  const tokenHash = refreshTokenHash(ctx, refresh);
  await tx.append(userStream(user.id), "any", [
    ...events,
    { type: "SessionStarted", data: { userId: user.id, familyId, tokenHash, expiresAt: refreshExpiresAt, ...client } },
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
export async function refreshSession(ctx: AppContext, refreshToken: string, place?: string): Promise<Refreshed> {
  const tokenHash = refreshTokenHash(ctx, refreshToken);
  const now = ctx.clock.now();
  const next = successorOf(ctx, refreshToken);
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_MS).toISOString();
  const command = {
    tokenHash,
    next: { tokenHash: refreshTokenHash(ctx, next), expiresAt, place },
    now,
    maxAgeMs: ctx.config.sessionMaxAgeMs,
  };
  const decision = await ctx.store.transact(async (tx) => {
    const token = await refreshTokenByHash(tx.db, tokenHash);
    const account = token && (await userById(tx.db, token.userId));
    const successor = token?.replacedAt ? await refreshTokenByHash(tx.db, command.next.tokenHash) : undefined;
    const decision = decideRefresh(command, { token, account, successor });
    if (token && decision.events.length > 0) await tx.append(userStream(token.userId), "any", decision.events);
    return decision;
  });
  if (decision.refusal) throw decision.refusal;
  return {
    accessToken: await issueAccessToken(ctx, decision.userId, decision.sessionId),
    refreshToken: next,
    refreshExpiresAt: decision.expiresAt,
  };
}

/**
 * The account's sessions that can still be used: not ended, and neither past the sign-in's absolute
 * lifetime nor unused for longer than a refresh token lives (those end on their next use anyway).
 */
export async function usableSessionsOf(ctx: AppContext, actor: Actor): Promise<SessionRow[]> {
  const now = ctx.clock.now().getTime();
  // Bounded: a script signing in in a loop must not make the page list thousands (ending all still ends them all).
  const sessions = await liveSessionsOf(ctx.db, actor.id, LISTED_SESSIONS);
  return sessions.filter(
    (s) =>
      Date.parse(s.startedAt) + ctx.config.sessionMaxAgeMs > now &&
      Date.parse(s.lastUsedAt ?? s.startedAt) + REFRESH_TOKEN_MS > now,
  );
}

/** Its owner ends one of their sessions; its tokens are refused from the next request on. 404 when not theirs or over. */
export async function endOwnSession(ctx: AppContext, actor: Actor, familyId: string): Promise<void> {
  await ctx.store.transact(async (tx) => {
    const events = decideEndSession(actor.id, await sessionById(tx.db, familyId), familyId);
    await tx.append(userStream(actor.id), "any", events);
  });
}

/** Its owner ends every session but `keptFamilyId` (the one asking); how many ended. */
export async function endOtherSessions(
  ctx: AppContext,
  actor: Actor,
  keptFamilyId: string | undefined,
): Promise<number> {
  return ctx.store.transact(async (tx) => {
    const events = decideEndOtherSessions(actor.id, await liveSessionsOf(tx.db, actor.id), keptFamilyId);
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
    return events.length;
  });
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
