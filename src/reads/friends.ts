import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { FriendLists } from "../../shared/api/friends.ts";
import { usersInState } from "../../projections/friends.queries.ts";
import { userSummary } from "./profiles.ts";

/** GET /api/friends: the caller's friends, the requests they received and the ones they sent. */
export async function friendLists(ctx: AppContext, viewer: Actor): Promise<FriendLists> {
  const [friends, incoming, outgoing] = await Promise.all([
    usersInState(ctx.db, viewer.id, "friends"),
    usersInState(ctx.db, viewer.id, "incoming"),
    usersInState(ctx.db, viewer.id, "requested"),
  ]);
  return {
    friends: friends.map(userSummary),
    incoming: incoming.map(userSummary),
    outgoing: outgoing.map(userSummary),
  };
}
