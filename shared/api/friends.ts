import type { UserEndpoint } from "./endpoint.ts";
import type { UserSummary } from "./users.ts";

/** How the caller stands with a user: `requested` by the caller, `incoming` from them. */
export type Friendship = "none" | "requested" | "incoming" | "friends" | "self";

export interface FriendLists {
  friends: UserSummary[];
  incoming: UserSummary[];
  outgoing: UserSummary[];
}

/** The caller's friends, the requests they received and the ones they sent. */
export const friendLists: UserEndpoint<{ answer: FriendLists }> = { method: "GET", path: "/api/friends", access: "user" };

/** Sends a request, or accepts theirs. */
export const befriend: UserEndpoint<{ params: { username: string }; answer: { friendship: Friendship } }> = {
  method: "POST",
  path: "/api/friends/:username",
  access: "user",
};

/** Cancels one's request, declines theirs, or ends the friendship. */
export const unfriend: UserEndpoint<{ params: { username: string }; answer: { friendship: Friendship } }> = {
  method: "DELETE",
  path: "/api/friends/:username",
  access: "user",
};
