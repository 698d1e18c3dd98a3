import { Hono, type MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import type { AppEnv } from "../../http/env.ts";
import type { Assets } from "../../ssr.tsx";
import { renderWholePage } from "../../ssr.tsx";
import { SESSION_COOKIE } from "../../http/session-cookie.ts";
import {
  alreadyHas,
  encodingFor,
  etagOf,
  inlineScripts,
  scriptHashes,
  withScriptHashes,
  type Encoding,
} from "./answer.ts";

/**
 * The pages a visitor sees the same whatever they did before: the landing and the public information
 * pages. What they show comes from the build (its manifest), the settings, code and the games catalogue
 * (`shows` below), so a page may be cached once rendered. A page that shows other data of the log must not be
 * listed here, or `shows` must name that data.
 */
export const publicPaths = ["/", "/about", "/features", "/privacy", "/terms", "/version", "/contact"] as const;

/** A public page as rendered once: its bytes in each encoding, ready to send. */
interface CachedPublicPage {
  /** What it was rendered from (`shows`): when any of it is replaced, the page is rendered again. */
  shown: unknown[];
  tag: string;
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
  headers: Record<string, string>;
}

export interface PublicPagesOptions {
  /** The security headers every answer gets; their Content-Security-Policy is rewritten to hashes here. */
  security: MiddlewareHandler<AppEnv>;
  /** The build the pages are rendered from now. */
  assets: () => Assets;
  /**
   * What the pages show beyond the request, as objects that are replaced (never changed in place) when it
   * changes: the build's manifest, the catalogue's current state. Compared by identity on every visit.
   */
  shows: () => unknown[];
}

/**
 * Serves the public pages to visitors from the cache, at the speed of a static file. Each page is rendered
 * whole on the first visit (and again when what it shows is replaced: a new build, a change of the games
 * catalogue), then cached precompressed with gzip and brotli, with an ETag for conditional requests. Identical bytes for everyone cannot carry a per-response nonce,
 * so these pages' Content-Security-Policy allows their few inline scripts by hash instead; every other
 * page keeps its fresh nonce. Requests with a session cookie, a token or a query go on to be rendered as
 * usual: a signed-in person's "/" is their feed.
 */
export function publicPages({ security, assets, shows }: PublicPagesOptions) {
  const cache = new Map<string, Promise<CachedPublicPage | null>>();

  async function pageFor(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<CachedPublicPage | null> {
    const shown = shows();
    const path = c.req.path;
    const existing = cache.get(path);
    if (existing) {
      const page = await existing;
      if (page && sameShown(page.shown, shown)) return page;
    }
    // One render however many visitors arrive at once; a failed render is not cached, the next visit tries
    // again. What it shows is taken before it starts, so a change during the render renders it again.
    const rendering = renderToCache(c, assets(), shown, security).catch(() => null);
    cache.set(path, rendering);
    const page = await rendering;
    if (!page && cache.get(path) === rendering) cache.delete(path);
    return page;
  }

  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isForVisitor(c.req.raw, c.req.path)) return next();
    const page = await pageFor(c);
    if (!page) return next();
    return answer(c.req.raw, page);
  });
}

const publicPathSet = new Set<string>(publicPaths);

/** A GET or HEAD of a public page, without a query, from someone who is not signed in. */
function isForVisitor(request: Request, path: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!publicPathSet.has(path) || request.url.includes("?")) return false;
  if (request.headers.has("authorization")) return false;
  const cookie = request.headers.get("cookie");
  return !cookie || !cookie.includes(`${SESSION_COOKIE}=`);
}

function sameShown(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

async function renderToCache(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  assets: Assets,
  shown: unknown[],
  security: MiddlewareHandler<AppEnv>,
): Promise<CachedPublicPage | null> {
  // The security headers as they are now (the CSP names the catalogue's hosts), taken with the page.
  const base = await securityHeadersOf(security);
  const rendered = await renderWholePage(c, assets);
  if (rendered instanceof Response || rendered.status !== 200) return null;
  const html = new TextEncoder().encode(rendered.html);
  const digest = createHash("sha256").update(html).digest("base64url").slice(0, 22);
  const headers: Record<string, string> = {};
  base.forEach((value, name) => {
    headers[name] =
      name === "content-security-policy" ? withScriptHashes(value, scriptHashes(inlineScripts(rendered.html))) : value;
  });
  Object.assign(headers, {
    "content-type": "text/html; charset=utf-8",
    // Kept by the browser, asked again each time (a 304 while unchanged): "/" is a feed once signed in.
    "cache-control": "no-cache",
    vary: "Accept-Encoding, Cookie",
  });
  return {
    shown,
    tag: digest,
    bodies: {
      identity: html,
      gzip: new Uint8Array(gzipSync(html, { level: 9 })),
      br: new Uint8Array(
        brotliCompressSync(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength },
        }),
      ),
    },
    headers,
  };
}

function answer(request: Request, page: CachedPublicPage): Response {
  const encoding = encodingFor(request.headers.get("accept-encoding"));
  const headers: Record<string, string> = { ...page.headers, etag: etagOf(page.tag, encoding) };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  if (alreadyHas(request.headers.get("if-none-match"), page.tag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : page.bodies[encoding], { headers });
}

/** The headers the security middleware gives every answer now. */
async function securityHeadersOf(security: MiddlewareHandler<AppEnv>): Promise<Headers> {
  const probe = new Hono<AppEnv>();
  probe.use(security);
  probe.get("*", (c) => c.body(null));
  const response = await probe.request("/");
  return response.headers;
}
