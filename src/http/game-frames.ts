import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";

/**
 * The policy of a shipped game's files (public/games/), which the product frames. Set by the CSP header
 * itself, so a game opened on its own is sandboxed as well as a framed one: scripts run, but in an opaque
 * origin, with no access to the product's pages, cookies or storage, no form, popup or top navigation, and no
 * request beyond this server. Only the product's own pages may frame it.
 */
export const GAME_FILES_POLICY = [
  "sandbox allow-scripts",
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join("; ");

/**
 * Registered before the site-wide security headers, so it runs after them and replaces what a game needs
 * otherwise: its own policy instead of the pages' one, framing by the product instead of never, and its
 * files fetchable from the game's opaque origin (which is not this origin, so `same-origin` would block
 * its own scripts and images). No Origin-Agent-Cluster: a game runs in an opaque origin, which cannot be
 * origin-keyed, and Chromium answers the page's "?1" there with a console warning on every framed load.
 */
/** A file inside a game's folder (or the kit they share): not a cover (`/games/<key>.svg`), not the /games page. */
const GAME_FILE = /^\/games\/[a-z0-9_-]+\//;

export const gameFrameHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!GAME_FILE.test(c.req.path)) return;
  c.res.headers.set("Content-Security-Policy", GAME_FILES_POLICY);
  c.res.headers.delete("X-Frame-Options");
  c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  c.res.headers.delete("Origin-Agent-Cluster");
});
