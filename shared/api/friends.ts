import type { UserSummary } from "./users.ts";

/** How the caller stands with a user: `requested` by the caller, `incoming` from them. */
export type Friendship = "none" | "requested" | "incoming" | "friends" | "self";

export interface FriendLists {
  friends: UserSummary[];
  incoming: UserSummary[];
  outgoing: UserSummary[];
}
