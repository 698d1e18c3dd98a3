import { handler } from "./handler.ts";
import { UsernameParam } from "./params.ts";
import * as friends from "../../shared/api/friends.ts";
import { endFriendship, requestFriendship } from "../commands/friends.ts";
import { friendLists } from "../reads/friends.ts";

/** The caller's friends and requests, and changing a friendship with someone. */
export const friendsHandlers = [
  handler(friends.friendLists, {}, (_, { ctx, actor }) => friendLists(ctx, actor)),
  handler(friends.befriend, { params: UsernameParam }, async ({ params }, { ctx, actor }) => ({
    friendship: await requestFriendship(ctx, actor, params.username),
  })),
  handler(friends.unfriend, { params: UsernameParam }, async ({ params }, { ctx, actor }) => ({
    friendship: await endFriendship(ctx, actor, params.username),
  })),
];
