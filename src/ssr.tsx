import type { Context } from "hono";
// React's web-streams renderer, not the Bun one `react-dom/server` picks under Bun: it writes the page in
// 4 KB buffers, where the Bun one hands each of the page's many small strings to a native stream one call at
// a time. Measured on the home page, the Bun one took 5–15% more CPU than Node's, and Node's (which encodes
// each string into a view of its buffer) a few percent more than this one.
import { renderToReadableStream } from "react-dom/server.edge";
import { existsSync, readFileSync } from "node:fs";
import { routes } from "../web/routes.tsx";
import { isRouteErrorResponse, RouterContextProvider, RouterProvider, type RouterState } from "../web/router/index.ts";
import { createServerRouter } from "../web/router/server.ts";
import { DocumentContext, type Assets, type DocumentData } from "../web/document.tsx";
import { startScript } from "../web/startScript.ts";
import { apiContext, ApiProvider } from "../web/api/context.ts";
import { DeferredCache, DeferredCacheContext } from "../web/components/Deferred.tsx";
import type { AppEnv } from "./http/env.ts";
import { serverApi } from "./server-api.ts";
import { logUnexpected } from "./http/errors.ts";
import { statusOf } from "../web/api/apiError.ts";
import { manifestPath } from "./paths.ts";
import { loadNavigation, navigationChunk } from "../web/components/navigation/SignedInNavigation.tsx";
import { landingChunk, landingRouteId } from "../web/auth/LandingWhenLoggedOut.tsx";
import { partsOf, serverPartsLoaded } from "../web/lazyParts.ts";
import type { Shell } from "../shared/api/system.ts";

export type { Assets };

const query = createServerRouter(routes);
let assets: { text: string; parsed: Assets } | undefined;

/**
 * The build's manifest. Read once, except in development, where a build may replace it under a running
 * server: then it is read again, and the same object returned while its text is unchanged, so what was
 * rendered from it (src/cache/http/public-pages.ts) knows when it is out of date.
 */
export function currentAssets(): Assets {
  if (assets && process.env.NODE_ENV !== "development") return assets.parsed;
  if (!existsSync(manifestPath)) throw new Error("The client is not built: run `bun run build` (or `bun start`).");
  const text = readFileSync(manifestPath, "utf8");
  if (assets?.text !== text) assets = { text, parsed: JSON.parse(text) as Assets };
  return assets.parsed;
}

const bots = /bot|crawl|spider|slurp|facebookexternalhit|preview/i;

/** Crawlers get the whole page at once, with no part left for a script to put in place. */
export function isCrawler(c: Context<AppEnv>): boolean {
  return bots.test(c.req.header("user-agent") ?? "");
}

/**
 * Answers a page: runs the matched routes' loaders as the request's user, then streams the document.
 * People get the first bytes before slow parts are done; crawlers get the whole page at once.
 */
export async function renderPage(c: Context<AppEnv>, assets: Assets = currentAssets()): Promise<Response> {
  const rendered = await render(c, assets, { nonce: c.get("secureHeadersNonce"), whole: isCrawler(c) });
  if (rendered instanceof Response) return rendered;
  if (!rendered.complete) return streamedPage(rendered);
  return wholePage(await Bun.readableStreamToBytes(rendered.stream), rendered.status);
}

const pageHeaders = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };

/** A page with a part still suspended, sent as React writes it. */
export function streamedPage(rendered: RenderedPage): Response {
  return new Response(rendered.stream, { status: rendered.status, headers: pageHeaders });
}

/**
 * A page with nothing left to wait for: streaming would send no byte sooner, so it goes out in one piece,
 * with its length, and is compressed in one call rather than through a stream's machinery.
 */
export function wholePage(html: Uint8Array<ArrayBuffer>, status: number): Response {
  return new Response(html, { status, headers: { ...pageHeaders, "Content-Length": String(html.byteLength) } });
}

/**
 * The whole page as this request's user sees it, in one piece and without a nonce (its inline scripts are
 * allowed by their hashes instead): what src/cache/http/public-pages.ts caches for visitors. A redirect
 * comes back as the Response it is.
 */
export async function renderWholePage(
  c: Context<AppEnv>,
  assets: Assets,
): Promise<Response | { status: number; html: string }> {
  const rendered = await render(c, assets, { nonce: undefined, whole: true });
  if (rendered instanceof Response) return rendered;
  return { status: rendered.status, html: await new Response(rendered.stream).text() };
}

export interface RenderOptions {
  /** The nonce the page's inline scripts carry (the request's, from the security headers). */
  nonce: string | undefined;
  /** Wait for every part and put each in place, for a reader without JavaScript or a page cached whole. */
  whole: boolean;
}

/** A page rendered for a request, as React writes it, with what was loaded for it. */
export interface RenderedPage {
  status: number;
  stream: ReadableStream<Uint8Array>;
  /** Whether React had written the whole page by the time it handed the stream over. */
  complete: boolean;
  /** The place, the matched routes, their data and errors. */
  loaded: RouterState;
}

