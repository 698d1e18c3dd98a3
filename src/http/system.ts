import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { timingSafeEqual } from "node:crypto";
import { AppError, errorBody } from "../../shared/errors.ts";
import { STORAGE_UNAVAILABLE_MESSAGE } from "../storage/health.ts";
import type { AppEnv } from "./env.ts";
import { handler } from "./handler.ts";
import * as system from "../../shared/api/system.ts";
import { signedInUser } from "../reads/users.ts";
import { ownPicture } from "../reads/profiles.ts";

/** The shell every page loads (who is signed in, the public settings) and the server's version. */
export const systemHandlers = [
  handler(system.shell, {}, async (_, { ctx, actor }) => ({
    user: actor && signedInUser(actor),
    picture: actor && (await ownPicture(ctx, actor)),
    alwaysShowSensitive: actor ? await ctx.caches.users.alwaysShowsSensitive(actor.id) : false,
    pitchDeckUrl: ctx.config.pitchDeckUrl,
    googleClientId: ctx.config.googleClientId ?? null,
    supportEmail: ctx.config.supportEmail,
  })),
  handler(system.version, {}, async (_, { ctx }) => ({ version: ctx.config.version })),
];

/** Health and metrics, outside /api: what operators and their probes read. */
export function systemRoutes() {
  return new Hono<AppEnv>()
    .get("/healthz", async (c) => {
      const { db, storage } = c.get("ctx");
      await db.run(sql`select 1`);
      // Reads still work on a full disk, but a load balancer must stop sending writes here until it has room.
      const problem = storage.problem();
      if (problem)
        return c.json(
          { ok: false, storage: problem, ...errorBody("storage_unavailable", STORAGE_UNAVAILABLE_MESSAGE) },
          503,
        );
      return c.json({ ok: true });
    })
    .get("/metrics", async (c) => {
      // What the server does and how much is no one's business but its operators': an admin, or a scraper
      // with METRICS_TOKEN. To anyone else the path does not exist.
      if (
        !c.get("actor")?.isAdmin &&
        !hasMetricsToken(c.req.header("authorization"), c.get("ctx").config.metricsToken)
      ) {
        throw AppError.notFound();
      }
      return c.text(await c.get("ctx").metrics.render(), 200, { "Content-Type": "text/plain; version=0.0.4" });
    });
}

function hasMetricsToken(authorization: string | undefined, token: string | undefined): boolean {
  const presented = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token || !presented) return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
