import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decideBlock } from "./blocks.decide.ts";

const block = decider(decideBlock);
const ann = 1;
const ben = 2;
const clear = { blocked: false, blockedBy: false, muted: false };

describe("block", () => {
  test("a stranger: records the block alone", () => {
    block
      .given({ block: clear, friendship: "none" })
      .when({ type: "block", me: ann, other: ben })
      .then({ events: [{ type: "MemberBlocked", data: { by: ann, other: ben } }], friendship: [] });
  });

  test("a friend: the friendship ends with the block", () => {
    block
      .given({ block: clear, friendship: "friends" })
      .when({ type: "block", me: ann, other: ben })
      .then({
        events: [{ type: "MemberBlocked", data: { by: ann, other: ben } }],
        friendship: [{ type: "FriendshipEnded", data: { by: ann, other: ben } }],
      });
  });

  test("a pending request either way goes: mine cancelled, theirs declined", () => {
    block
      .given({ block: clear, friendship: "requested" })
      .when({ type: "block", me: ann, other: ben })
      .thenMatches({ friendship: [{ type: "FriendRequestCancelled", data: { from: ann, to: ben } }] });
    block
      .given({ block: clear, friendship: "incoming" })
      .when({ type: "block", me: ann, other: ben })
      .thenMatches({ friendship: [{ type: "FriendRequestDeclined", data: { from: ben, to: ann } }] });
  });

  test("blocking someone who blocked me is still my own block", () => {
    block
      .given({ block: { ...clear, blockedBy: true }, friendship: "none" })
      .when({ type: "block", me: ann, other: ben })
      .thenMatches({ events: [{ type: "MemberBlocked" }] });
  });

  test("blocking again records nothing", () => {
    block
      .given({ block: { ...clear, blocked: true }, friendship: "none" })
      .when({ type: "block", me: ann, other: ben })
      .then({ events: [], friendship: [] });
  });

  test("nobody blocks or mutes themselves", () => {
    block
      .given({ block: clear, friendship: "none" })
      .when({ type: "block", me: ann, other: ann })
      .thenRefuses(400, "self_block");
    block
      .given({ block: clear, friendship: "none" })
      .when({ type: "mute", me: ann, other: ann })
      .thenRefuses(400, "self_block");
  });
});

describe("unblock, mute, unmute", () => {
  test("unblocking restores no friendship", () => {
    block
      .given({ block: { ...clear, blocked: true }, friendship: "none" })
      .when({ type: "unblock", me: ann, other: ben })
      .then({ events: [{ type: "MemberUnblocked", data: { by: ann, other: ben } }], friendship: [] });
  });

  test("unblocking whom I did not block records nothing, even when they blocked me", () => {
    block
      .given({ block: { ...clear, blockedBy: true }, friendship: "none" })
      .when({ type: "unblock", me: ann, other: ben })
      .then({ events: [], friendship: [] });
  });

  test("muting leaves a friendship as it is", () => {
    block
      .given({ block: clear, friendship: "friends" })
      .when({ type: "mute", me: ann, other: ben })
      .then({ events: [{ type: "MemberMuted", data: { by: ann, other: ben } }], friendship: [] });
  });

  test("muting again, or unmuting whom I did not mute, records nothing", () => {
    block
      .given({ block: { ...clear, muted: true }, friendship: "none" })
      .when({ type: "mute", me: ann, other: ben })
      .then({ events: [], friendship: [] });
    block
      .given({ block: clear, friendship: "none" })
      .when({ type: "unmute", me: ann, other: ben })
      .then({ events: [], friendship: [] });
  });

  test("unmuting", () => {
    block
      .given({ block: { ...clear, muted: true }, friendship: "none" })
      .when({ type: "unmute", me: ann, other: ben })
      .then({ events: [{ type: "MemberUnmuted", data: { by: ann, other: ben } }], friendship: [] });
  });
});
