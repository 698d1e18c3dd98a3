import { z } from "zod";
import { defineEvent } from "./define.ts";

/**
 * The friendship of two users, on the pair's stream `friendship-<lower id>-<higher id>`. `from` always names
 * the one who sent the request, `to` the one who received it; `by` who ended a friendship.
 */
const userId = z.number().int().positive();
const Request = z.object({ from: userId, to: userId });

export const FriendRequested = defineEvent("FriendRequested", Request);
export const FriendRequestAccepted = defineEvent("FriendRequestAccepted", Request);
export const FriendRequestDeclined = defineEvent("FriendRequestDeclined", Request);
export const FriendRequestCancelled = defineEvent("FriendRequestCancelled", Request);
export const FriendshipEnded = defineEvent("FriendshipEnded", z.object({ by: userId, other: userId }));

export const friendsEvents = [
  FriendRequested,
  FriendRequestAccepted,
  FriendRequestDeclined,
  FriendRequestCancelled,
  FriendshipEnded,
] as const;

/** One stream per pair, named the same whichever of the two acts. */
export function friendshipStream(a: number, b: number): string {
  return `friendship-${Math.min(a, b)}-${Math.max(a, b)}`;
}
