import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { friendshipStream } from "../../events/friends.ts";
import { friendshipOf, type FriendshipState } from "../../projections/friends.queries.ts";
import { profileByUsername, userNotFound } from "../../projections/profiles.queries.ts";
import type { FriendshipIntent } from "../../shared/api/friends.ts";
import { decideFriendship, type FriendCommand } from "./friends.decide.ts";
import { requireBudget } from "../budgets/spend.ts";
import { blockedEitherWay } from "../../projections/blocks.queries.ts";
import { AppError } from "../../shared/errors.ts";

/** Changes how the actor stands with `username`, on the pair's stream; returns how they stand afterwards. */
async function changeFriendship(
  ctx: AppContext,
  actor: Actor,
  username: string,
  type: FriendCommand["type"],
  intent?: FriendshipIntent,
): Promise<FriendshipState> {
  const other = await profileByUsername(ctx.db, username);
  if (!other) throw userNotFound();
  return ctx.store.transact(async (tx) => {
    // Between two people blocked either way no request goes; ending one is always allowed.
    if (type === "befriend" && (await blockedEitherWay(tx.db, actor.id, other.id)))
      throw AppError.forbidden("You cannot send a friend request to this person.", "blocked");
    const command = { type, me: actor.id, other: other.id, intent };
    const { events, after } = decideFriendship(command, await friendshipOf(tx.db, actor.id, other.id));
    // Only a new request spends the budget: accepting, declining and ending never bother anyone.
    if (events.some((e) => e.type === "FriendRequested")) await requireBudget(ctx, tx.db, actor, "friend-request");
    if (events.length > 0) await tx.append(friendshipStream(actor.id, other.id), "any", events);
    return after;
  });
}

/** POST /api/friends/{username}: sends a request, or accepts theirs. Asking again changes nothing. */
export function requestFriendship(
  ctx: AppContext,
  actor: Actor,
  username: string,
  intent?: "request" | "accept",
): Promise<FriendshipState> {
  return changeFriendship(ctx, actor, username, "befriend", intent);
}

/** DELETE /api/friends/{username}: cancels my request, declines theirs, or ends the friendship. */
export function endFriendship(
  ctx: AppContext,
  actor: Actor,
  username: string,
  intent?: "cancel" | "decline" | "unfriend",
): Promise<FriendshipState> {
  return changeFriendship(ctx, actor, username, "unfriend", intent);
}
