import { z } from "zod";
import { handler } from "./handler.ts";
import { UsernameParam } from "./params.ts";
import * as friends from "../../shared/api/friends.ts";
import { endFriendship, requestFriendship } from "../commands/friends.ts";
import { friendLists } from "../reads/friends.ts";

/** What the pressed button was shown for; absent for clients that predate it (API.md: POST/DELETE as the state fits). */
const BefriendIntent = z.object({ intent: z.enum(["request", "accept"]).optional() });
const UnfriendIntent = z.object({ intent: z.enum(["cancel", "decline", "unfriend"]).optional() });

/** The caller's friends and requests, and changing a friendship with someone. */
export const friendsHandlers = [
  handler(friends.friendLists, {}, (_, { ctx, actor }) => friendLists(ctx, actor)),
  handler(
    friends.befriend,
    { params: UsernameParam, query: BefriendIntent },
    async ({ params, query }, { ctx, actor }) => ({
      friendship: await requestFriendship(ctx, actor, params.username, query.intent),
    }),
  ),
  handler(
    friends.unfriend,
    { params: UsernameParam, query: UnfriendIntent },
    async ({ params, query }, { ctx, actor }) => ({
      friendship: await endFriendship(ctx, actor, params.username, query.intent),
    }),
  ),
];
