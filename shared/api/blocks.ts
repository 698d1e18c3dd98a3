import type { UserEndpoint } from "./endpoint.ts";
import type { UserSummary } from "./users.ts";

/** How the caller stands with someone after a block or mute call: their own choices only. */
export interface BlockStanding {
  blocked: boolean;
  muted: boolean;
}

/** The caller's "Blocked and muted" list (Settings). */
export interface BlockLists {
  blocked: UserSummary[];
  muted: UserSummary[];
}

type PersonCall = UserEndpoint<{ params: { username: string }; answer: BlockStanding }>;

/** Whom the caller blocked and muted. */
export const blockLists: UserEndpoint<{ answer: BlockLists }> = {
  method: "GET",
  path: "/api/blocks",
  access: "user",
};

/** Blocks someone: each stops seeing the other, every channel between them closes, any friendship ends. */
export const block: PersonCall = { method: "POST", path: "/api/blocks/:username", access: "user" };

/** Lifts one's block (the friendship does not come back). */
export const unblock: PersonCall = { method: "DELETE", path: "/api/blocks/:username", access: "user" };

/** Mutes someone: their posts leave the caller's feeds; they are not told. */
export const mute: PersonCall = { method: "POST", path: "/api/mutes/:username", access: "user" };

/** Lifts one's mute. */
export const unmute: PersonCall = { method: "DELETE", path: "/api/mutes/:username", access: "user" };
