import { Hono } from "hono";
import type { AppContext } from "./context.ts";
import type { AppEnv } from "./http/env.ts";
import { observe } from "./http/observe.ts";
import { jsonBodyLimit } from "./http/json-body-limit.ts";
import { noStoreByDefault } from "./http/no-store.ts";
import { CachingRouter } from "./cache/router.ts";
import { compress } from "./http/compress.ts";
import { securityHeaders } from "./http/security.ts";
import { gameFrameHeaders } from "./http/game-frames.ts";
import { staticFiles } from "./http/static.ts";
import { apiNotFound, handleError } from "./http/errors.ts";
import { systemRoutes } from "./http/system.ts";
import { mount } from "./http/handler.ts";
import { handlers } from "./http/handlers.ts";
import { authRoutes } from "./http/auth.ts";
import { sessionsRoutes } from "./http/sessions.ts";
import { mediaRoutes } from "./http/media.ts";
import { realtimeRoutes } from "./http/realtime.ts";
import { currentAssets } from "./ssr.tsx";
import { hashedImages } from "./http/hashed-images.ts";
import { publicPages, publicPaths } from "./cache/http/public-pages.ts";
import { signedInPages } from "./cache/http/signed-in-pages.ts";
import { authenticate } from "./http/authenticate.ts";
import { clientDir, publicDir } from "./paths.ts";
import type { Assets } from "./ssr.tsx";

export interface AppOptions {
  /** The browser bundle pages link to: the build's manifest unless a test gives another. */
  assets?: () => Assets;
  /** The bytes of signed-in pages cached rendered: the setting unless a test gives another (0: none). */
  pageCacheBytes?: number;
}

/** The whole HTTP surface, built from a context so that each test can build its own. */
export function createApp(
  ctx: AppContext,
  { assets = currentAssets, pageCacheBytes = ctx.config.pageCacheBytes }: AppOptions = {},
) {
  const security = securityHeaders(ctx.config, () => ctx.caches.catalogueOrigins.current);
  const signedIn = signedInPages(ctx, { maxBytes: pageCacheBytes });
  const app = new Hono<AppEnv>({ router: new CachingRouter() });
  app.use(observe(ctx));
  // Before everything else a page goes through, and on their own paths only: a visitor's public page is
  // already rendered. What it shows besides the build is the games catalogue (the landing's cards, the CSP's
  // hosts), whose every change replaces the origins the CSP is made from.
  const pages = publicPages({ security, assets, shows: () => [assets(), ctx.caches.catalogueOrigins.current] });
  for (const path of publicPaths) app.use(path, pages);
  // The games' own headers first, so that they replace the pages' ones on a game's files.
  app.use("/games/*", gameFrameHeaders);
  // Around the security headers: a signed-in page cached allows its scripts by hash, not nonce.
  app.use(signedIn.policy);
  app.use(security);
  app.use(compress);
  const { sourceMapsPublic: sourceMaps } = ctx.config;
  app.use("/assets/*", staticFiles("/assets/", clientDir, { immutable: true, sourceMaps }));
  app.use(hashedImages(publicDir, assets));
  app.use(staticFiles("/", publicDir, { immutable: false, sourceMaps }));
  app.use("/api/*", noStoreByDefault);
  app.use("/api/*", jsonBodyLimit);
  app.use(authenticate);

  app.route("/", systemRoutes());
  // The API: every endpoint of the contract (shared/api), through its handler or a hand-written route.
  mount(app, handlers);
  app.route("/", authRoutes());
  app.route("/", sessionsRoutes());
  app.route("/", realtimeRoutes());
  app.all("/api/*", apiNotFound);
  app.route("/media", mediaRoutes());

  app.get("*", (c) => signedIn.serve(c, assets()));
  app.onError(handleError);
  app.notFound(apiNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
