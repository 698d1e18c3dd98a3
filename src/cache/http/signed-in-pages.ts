import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/env.ts";
import type { AppContext } from "../../context.ts";
import type { Actor } from "../../actor.ts";
import type { Shell } from "../../../shared/api/system.ts";
import { cacheHandleOf, shown } from "../../../shared/cached-pages.ts";
import { isCrawler, render, renderPage, streamedPage, wholePage, type Assets, type RenderedPage } from "../../ssr.tsx";
import { followChanges } from "../follow.ts";
import { PageCache } from "./page-cache.ts";
import { CachedPage, type RenderedFor } from "./cached-page.ts";
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
 * Signed-in pages from the cache. A page whose every matched route declares what it shows of the log
 * (`handle`, shared/cached-pages.ts: the home page's two tabs and /settings) is cached once rendered, per person,
 * address (query included) and kind of reader (browser or crawler), and served again while nothing it
 * shows has changed (src/cache/http/page-cache.ts), the build is the one it links and the person's own account
 * is as the page shows it. Nothing on it depends on the clock: its times are dates, told as ages by the
 * browser (web/components/RelativeTime.tsx). Identical bytes cannot carry a fresh nonce,
 * so a cached page allows its inline scripts by their hashes (`policy`). A page still streaming a suspended
 * part, a failed or refused one, and every page nothing is declared for are rendered per request as before.
 */
export function signedInPages(ctx: AppContext, { maxBytes }: { maxBytes: number }) {
  const cache = new PageCache<CachedPage>(maxBytes);
  followChanges(ctx.store, ctx.tail, (changes) => cache.follow(changes));

  async function serve(c: Context<AppEnv>, assets: Assets): Promise<Response> {
    const { actor } = c.var;
    if (!actor || cache.maxBytes === 0) return renderPage(c, assets);
    const crawler = isCrawler(c);
    const key = keyOf(c, actor, crawler);
    const viewer = viewerOf(actor);
    const cached = cache.get(key);
    if (cached?.holdsFor(viewer, assets)) return answer(c, cached);
    const page = await renderToCache(c, key, viewer, assets, crawler);
    return page instanceof Response ? page : answer(c, page);
  }

  /**
   * Renders the page for this request and caches it if it may be cached; one that may not (a redirect, a page
   * still streaming, a failure, a page nothing is declared for) comes back as the answer to send.
   */
  async function renderToCache(
    c: Context<AppEnv>,
    key: string,
    viewer: string,
    assets: Assets,
    crawler: boolean,
  ): Promise<CachedPage | Response> {
    // From before the loaders read anything: a change they may have missed keeps the page from being cached.
    const watch = cache.watch();
    try {
      const nonce = c.get("secureHeadersNonce");
      const rendered = await render(c, assets, { nonce, whole: crawler });
      if (rendered instanceof Response) return rendered;
      if (!rendered.complete) return streamedPage(rendered);
      const html = await Bun.readableStreamToBytes(rendered.stream);
      const shows = rendered.status === 200 ? showsOf(rendered.loaded) : null;
      if (!shows) return wholePage(html, rendered.status);
      const page = cachedPageOf(key, await expanded(ctx, shows), { viewer, assets }, html, nonce, encodingOf(c));
      cache.keep(page, watch);
      return page;
    } finally {
      watch.end();
    }
  }

  function answer(c: Context<AppEnv>, page: CachedPage): Response {
    const encoding = encodingOf(c);
    c.set("cachedScripts", page.scriptSources);
    const headers: Record<string, string> = {
      "content-type": "text/html; charset=utf-8",
      // A signed-in page is not left in the browser's cache, where it would outlive a logout.
      "cache-control": "no-store",
      vary: "Accept-Encoding, Cookie",
      etag: etagOf(page.tag, encoding),
    };
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    if (alreadyHas(c.req.header("if-none-match"), page.tag)) return new Response(null, { status: 304, headers });
    if (c.req.method === "HEAD") return new Response(null, { headers });
    return new Response(
      page.body(encoding, (bytes) => cache.grew(page, bytes)),
      { headers },
    );
  }

  /**
   * Outside the security headers: a cached page's answer allows its inline scripts by their hashes, in the
   * policy the security headers made for this answer (with the catalogue's hosts as they are now).
   */
  const policy = createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const sources = c.get("cachedScripts");
    const csp = c.res.headers.get("content-security-policy");
    if (sources && csp) c.res.headers.set("content-security-policy", withScriptHashes(csp, sources));
  });

  return { serve, policy, cache };
}

function encodingOf(c: Context<AppEnv>): Encoding {
  return encodingFor(c.req.header("accept-encoding"));
}

/** One page per person, address (with its query) and kind of reader, whose renders differ. */
function keyOf(c: Context<AppEnv>, actor: Actor, crawler: boolean): string {
  const url = c.req.url;
  const query = url.indexOf("?");
  return `${actor.id} ${crawler ? "crawler" : "browser"} ${c.req.path}${query === -1 ? "" : url.slice(query)}`;
}

/** The account as the shell shows it, read by authentication for this very request. */
function viewerOf(actor: Actor): string {
  return `${actor.name}\n${actor.username}\n${actor.email}\n${actor.isAdmin}`;
}

/**
 * What the page shows of the log, as its matched routes declare it; null when any route declares nothing
 * or refuses (a page for a visitor, a failed read), or something went wrong on the way.
 */
function showsOf(loaded: RenderedPage["loaded"]): string[] | null {
  const viewer = (loaded.loaderData.root as Shell | undefined)?.user;
  if (!viewer || loaded.errors) return null;
  const names: string[] = [];
  for (const match of loaded.matches) {
    const shows = cacheHandleOf(match.route.handle)?.shows(loaded.loaderData[match.route.id] as never, viewer);
    if (!shows) return null;
    names.push(...shows);
  }
  return names;
}

const friendsPosts = /^friendsPosts:(\d+)$/;

/** The names with the friends' posts of a user spelt out as the friends they have now (shared/cached-pages.ts). */
async function expanded(ctx: AppContext, names: string[]): Promise<string[]> {
  const all = new Set<string>();
  for (const name of names) {
    const userId = Number(friendsPosts.exec(name)?.[1]);
    if (!userId) {
      all.add(name);
      continue;
    }
    all.add(shown.friendsOf(userId)).add(shown.postsBy(userId));
    for (const friend of await ctx.caches.friendsFeed.friendsOf(userId)) all.add(shown.postsBy(friend));
  }
  return [...all];
}

/** The page as cached: the nonce this render put on its scripts taken out, and their hashes taken instead. */
function cachedPageOf(
  key: string,
  shows: string[],
  renderedFor: RenderedFor,
  rendered: Uint8Array<ArrayBuffer>,
  nonce: string | undefined,
  first: Encoding,
): CachedPage {
  const text = nonce ? new TextDecoder().decode(rendered).replaceAll(` nonce="${nonce}"`, "") : undefined;
  const html = text === undefined ? rendered : new TextEncoder().encode(text);
  const scriptSources = scriptHashes(inlineScripts(text ?? new TextDecoder().decode(rendered)));
  return new CachedPage({ key, shows, renderedFor, scriptSources }, html, first);
}
