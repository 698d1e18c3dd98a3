import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";
import type { AppContext } from "../context.ts";
import { withMeta } from "../../store/meta.ts";

/**
 * First on every request: hands it the context, gives it an id, carries the id into event meta, and records
 * one log line and its metrics.
 */
export function observe(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async function observe(c, next) {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || crypto.randomUUID();
    c.set("ctx", ctx);
    c.set("requestId", requestId);
    c.set("actor", null);
    await withMeta({ requestId }, next);
    // On the answer as it finally is, whoever made it (a handler's own Response, an error's, a cached one).
    c.res.headers.set("X-Request-Id", requestId);
    const seconds = (performance.now() - started) / 1000;
    const path = c.req.path;
    const route = path.startsWith("/api/") || path === "/healthz" || path === "/metrics" ? c.req.routePath : "page";
    const status = c.res.status;
    ctx.metrics.observeRequest(c.req.method, route, status, seconds);
    ctx.log.info("request", {
      id: requestId,
      method: c.req.method,
      path,
      status,
      ms: Math.round(seconds * 1000),
      user: c.get("actor")?.id,
    });
  };
}
