import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./env.ts";

/**
 * The httpOnly cookie that holds the browser's refresh token, out of reach of any script. Over https it is
 * `__Host-vw_session`: the browser then accepts it only Secure, for Path=/ and without a Domain, so neither
 * a sibling subdomain nor a page served over plain http can set or overwrite it (session fixation). Plain
 * http (local use) keeps `vw_session`, since browsers refuse a `__Host-` cookie there.
 */
export const SESSION_COOKIE = "vw_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

function overHttps(c: Context<AppEnv>): boolean {
  return c.get("ctx").config.publicUrl.startsWith("https:");
}

/** The name the session cookie is set under on this server. */
export function sessionCookieName(c: Context<AppEnv>): string {
  return overHttps(c) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function setSessionCookie(c: Context<AppEnv>, refreshToken: string, expiresAt: string) {
  const secure = overHttps(c);
  setCookie(c, sessionCookieName(c), refreshToken, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
    expires: new Date(expiresAt),
  });
  // A cookie of the old name, from before the site moved to https, goes as the new one comes.
  if (secure && getCookie(c, SESSION_COOKIE)) deleteCookie(c, SESSION_COOKIE, { path: "/", secure });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const secure = overHttps(c);
  deleteCookie(c, sessionCookieName(c), { path: "/", secure });
  if (secure && getCookie(c, SESSION_COOKIE)) deleteCookie(c, SESSION_COOKIE, { path: "/", secure });
}

/** The session cookie under either name: the change to `__Host-` must not sign out those signed in before it. */
export function sessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SECURE_SESSION_COOKIE) || getCookie(c, SESSION_COOKIE) || undefined;
}

/**
 * Whether a request comes from our own pages. Browsers send `Sec-Fetch-Site` and, on POST, `Origin`;
 * either one naming another site refuses it. A client that sends neither is not a browser, and a cookie
 * it carries was not put there by a cross-site page.
 */
export function isSameOrigin(c: Context<AppEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = c.req.header("origin");
  if (!origin) return true;
  return origin === new URL(c.get("ctx").config.publicUrl).origin || origin === new URL(c.req.url).origin;
}
