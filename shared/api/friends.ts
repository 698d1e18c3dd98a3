import type { UserEndpoint } from "./endpoint.ts";
import type { UserSummary } from "./users.ts";

/** How the caller stands with a user: `requested` by the caller, `incoming` from them. */
export type Friendship = "none" | "requested" | "incoming" | "friends" | "self";

/**
 * What a friendship button was shown for. Sent as `?intent=`, the server refuses it (409) once the
 * friendship has moved on; without it, POST and DELETE do whatever fits the current state (API.md).
 */
export type FriendshipIntent = "request" | "accept" | "cancel" | "decline" | "unfriend";

export interface FriendLists {
  friends: UserSummary[];
  incoming: UserSummary[];
  outgoing: UserSummary[];
}

/** The caller's friends, the requests they received and the ones they sent. */
export const friendLists: UserEndpoint<{ answer: FriendLists }> = {
  method: "GET",
  path: "/api/friends",
  access: "user",
};

/** Sends a request, or accepts theirs. */
export const befriend: UserEndpoint<{
  params: { username: string };
  query: { intent?: "request" | "accept" };
  answer: { friendship: Friendship };
}> = {
  method: "POST",
  path: "/api/friends/:username",
  access: "user",
};

/** Cancels one's request, declines theirs, or ends the friendship. */
export const unfriend: UserEndpoint<{
  params: { username: string };
  query: { intent?: "cancel" | "decline" | "unfriend" };
  answer: { friendship: Friendship };
}> = {
  method: "DELETE",
  path: "/api/friends/:username",
  access: "user",
};
