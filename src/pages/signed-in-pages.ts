import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/env.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Shell } from "../../shared/api/system.ts";
import { keptHandleOf, shown } from "../../shared/kept-pages.ts";
import {
  isCrawler,
  render,
  renderPage,
  retoldTimes,
  streamedPage,
  wholePage,
  type Assets,
  type RenderedPage,
} from "../ssr.tsx";
import { followLog } from "../cache/follow.ts";
import { KeptPages, Watch } from "./kept-pages.ts";
import { KeptPage, type RenderedFor } from "./kept-page.ts";
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
 * How long before a kept page's time runs out the pages that follow are told, and how many at most (one per
 * post shown, whose times may each change at another moment). Only for a page asked for again and again:
 * someone who reloads now and then would not see them.
 */
const AHEAD_MS = 250;
const MAX_AHEAD = 20;
const SERVED_BEFORE_AHEAD = 2;

/**
 * Signed-in pages from memory. A page whose every matched route declares what it shows of the log
 * (`handle`, shared/kept-pages.ts: the home page's two tabs and /settings) is kept once rendered, per person,
 * address (query included) and kind of reader (browser or crawler), and served again while nothing it
 * shows has changed (src/pages/kept-pages.ts), the time it tells still reads the same, the build is the one
 * it links and the person's own account is as the page shows it. Identical bytes cannot carry a fresh nonce,
 * so a kept page allows its inline scripts by their hashes (`policy`). A page still streaming a suspended
 * part, a failed or refused one, and every page nothing is declared for are rendered per request as before.
 */
