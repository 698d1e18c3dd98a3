import type { EventOf } from "../../events/index.ts";
import type { FriendshipState } from "../../projections/friends.queries.ts";
import type { FriendshipIntent } from "../../shared/api/friends.ts";
import { AppError } from "../../shared/errors.ts";

type FriendEvent = EventOf<
  "FriendRequested" | "FriendRequestAccepted" | "FriendRequestDeclined" | "FriendRequestCancelled" | "FriendshipEnded"
>;

/**
 * `befriend`: send a request, or accept theirs. `unfriend`: cancel mine, decline theirs, or end it.
 * `intent`, when the caller names it, is what the button it pressed was shown for: a page shown before the
 * other person acted must not have its "Cancel request" end a friendship that was accepted meanwhile.
 */
export interface FriendCommand {
  type: "befriend" | "unfriend";
  me: number;
  other: number;
  intent?: FriendshipIntent;
}

/** What a friendship command records, and how the pair stands afterwards (seen from `me`). */
export interface FriendDecision {
  events: FriendEvent[];
  after: FriendshipState;
}

/** The state each intention was shown for. */
const shownFor: Record<FriendshipIntent, FriendshipState> = {
  request: "none",
  accept: "incoming",
  cancel: "requested",
  decline: "incoming",
  unfriend: "friends",
};

/** Which intentions each command can carry: asking or accepting is a POST, the rest a DELETE. */
const intentsOf: Record<FriendCommand["type"], FriendshipIntent[]> = {
  befriend: ["request", "accept"],
  unfriend: ["cancel", "decline", "unfriend"],
};

/** Why an intention no longer fits, told by how the pair stands now. */
function staleMessage(intent: FriendshipIntent, state: FriendshipState): string {
  if (state === "friends") return "You are already friends.";
  if (intent === "unfriend") return "You are not friends.";
  if (intent === "request")
    return state === "requested" ? "You already sent a friend request." : "They already sent you a friend request.";
  if (intent === "cancel") return "There is no friend request to cancel.";
  return `There is no friend request to ${intent}.`;
}

/** How the pair stands decides: asking again, or ending what is not there, records nothing. */
export function decideFriendship(command: FriendCommand, state: FriendshipState): FriendDecision {
  const { type, me, other, intent } = command;
  if (me === other) throw AppError.badRequest("You cannot be your own friend.", "self_friendship");
  if (intent !== undefined) {
    if (!intentsOf[type].includes(intent))
      throw AppError.badRequest(`"${intent}" is not done with this method.`, "invalid_intent");
    if (shownFor[intent] !== state) throw AppError.conflict(staleMessage(intent, state), "friendship_changed");
  }
  if (type === "befriend") {
    if (state === "none")
      return { events: [{ type: "FriendRequested", data: { from: me, to: other } }], after: "requested" };
    if (state === "incoming")
      return { events: [{ type: "FriendRequestAccepted", data: { from: other, to: me } }], after: "friends" };
    return { events: [], after: state };
  }
  switch (state) {
    case "requested":
      return { events: [{ type: "FriendRequestCancelled", data: { from: me, to: other } }], after: "none" };
    case "incoming":
      return { events: [{ type: "FriendRequestDeclined", data: { from: other, to: me } }], after: "none" };
    case "friends":
      return { events: [{ type: "FriendshipEnded", data: { by: me, other } }], after: "none" };
    case "none":
      return { events: [], after: "none" };
  }
}
