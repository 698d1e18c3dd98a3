import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "./env.ts";
import { answer, handler, schemaOf } from "./handler.ts";
import { validate } from "./validate.ts";
import { clientAddress } from "./address.ts";
import { clearSessionCookie, isSameOrigin, sessionCookie, setSessionCookie } from "./session-cookie.ts";
import * as sessions from "../../shared/api/sessions.ts";
import type { SignInAnswer } from "../../shared/api/auth.ts";
import { AppError } from "../../shared/errors.ts";
import {
  endOtherSessions,
  endOwnSession,
  endSession,
  refreshSession,
  usableSessionsOf,
  type SessionClient,
  type SignedIn,
} from "../commands/sessions.ts";
import { signedInUser } from "../reads/users.ts";
import { deviceOf, placeOf } from "../auth/device.ts";
import { reauthenticate } from "../commands/auth/reauthenticate.ts";
import { reauthenticationOf } from "../commands/auth/reauthenticate.decide.ts";
import { userById } from "../../projections/users.queries.ts";

export const Credential = z.string().min(1).max(200);
export const RefreshBody = z.object({ refreshToken: Credential.optional() });

/**
 * Whether a browser sent the request, so the session cookie is its credential and no refresh token may
 * appear in a body its scripts can read. Browsers mark every fetch with `Sec-Fetch-Site`, a header no
 * script can remove or forge; the site's own pages also say `X-Session: cookie`, for browsers too old to
 * send it. An API client sends neither and gets the refresh token in the body, as API.md says.
 */
export function fromBrowser(c: Context<AppEnv>): boolean {
  return c.req.header("sec-fetch-site") !== undefined || c.req.header("x-session") === "cookie";
}

/** The device and place a sign-in or refresh comes from, made coarse (src/auth/device.ts). */
export function sessionClient(c: Context<AppEnv>): Required<SessionClient> {
  return { device: deviceOf(c.req.header("user-agent")), place: placeOf(clientAddress(c)) };
}

/**
 * Answers a sign-in: the API's `{user, token, refresh}`, and the refresh token in the session cookie. A
 * browser's sign-in leaves `refresh` out: the cookie holds it, out of reach of any script.
 */
export function signedIn(c: Context<AppEnv>, result: SignedIn) {
  setSessionCookie(c, result.refresh, result.refreshExpiresAt);
  const body: SignInAnswer = { user: signedInUser(result.actor), token: result.token };
  if (!fromBrowser(c)) body.refresh = result.refresh;
  return c.json(body);
}

const SessionIdParam = z.object({ id: z.string().min(1).max(64) });
const OthersQuery = z.object({ others: z.literal("1") });
const ProofBody = z.object({ password: z.string().min(1).max(1024).optional() });

/** Settings' "Sessions": the person's own sessions, and ending one or every other once they have authenticated again. */
export const sessionsHandlers = [
  handler(sessions.listSessions, {}, async (_, { ctx, actor, sessionId }) => ({
    reauthentication: reauthenticationOf((await userById(ctx.db, actor.id)) ?? { passwordHash: null }),
    sessions: (await usableSessionsOf(ctx, actor)).map((s) => ({
      id: s.familyId,
      device: s.device,
      place: s.place,
      startedAt: s.startedAt,
      lastUsedAt: s.lastUsedAt ?? s.startedAt,
      current: s.familyId === sessionId,
    })),
  })),
  handler(
    sessions.endSession,
    { params: SessionIdParam, body: ProofBody },
    async ({ params, body }, { ctx, actor, sessionId, address }) => {
      await reauthenticate(ctx, actor, { password: body.password, sessionId }, address);
      await endOwnSession(ctx, actor, params.id);
      return null;
    },
    { status: 204 },
  ),
  handler(
    sessions.endOtherSessions,
    { query: OthersQuery, body: ProofBody },
    async ({ body }, { ctx, actor, sessionId, address }) => {
      await reauthenticate(ctx, actor, { password: body.password, sessionId }, address);
      return { ended: await endOtherSessions(ctx, actor, sessionId) };
    },
  ),
];

/**
 * The refresh token a call presents: in the body, in the Refresh-Token header, or in the session cookie.
 * The cookie counts only on requests from our own pages; `refuseCrossSite` makes a cross-site one an error.
 */
export function presentedRefreshToken(c: Context<AppEnv>, fromBody: string | undefined, refuseCrossSite: boolean) {
  const explicit = fromBody ?? c.req.header("refresh-token");
  if (explicit) return explicit;
  const cookie = sessionCookie(c);
  if (!cookie) return undefined;
  if (isSameOrigin(c)) return cookie;
  if (refuseCrossSite) throw AppError.forbidden("This request must come from the site itself.", "cross_site");
  return undefined;
}

/**
 * Swapping a refresh token for a new pair, and signing out. Hand-written routes: they read and set the
 * session cookie, which a handler never sees.
 */
export function sessionsRoutes() {
  return new Hono<AppEnv>()
    .on(
      sessions.refresh.method,
      sessions.refresh.path,
      validate("json", schemaOf(sessions.refresh, "body", RefreshBody)),
      async (c) => {
        const explicit = c.req.valid("json").refreshToken ?? c.req.header("refresh-token");
        const token = presentedRefreshToken(c, c.req.valid("json").refreshToken, true);
        if (!token) throw AppError.unauthorized("Your session has ended. Please sign in again.", "session_ended");
        try {
          const refreshed = await refreshSession(c.get("ctx"), token, sessionClient(c).place);
          setSessionCookie(c, refreshed.refreshToken, refreshed.refreshExpiresAt);
          // By the cookie, the new refresh token goes back into the cookie only: a script that can make this
          // call (an injected one) gets a 15-minute access token, never the long-lived credential.
          const byCookie = !explicit || fromBrowser(c);
          return answer(
            c,
            sessions.refresh,
            byCookie
              ? { accessToken: refreshed.accessToken }
              : { accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken },
          );
        } catch (error) {
          // A dead session's cookie is of no further use to the browser.
          if (error instanceof AppError && error.status === 401) clearSessionCookie(c);
          throw error;
        }
      },
    )
    .on(
      sessions.logout.method,
      sessions.logout.path,
      validate("json", schemaOf(sessions.logout, "body", RefreshBody)),
      async (c) => {
        // A cross-site page must not sign the person out (logout CSRF): its cookie-only logout is refused.
        const token = presentedRefreshToken(c, c.req.valid("json").refreshToken, true);
        if (token) await endSession(c.get("ctx"), token);
        clearSessionCookie(c);
        return c.body(null, 204);
      },
    );
}
