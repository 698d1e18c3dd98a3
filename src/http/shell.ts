import { Hono } from "hono";
import type { AppContext } from "../context.ts";
import type { AppEnv, SessionUser } from "./env.ts";
import type { Session } from "../../web/api/types.ts";

/** Who is signed in and the public settings every page needs. */
export function sessionInfo(ctx: AppContext, user: SessionUser | null): Session {
  return {
    user: user && { id: user.id, name: user.name, username: user.username, email: user.email, is_admin: user.isAdmin },
    pitchDeckUrl: ctx.config.pitchDeckUrl,
    googleClientId: ctx.config.googleClientId ?? null,
    supportEmail: ctx.config.supportEmail,
  };
}

export function sessionRoutes() {
  return new Hono<AppEnv>().get("/", (c) => c.json(sessionInfo(c.var.ctx, c.var.user)));
}
