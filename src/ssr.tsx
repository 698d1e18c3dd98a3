import type { Context } from "hono";
import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { existsSync, readFileSync } from "node:fs";
import { routes } from "../web/routes.tsx";
import { DocumentContext, type Assets, type DocumentData } from "../web/document.tsx";
import { apiContext, ApiProvider } from "../web/api/context.ts";
import { DeferredCache, DeferredCacheContext } from "../web/components/Deferred.tsx";
import type { AppEnv } from "./http/env.ts";
import { serverApi } from "./server-api.ts";
import { manifestPath } from "./paths.ts";
import { navigationChunk } from "../web/components/navigation/SignedInNavigation.tsx";
import type { Shell } from "../shared/api/system.ts";

const handler = createStaticHandler(routes);
let assets: Assets | undefined;

function loadAssets(): Assets {
  if (assets && process.env.NODE_ENV !== "development") return assets;
  if (!existsSync(manifestPath)) throw new Error("The client is not built: run `bun run build` (or `bun start`).");
  assets = JSON.parse(readFileSync(manifestPath, "utf8")) as Assets;
  return assets;
}

const bots = /bot|crawl|spider|slurp|facebookexternalhit|preview/i;

/**
 * Answers a page: runs the matched routes' loaders as the request's user, then streams the document.
 * People get the first bytes before slow parts are done; crawlers get the whole page at once.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const { ctx } = c.var;
  const api = serverApi(c);
  const requestContext = new RouterContextProvider();
  requestContext.set(apiContext, api);
  const result = await queryWithMiddleware(c.req.raw, requestContext);
  if (result instanceof Response) return result;

  const nonce = c.get("secureHeadersNonce");
  const documentData = documentDataFor(result, loadAssets(), nonce);
  const router = createStaticRouter(handler.dataRoutes, result);
  const crawler = bots.test(c.req.header("user-agent") ?? "");
  const stream = await renderToReadableStream(
    <DocumentContext value={documentData}>
      <ApiProvider value={api}>
        <DeferredCacheContext value={new DeferredCache()}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </DeferredCacheContext>
      </ApiProvider>
    </DocumentContext>,
    {
      nonce,
      bootstrapModules: [documentData.assets.entry],
      // React moves a large finished part out of line, behind its fallback, for a script to swap in; a
      // crawler without JavaScript must find it in place.
      progressiveChunkSize: crawler ? Number.POSITIVE_INFINITY : undefined,
      signal: c.req.raw.signal,
      onError(error) {
        if (!c.req.raw.signal.aborted) ctx.log.error("render failed", { id: c.var.requestId, error: String(error) });
      },
    },
  );
  if (crawler) await stream.allReady;
  return new Response(stream, {
    status: result.statusCode,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Runs the matched routes' middleware (the guards) around their loaders, as the browser's router does. A
 * guard's redirect comes back as a Response; otherwise the loaded context, which the caller renders. (The
 * middleware sees a stand-in answer for the page, so it may decide and redirect but not edit the answer.)
 */
async function queryWithMiddleware(request: Request, requestContext: RouterContextProvider) {
  let loaded: StaticHandlerContext | undefined;
  const response = await handler.query(request, {
    requestContext,
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      loaded = result;
      return new Response(null);
    },
  });
  return loaded ?? (response as Response);
}

function documentDataFor(result: StaticHandlerContext, assets: Assets, nonce: string | undefined): DocumentData {
  const signedIn = Boolean((result.loaderData.root as Shell | undefined)?.user);
  const chunks = [...result.matches.map((m) => m.route.id), ...(signedIn ? [navigationChunk] : [])];
  const matched = chunks.map((id) => assets.routes[id]).filter((r) => r !== undefined);
  return {
    assets,
    nonce,
    styles: [...assets.css, ...matched.flatMap((r) => r.css)],
    preload: matched.map((r) => r.js),
    hydration: {
      loaderData: result.loaderData,
      actionData: result.actionData,
      errors: serializeErrors(result.errors),
    },
  };
}

/** Route errors cross to the browser as JSON; the client entry revives them. Internal details never do. */
function serializeErrors(errors: StaticHandlerContext["errors"]) {
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