export function signedInPages(ctx: AppContext, { maxBytes }: { maxBytes: number }) {
  const kept = new KeptPages<KeptPage>(maxBytes);
  followLog(ctx.store, ctx.tail, (events) => kept.follow(events));
  /** Renders under way of pages kept before: a request for the same page waits for it rather than render it too. */
  const rendering = new Map<string, Promise<unknown>>();

  async function serve(c: Context<AppEnv>, assets: Assets): Promise<Response> {
    const { actor } = c.var;
    if (!actor || kept.maxBytes === 0) return renderPage(c, assets);
    const crawler = isCrawler(c);
    const key = keyOf(c, actor, crawler);
    const viewer = viewerOf(actor);
    const now = ctx.clock.now().getTime();
    const held = kept.get(key);
    const current = held?.pageFor(viewer, assets, now);
    if (current) {
      if (held!.renderedFor.validUntil - now < AHEAD_MS && current.served >= SERVED_BEFORE_AHEAD) tellAhead(held!, now);
      return answer(c, current);
    }
    // A page that was kept (it is out of date now: its time, its build) will likely be kept again, so the
    // requests that come while it renders wait for that render: 64 at once would each render it.
    const under = held && rendering.get(key);
    if (under) {
      await under.catch(() => undefined);
      const renewed = kept.get(key)?.pageFor(viewer, assets, ctx.clock.now().getTime());
      if (renewed) return answer(c, renewed);
    }
    const render = renderToKeep(c, key, viewer, assets, crawler);
    if (held) {
      rendering.set(key, render);
      void render.catch(() => undefined).finally(() => rendering.get(key) === render && rendering.delete(key));
    }
    const page = await render;
    return page instanceof Response ? page : answer(c, page);
  }

  /**
   * Its time runs out soon: the pages that follow are told now, each as its times will read when the one
   * before runs out, until one holds for a while, so that the requests coming at those moments find them
   * rather than all wait for a render (twenty posts a few milliseconds apart, all under a minute old,
   * change the page twenty times in a few milliseconds every second). Nothing runs meanwhile, so no event
   * comes between the page they follow and them.
   */
  function tellAhead(last: KeptPage, now: number) {
    if (!last.retellable) return;
    for (let told = 0; told < MAX_AHEAD && last.renderedFor.validUntil - now < AHEAD_MS; told++) {
      last = last.toldAt(last.renderedFor.validUntil, now);
      kept.keep(last, new Watch());
    }
  }

  /**
   * Renders the page for this request and keeps it if it may be kept; one that may not (a redirect, a page
   * still streaming, a failure, a page nothing is declared for) comes back as the answer to send.
   */
  async function renderToKeep(
    c: Context<AppEnv>,
    key: string,
    viewer: string,
    assets: Assets,
    crawler: boolean,
  ): Promise<KeptPage | Response> {
    // From before the loaders read anything: a change they may have missed keeps the page from being kept.
    const watch = kept.watch();
    try {
      const nonce = c.get("secureHeadersNonce");
      const rendered = await render(c, assets, { nonce, whole: crawler });
      if (rendered instanceof Response) return rendered;
      if (!rendered.complete) return streamedPage(rendered);
      const html = await Bun.readableStreamToBytes(rendered.stream);
      const shows = rendered.status === 200 ? showsOf(rendered.loaded) : null;
      if (!shows) return wholePage(html, rendered.status);
      const page = keptPageOf(
        key,
        await expanded(ctx, shows),
        { viewer, assets },
        rendered.time,
        html,
        nonce,
        encodingOf(c),
        ctx.clock.now().getTime(),
      );
      kept.keep(page, watch);
      return page;
    } finally {
      watch.end();
    }
  }

  function answer(c: Context<AppEnv>, page: KeptPage): Response {
    const encoding = encodingOf(c);
    c.set("keptScripts", page.scriptSources);
    const headers: Record<string, string> = {
      "content-type": "text/html; charset=utf-8",
      // A signed-in page is not left in the browser's cache, where it would outlive a logout.
      "cache-control": "no-store",
      vary: "Accept-Encoding, Cookie",
      etag: etagOf(page.tag, encoding),
    };
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    page.served++;
    if (alreadyHas(c.req.header("if-none-match"), page.tag)) return new Response(null, { status: 304, headers });
    if (c.req.method === "HEAD") return new Response(null, { headers });
    return new Response(
      page.body(encoding, (bytes) => kept.grew(page, bytes)),
      { headers },
    );
  }

  /**
   * Outside the security headers: a kept page's answer allows its inline scripts by their hashes, in the
   * policy the security headers made for this answer (with the catalogue's hosts as they are now).
   */
  const policy = createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const sources = c.get("keptScripts");
    const csp = c.res.headers.get("content-security-policy");
    if (sources && csp) c.res.headers.set("content-security-policy", withScriptHashes(csp, sources));
  });

  return { serve, policy, kept };
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
    const shows = keptHandleOf(match.route.handle)?.shows(loaded.loaderData[match.route.id] as never, viewer);
    if (!shows) return null;
    names.push(...shows);
  }
  return names;
}

const friendsPosts = /^friends-posts:(\d+)$/;

/** The names with the friends' posts of a user spelt out as the friends they have now (shared/kept-pages.ts). */
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

/**
 * The page as kept: the nonce this render put on its scripts taken out, and their hashes taken instead. It
 * may be told at another moment when telling it again at its own gives back the very page and what the
 * render learnt of its time: then every time on it is a `RelativeTime`, and only they change with time.
 */
function keptPageOf(
  key: string,
  shows: string[],
  { viewer, assets }: Pick<RenderedFor, "viewer" | "assets">,
  time: RenderedPage["time"],
  rendered: Uint8Array<ArrayBuffer>,
  nonce: string | undefined,
  first: Encoding,
  now: number,
): KeptPage {
  const decoded = new TextDecoder().decode(rendered);
  const text = nonce ? decoded.replaceAll(` nonce="${nonce}"`, "") : decoded;
  const html = nonce ? new TextEncoder().encode(text) : rendered;
  const retold = retoldTimes(text, time.now);
  const retellable = retold.html === text && retold.times === time.told && retold.changesAt === time.validUntil;
  const renderedFor = { viewer, assets, validFrom: Number.NEGATIVE_INFINITY, validUntil: time.validUntil };
  const facts = { key, shows, renderedFor, scriptSources: scriptHashes(inlineScripts(text)), retellable };
  return new KeptPage(facts, html, first, undefined, now);
}
