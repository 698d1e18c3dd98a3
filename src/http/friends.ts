import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { validate } from "./validate.ts";
import { UsernameParam } from "./params.ts";
import { requireUser } from "./authenticate.ts";
import { endFriendship, requestFriendship } from "../commands/friends.ts";
import { friendLists } from "../reads/friends.ts";


/** /api/friends: the caller's friends and requests, and changing a friendship with someone. */
export function friendsRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json(await friendLists(c.var.ctx, c.var.actor!)))
    .post("/:username", validate("param", UsernameParam), async (c) =>
      c.json({ friendship: await requestFriendship(c.var.ctx, c.var.actor!, c.req.valid("param").username) }),
    )
    .delete("/:username", validate("param", UsernameParam), async (c) =>
      c.json({ friendship: await endFriendship(c.var.ctx, c.var.actor!, c.req.valid("param").username) }),
    );
}
