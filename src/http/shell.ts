import { Hono } from "hono";
import type { AppContext } from "../context.ts";
import type { AppEnv } from "./env.ts";
import type { Actor } from "../actor.ts";
import { signedInUser } from "../reads/users.ts";
import type { Shell } from "../../shared/api/system.ts";

/** The shell of every page: who is signed in, and the public settings every page needs. */
export function shellFor(ctx: AppContext, actor: Actor | null): Shell {
  return {
    user: actor && signedInUser(actor),
    pitchDeckUrl: ctx.config.pitchDeckUrl,
    googleClientId: ctx.config.googleClientId ?? null,
    supportEmail: ctx.config.supportEmail,
  };
}

export function shellRoutes() {
  return new Hono<AppEnv>().get("/", (c) => c.json(shellFor(c.var.ctx, c.var.actor)));
}
