import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "./env.ts";

/** Health, version and metrics: what operators and the version element read. */
export function systemRoutes() {
  return new Hono<AppEnv>()
    .get("/healthz", async (c) => {
      await c.var.ctx.db.run(sql`select 1`);
      return c.json({ ok: true });
    })
    .get("/api/fetch", (c) => c.json({ version: c.var.ctx.config.version }))
    .get("/metrics", (c) => c.text(c.var.ctx.metrics.render(), 200, { "Content-Type": "text/plain; version=0.0.4" }));
}
