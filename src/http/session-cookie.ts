import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./env.ts";

/** The httpOnly cookie that holds the browser's refresh token, out of reach of any script. */
export const SESSION_COOKIE = "vw_session";

export function setSessionCookie(c: Context<AppEnv>, refreshToken: string, expiresAt: string) {
  setCookie(c, SESSION_COOKIE, refreshToken, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: c.get("ctx").config.publicUrl.startsWith("https:"),
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: c.get("ctx").config.publicUrl.startsWith("https:") });
}

export function sessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
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
