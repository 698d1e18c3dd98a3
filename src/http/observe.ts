import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";
import { withMeta } from "../../events/meta.ts";

/** Gives each request an id, carries it into event meta, and records one log line and its metrics. */
export const observe = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const requestId = c.req.header("x-request-id")?.slice(0, 64) || crypto.randomUUID();
  c.set("requestId", requestId);
  c.set("actor", null);
  c.header("X-Request-Id", requestId);
  await withMeta({ requestId }, next);
  const seconds = (performance.now() - started) / 1000;
  const route = c.req.path.startsWith("/api/") || c.req.path === "/healthz" || c.req.path === "/metrics"
    ? c.req.routePath
    : "page";
  const ctx = c.get("ctx");
  ctx.metrics.observeRequest(c.req.method, route, c.res.status, seconds);
  ctx.log.info("request", {
    id: requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(seconds * 1000),
    user: c.get("actor")?.id,
  });
});
