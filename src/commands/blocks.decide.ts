import type { EventOf } from "../../events/index.ts";
import type { BlockState } from "../../projections/blocks.queries.ts";
import type { FriendshipState } from "../../projections/friends.queries.ts";
import { AppError } from "../../shared/errors.ts";

type BlockEvent = EventOf<"MemberBlocked" | "MemberUnblocked" | "MemberMuted" | "MemberUnmuted">;
type FriendshipEnd = EventOf<"FriendshipEnded" | "FriendRequestCancelled" | "FriendRequestDeclined">;

export interface BlockCommand {
  type: "block" | "unblock" | "mute" | "unmute";
  me: number;
  other: number;
}

/** What the pair stands as now: my blocks and mutes, theirs of me, and the friendship. */
export interface BlockPairState {
  block: BlockState;
  friendship: FriendshipState;
}

/** Events for the actor's blocks stream, and for the pair's friendship stream. */
export interface BlockDecision {
  events: BlockEvent[];
  friendship: FriendshipEnd[];
}

/**
 * A block ends any friendship or request between the two, with the friendship's own events (so friend lists,
 * feeds and open pages follow as they do for an unfriend); unblocking restores none of it. Doing again what is
 * already done records nothing. Mute and block are separate choices: one can mute and block, and undo either.
 */
export function decideBlock(command: BlockCommand, state: BlockPairState): BlockDecision {
  const { type, me, other } = command;
  if (me === other) throw AppError.badRequest("You cannot block or mute yourself.", "self_block");
  const data = { by: me, other };
  const none: BlockDecision = { events: [], friendship: [] };
  switch (type) {
    case "block":
      if (state.block.blocked) return none;
      return { events: [{ type: "MemberBlocked", data }], friendship: endFriendship(me, other, state.friendship) };
    case "unblock":
      return state.block.blocked ? { events: [{ type: "MemberUnblocked", data }], friendship: [] } : none;
    case "mute":
      return state.block.muted ? none : { events: [{ type: "MemberMuted", data }], friendship: [] };
    case "unmute":
      return state.block.muted ? { events: [{ type: "MemberUnmuted", data }], friendship: [] } : none;
  }
}

function endFriendship(me: number, other: number, friendship: FriendshipState): FriendshipEnd[] {
  switch (friendship) {
    case "friends":
      return [{ type: "FriendshipEnded", data: { by: me, other } }];
    case "requested":
      return [{ type: "FriendRequestCancelled", data: { from: me, to: other } }];
    case "incoming":
      return [{ type: "FriendRequestDeclined", data: { from: other, to: me } }];
    case "none":
      return [];
  }
}
