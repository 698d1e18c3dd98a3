import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppContext } from "./context.ts";
import type { AppEnv } from "./http/env.ts";
import { observe } from "./http/observe.ts";
import { compress } from "./http/compress.ts";
import { securityHeaders } from "./http/security.ts";
import { staticFiles } from "./http/static.ts";
import { apiNotFound, handleError } from "./http/errors.ts";
import { systemRoutes } from "./http/system.ts";
import { contactRoutes } from "./http/contact.ts";
import { shellRoutes } from "./http/shell.ts";
import { authRoutes } from "./http/auth.ts";
import { mediaRoutes } from "./http/media.ts";
import { gamesRoutes } from "./http/games.ts";
import { postsRoutes } from "./http/posts.ts";
import { profilesRoutes } from "./http/profiles.ts";
import { friendsRoutes } from "./http/friends.ts";
import { searchRoutes } from "./http/search.ts";
import { AppError } from "../shared/errors.ts";
import { renderPage } from "./ssr.tsx";
import { authenticate } from "./http/authenticate.ts";
import { clientDir, publicDir } from "./paths.ts";

/** The whole HTTP surface, built from a context so that each test can build its own. */
export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("ctx", ctx);
    await next();
  });
  app.use(observe);
  app.use(securityHeaders(ctx.config));
  app.use(compress);
  app.use(staticFiles("/assets/", clientDir, { immutable: true }));
  app.use(staticFiles("/", publicDir, { immutable: false }));
  // JSON bodies are small; uploads set their own, larger limits where they are accepted.
  app.use("/api/*", async (c, next) => {
    if (c.req.header("content-type")?.startsWith("multipart/form-data")) return next();
    return bodyLimit({ maxSize: 256 * 1024, onError: () => { throw AppError.tooLarge("The request is too large."); } })(c, next);
  });

  app.use(authenticate);

  app.route("/", systemRoutes());
  app.route("/api/contact", contactRoutes());
  app.route("/api/auth", authRoutes());
  app.route("/api/shell", shellRoutes());
  app.route("/api/games", gamesRoutes());
  app.route("/api", postsRoutes());
  app.route("/api", profilesRoutes());
  app.route("/api/friends", friendsRoutes());
  app.route("/api/search", searchRoutes());
  app.all("/api/*", apiNotFound);
  app.route("/media", mediaRoutes());

  app.get("*", (c) => renderPage(c));
  app.onError(handleError);
  app.notFound(apiNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
