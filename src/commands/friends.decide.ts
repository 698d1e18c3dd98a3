import type { EventOf } from "../../events/index.ts";
import type { FriendshipState } from "../../projections/friends.queries.ts";
import { AppError } from "../../shared/errors.ts";

type FriendEvent = EventOf<"FriendRequested" | "FriendRequestAccepted" | "FriendRequestDeclined" | "FriendRequestCancelled" | "FriendshipEnded">;

/** `befriend`: send a request, or accept theirs. `unfriend`: cancel mine, decline theirs, or end it. */
export interface FriendCommand {
  type: "befriend" | "unfriend";
  me: number;
  other: number;
}

/** What a friendship command records, and how the pair stands afterwards (seen from `me`). */
export interface FriendDecision {
  events: FriendEvent[];
  after: FriendshipState;
}

/** How the pair stands decides: asking again, or ending what is not there, records nothing. */
export function decideFriendship(command: FriendCommand, state: FriendshipState): FriendDecision {
  const { type, me, other } = command;
  if (me === other) throw AppError.badRequest("You cannot be your own friend.", "self_friendship");
  if (type === "befriend") {
    if (state === "none") return { events: [{ type: "FriendRequested", data: { from: me, to: other } }], after: "requested" };
    if (state === "incoming") return { events: [{ type: "FriendRequestAccepted", data: { from: other, to: me } }], after: "friends" };
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
