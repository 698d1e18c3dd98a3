import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { featuredGames } from "../games/featured.ts";

/** Games under /api/games. The featured showcase is public: the landing page shows it to visitors. */
export function gamesRoutes() {
  return new Hono<AppEnv>().get("/featured", (c) => c.json(featuredGames));
}
