import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "./env.ts";
import { answer, schemaOf } from "./handler.ts";
import { validate } from "./validate.ts";
import { clearSessionCookie, isSameOrigin, sessionCookie, setSessionCookie } from "./session-cookie.ts";
import * as sessions from "../../shared/api/sessions.ts";
import type { SignInAnswer } from "../../shared/api/auth.ts";
import { AppError } from "../../shared/errors.ts";
import { endSession, refreshSession, type SignedIn } from "../commands/sessions.ts";
import { signedInUser } from "../reads/users.ts";

export const Credential = z.string().min(1).max(200);
export const RefreshBody = z.object({ refreshToken: Credential.optional() });

/** Answers a sign-in: the API's `{user, token, refresh}`, and the refresh token again in the session cookie. */
export function signedIn(c: Context<AppEnv>, result: SignedIn) {
  setSessionCookie(c, result.refresh, result.refreshExpiresAt);
  const body: SignInAnswer = { user: signedInUser(result.actor), token: result.token, refresh: result.refresh };
  return c.json(body);
}

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
    .on(sessions.refresh.method, sessions.refresh.path, validate("json", schemaOf(sessions.refresh, "body", RefreshBody)), async (c) => {
      const token = presentedRefreshToken(c, c.req.valid("json").refreshToken, true);
      if (!token) throw AppError.unauthorized("Your session has ended. Please sign in again.", "session_ended");
      try {
        const refreshed = await refreshSession(c.get("ctx"), token);
        setSessionCookie(c, refreshed.refreshToken, refreshed.refreshExpiresAt);
        return answer(c, sessions.refresh, { accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken });
      } catch (error) {
        // A dead session's cookie is of no further use to the browser.
        if (error instanceof AppError && error.status === 401) clearSessionCookie(c);
        throw error;
      }
    })
    .on(sessions.logout.method, sessions.logout.path, validate("json", schemaOf(sessions.logout, "body", RefreshBody)), async (c) => {
      // A cross-site page must not sign the person out (logout CSRF): its cookie-only logout is refused.
      const token = presentedRefreshToken(c, c.req.valid("json").refreshToken, true);
      if (token) await endSession(c.get("ctx"), token);
      clearSessionCookie(c);
      return c.body(null, 204);
    });
}
