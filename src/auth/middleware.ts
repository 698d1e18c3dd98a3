import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/env.ts";
import { AppError } from "../errors.ts";

/**
 * Finds who is acting: a Bearer access token for any request, or the session cookie for safe requests
 * (page renders, the realtime stream, private media). Sets `c.var.user`, or leaves it null.
 * (Filled in by the accounts work; until then nobody is signed in.)
 */
export const authenticate = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw AppError.unauthorized();
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw AppError.unauthorized();
  if (!c.var.user.isAdmin) throw AppError.forbidden();
  await next();
});