/**
 * The signed-in navigation's module, loaded before any page is rendered: otherwise the first page rendered
 * after a start (and cached) would suspend on it and stream it after the page, and a phone would see the
 * page jump down when the top bar is swapped in (a layout shift).
 */
const navigationLoaded = loadNavigation();

/** Runs the matched routes' loaders as the request's user and renders the page; a redirect comes back as the Response it is. */
export async function render(
  c: Context<AppEnv>,
  assets: Assets,
  { nonce, whole }: RenderOptions,
): Promise<Response | RenderedPage> {
  const { ctx } = c.var;
  const api = serverApi(c);
  const requestContext = new RouterContextProvider();
  requestContext.set(apiContext, api);
  await navigationLoaded;
  const page = await query(c.req.raw, requestContext);
  if (page instanceof Response) return page;
  logUnexpectedErrors(c, page.state);
  // The parts a page renders that the browser fetches as it hydrates (web/lazy.ts) are plain modules here:
  // the matched routes' modules, loaded by now, have asked for theirs; none is rendered suspended.
  await serverPartsLoaded();

  const documentData = documentDataFor(page.state, assets, nonce);
  const stream = await renderToReadableStream(
    <DocumentContext value={documentData}>
      <ApiProvider value={api}>
        <DeferredCacheContext value={new DeferredCache()}>
          <RouterProvider router={page.router} />
        </DeferredCacheContext>
      </ApiProvider>
    </DocumentContext>,
    {
      nonce,
      bootstrapScriptContent: startScript,
      // React moves a finished part past a page's first 12 KB out of line, behind its fallback, for a script
      // at the end to swap in: a page read whole (a crawler without JavaScript, a public page cached) must
      // have it in place, and so must a browser's, whose parts (web/lazyParts.ts) would otherwise appear late
      // and push what follows them down. A part still loading (`Deferred`) streams as before.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: c.req.raw.signal,
      onError(error) {
        if (!c.req.raw.signal.aborted) ctx.log.error("render failed", { id: c.var.requestId, error: String(error) });
      },
    },
  );
  if (whole) await stream.allReady;
  // A page whose loaders have all answered is usually rendered to its end before React hands the stream
  // over; only a part still suspended (`Deferred`) is worth streaming.
  const complete = Bun.peek.status(stream.allReady) === "fulfilled";
  return {
    status: page.status,
    stream,
    complete,
    loaded: page.state,
  };
}

/**
 * A loader or guard that threw something other than an answer it meant (a 404, a 403) shows the error page
 * with 500; the fault is logged as the API's are, or it would be seen only as a request line's status.
 */
function logUnexpectedErrors(c: Context<AppEnv>, state: RouterState) {
  for (const error of Object.values(state.errors ?? {})) {
    if (isRouteErrorResponse(error)) continue;
    const status = statusOf(error);
    if (status === undefined || status >= 500) logUnexpected(c, error);
  }
}

function documentDataFor(result: RouterState, assets: Assets, nonce: string | undefined): DocumentData {
  const signedIn = Boolean((result.loaderData.root as Shell | undefined)?.user);
  const matchedIds = result.matches.map((m) => m.route.id);
  // Code that is not a route's but shows at once: the navigation when signed in, the landing for visitors.
  const landing = !signedIn && matchedIds.includes(landingRouteId);
  // A visitor's landing shows in place of the routes below it: their code waits for a sign-in.
  const routeIds = landing ? matchedIds.slice(0, matchedIds.indexOf(landingRouteId) + 1) : matchedIds;
  // And the parts a route renders from chunks of their own (web/lazy.ts): their styles and code with its own.
  const parts = result.matches.filter((m) => routeIds.includes(m.route.id)).flatMap((m) => partsOf(m.route.handle));
  const chunks = [...routeIds, ...parts, ...(signedIn ? [navigationChunk] : []), ...(landing ? [landingChunk] : [])];
  const matched = chunks.map((id) => assets.routes[id]).filter((r) => r !== undefined);
  return {
    assets,
    nonce,
    styles: [...assets.css, ...matched.flatMap((r) => r.css)],
    preload: withStaticImports(assets, [assets.entry, ...matched.map((r) => r.js)]),
    hydration: {
      loaderData: result.loaderData,
      errors: serializeErrors(result.errors),
    },
  };
}

/** `chunks` and every chunk they import statically, each once, in the order found (the entry's first). */
function withStaticImports(assets: Assets, chunks: string[]): string[] {
  const found = new Set<string>();
  const visit = (chunk: string) => {
    if (found.has(chunk)) return;
    found.add(chunk);
    for (const imported of assets.imports?.[chunk] ?? []) visit(imported);
  };
  for (const chunk of chunks) visit(chunk);
  return [...found];
}

/** Route errors cross to the browser as JSON; the client entry revives them. Internal details never do. */
function serializeErrors(errors: RouterState["errors"]) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { __type: "RouteErrorResponse", status: error.status, statusText: error.statusText, data: error.data }
        : { message: "Unexpected error" },
    ]),
  );
}
