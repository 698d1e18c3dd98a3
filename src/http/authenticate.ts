import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";
import { AppError } from "../../shared/errors.ts";
import { setActor } from "../../store/meta.ts";
import { sessionCookie } from "./session-cookie.ts";
import { actorOf } from "../actor.ts";
import { refreshTokenHash } from "../commands/sessions.ts";
import type { UserRow } from "../../projections/users.queries.ts";

/** A cookie rotated by a refresh this recently still reads a page: the page and the refresh may cross. */
const ROTATION_GRACE_MS = 60_000;

/**
 * Finds who is acting: a Bearer access token for any request, or the session cookie for safe (GET, HEAD)
 * requests of pages, the realtime stream and private media only (`cookieSignsIn`), so a cookie never
 * authorises a write or an API read. The account is read on every request, so a block
 * or deletion takes effect at once; a blocked account's Bearer token is refused with 403. Sets
 * `c.get("actor")` (or leaves it null), the events' actor, and notes the user's presence.
 * The /api/auth/ calls carry their own credentials and ignore these (the old client sends its possibly
 * expired token on every call, including the refresh).
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.path.startsWith("/api/auth/")) {
    const user = (await bearerUser(c)) ?? (await cookieUser(c));
    if (user) {
      c.set("actor", actorOf(user));
      setActor(user.id);
      // Only noted in memory: a read never appends or waits for the write lock (src/activity/presence.ts).
      c.get("ctx").presence.seen(user);
    }
  }
  await next();
});

/**
 * The account a Bearer access token stands for, while the token's session and the account still stand. The
 * session and the account are read from memory that the log keeps current, after the log's tail has caught
 * up with every event committed before this request (`tail.fresh()`, one query shared by a burst of
 * requests): so a logout, a reset, a password change, a block or a deletion in any process refuses the
 * session's access tokens from the next request on, not only when they expire.
 */
async function bearerUser(c: Context<AppEnv>): Promise<UserRow | undefined> {
  const token = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return undefined;
  const ctx = c.get("ctx");
  const claims = await ctx.caches.accessTokens.claimsOf(ctx, token);
  if (!claims) return undefined;
  await ctx.tail.fresh();
  const user = await ctx.caches.users.byId(claims.userId);
  if (user?.isBlocked) throw AppError.forbidden("Your account is blocked.", "account_blocked");
  if (!user?.isVerified || !(await ctx.caches.sessions.isLive(claims.sessionId, claims.userId))) return undefined;
  c.set("sessionId", claims.sessionId);
  return user;
}

/**
 * Where the session cookie alone signs in (PHASE2 "who authenticates how"): page renders, the realtime
 * stream and private media. Every other /api call needs the Bearer header, so a cookie the browser attaches
 * on its own never answers an API read for a cross-site page.
 */
function cookieSignsIn(path: string): boolean {
  return !path.startsWith("/api/") || path === "/api/realtime";
}

async function cookieUser(c: Context<AppEnv>): Promise<UserRow | undefined> {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return undefined;
  if (!cookieSignsIn(c.req.path)) return undefined;
  const cookie = sessionCookie(c);
  if (!cookie) return undefined;
  const ctx = c.get("ctx");
  // From memory the log keeps, once the tail has read what any process committed before this request.
  await ctx.tail.fresh();
  const token = await ctx.caches.refreshTokens.byHash(refreshTokenHash(ctx, cookie));
  const now = ctx.clock.now().getTime();
  if (!token || token.familyRevokedAt || Date.parse(token.expiresAt) <= now) return undefined;
  if (Date.parse(token.familyStartedAt) + ctx.config.sessionMaxAgeMs <= now) return undefined;
  if (token.replacedAt && now - Date.parse(token.replacedAt) > ROTATION_GRACE_MS) return undefined;
  const user = await ctx.caches.users.byId(token.userId);
  if (!user || !user.isVerified || user.isBlocked) return undefined;
  c.set("sessionId", token.familyId);
  return user;
}

/**
 * For the few /api/auth/ calls that act as the signed-in person (changing the password): `authenticate`
 * leaves those paths alone, so this reads the Bearer token itself. 401 without a valid one.
 */
export const requireBearerUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await bearerUser(c);
  if (!user) throw AppError.unauthorized();
  c.set("actor", actorOf(user));
  setActor(user.id);
  await next();
});
