import { friendshipStream } from "../../events/friends.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { AppEvent } from "../../events/index.ts";
import type { Friendship } from "../../shared/api/friends.ts";
import { AppError } from "../../shared/errors.ts";
import { friendshipOf } from "../../projections/friends.queries.ts";
import { profileByUsername } from "../../projections/profiles.queries.ts";
import { userNotFound } from "../reads/profiles.ts";

type Step = { events: AppEvent[]; after: Friendship };

/** POST /api/friends/{username}: sends a request, or accepts theirs. Asking again changes nothing. */
function befriend(me: number, other: number, state: Friendship): Step {
  switch (state) {
    case "none":
      return { events: [{ type: "FriendRequested", data: { from: me, to: other } }], after: "requested" };
    case "incoming":
      return { events: [{ type: "FriendRequestAccepted", data: { from: other, to: me } }], after: "friends" };
    default:
      return { events: [], after: state };
  }
}

/** DELETE /api/friends/{username}: cancels my request, declines theirs, or ends the friendship. */
function unfriend(me: number, other: number, state: Friendship): Step {
  switch (state) {
    case "requested":
      return { events: [{ type: "FriendRequestCancelled", data: { from: me, to: other } }], after: "none" };
    case "incoming":
      return { events: [{ type: "FriendRequestDeclined", data: { from: other, to: me } }], after: "none" };
    case "friends":
      return { events: [{ type: "FriendshipEnded", data: { by: me, other } }], after: "none" };
    default:
      return { events: [], after: state };
  }
}

async function changeFriendship(ctx: AppContext, user: Actor, username: string, decide: typeof befriend): Promise<Friendship> {
  const other = await profileByUsername(ctx.db, username);
  if (!other) throw userNotFound();
  if (other.id === user.id) throw AppError.badRequest("You cannot be your own friend.", "self_friendship");
  return ctx.store.transact(async (tx) => {
    const step = decide(user.id, other.id, await friendshipOf(tx.db, user.id, other.id));
    if (step.events.length > 0) await tx.append(friendshipStream(user.id, other.id), "any", step.events);
    return step.after;
  });
}

export function requestFriendship(ctx: AppContext, user: Actor, username: string): Promise<Friendship> {
  return changeFriendship(ctx, user, username, befriend);
}

export function endFriendship(ctx: AppContext, user: Actor, username: string): Promise<Friendship> {
  return changeFriendship(ctx, user, username, unfriend);
}
