import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "./env.ts";
import { validate } from "./validate.ts";
import { requireUser } from "./authenticate.ts";
import { search } from "../reads/search.ts";

export const SearchQuery = z.object({ q: z.string().trim().min(1, "Type something to search for.").max(100) });

/** /api/search: users, posts, zones and games the caller may see. */
export function searchRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", validate("query", SearchQuery), async (c) => c.json(await search(c.var.ctx, c.var.actor!, c.req.valid("query").q)));
}
