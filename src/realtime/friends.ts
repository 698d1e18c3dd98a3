import type { StoredEvent } from "../../events/index.ts";
import type { Friendship } from "../../shared/api/friends.ts";
import { friendIdsOf } from "../../projections/friends.queries.ts";
import type { Delivery, PresenceAudience } from "./channels/delivery.ts";

/**
 * A change of a friendship reaches both people at once as `friendship {userId, friendship}`: the other
 * person's id and how the receiver now stands with them (API.md's friendship states), so a friends list or
 * a profile's button can follow without asking again.
 */
export function friendsRoute(event: StoredEvent): Delivery[] {
  switch (event.type) {
    case "FriendRequested":
      return pair(event.data.from, "requested", event.data.to, "incoming");
    case "FriendRequestAccepted":
      return pair(event.data.from, "friends", event.data.to, "friends");
    case "FriendRequestDeclined":
    case "FriendRequestCancelled":
      return pair(event.data.from, "none", event.data.to, "none");
    case "FriendshipEnded":
      return pair(event.data.by, "none", event.data.other, "none");
    default:
      return [];
  }
}

function pair(a: number, aSees: Friendship, b: number, bSees: Friendship): Delivery[] {
  return [
    { userId: a, event: "friendship", data: { userId: b, friendship: aSees } },
    { userId: b, event: "friendship", data: { userId: a, friendship: bSees } },
  ];
}

/** A user's friends hear when the user comes online or goes offline. */
export const friendsAudience: PresenceAudience = (db, userId) => friendIdsOf(db, userId);
