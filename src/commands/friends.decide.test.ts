import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decideFriendship } from "./friends.decide.ts";

const friendship = decider(decideFriendship);
const ann = 1;
const ben = 2;

describe("befriend", () => {
  test("with no relation, sends a request", () => {
    friendship
      .given("none")
      .when({ type: "befriend", me: ann, other: ben })
      .then({ events: [{ type: "FriendRequested", data: { from: ann, to: ben } }], after: "requested" });
  });

  test("with their request waiting, accepts it: the request stays theirs", () => {
    friendship
      .given("incoming")
      .when({ type: "befriend", me: ann, other: ben })
      .then({ events: [{ type: "FriendRequestAccepted", data: { from: ben, to: ann } }], after: "friends" });
  });

  test("asking again, or asking a friend, records nothing", () => {
    friendship
      .given("requested")
      .when({ type: "befriend", me: ann, other: ben })
      .then({ events: [], after: "requested" });
    friendship.given("friends").when({ type: "befriend", me: ann, other: ben }).then({ events: [], after: "friends" });
  });

  test("nobody befriends themselves", () => {
    friendship.given("none").when({ type: "befriend", me: ann, other: ann }).thenRefuses(400, "self_friendship");
  });
});

describe("unfriend", () => {
  test("cancels my request", () => {
    friendship
      .given("requested")
      .when({ type: "unfriend", me: ann, other: ben })
      .then({ events: [{ type: "FriendRequestCancelled", data: { from: ann, to: ben } }], after: "none" });
  });

  test("declines theirs", () => {
    friendship
      .given("incoming")
      .when({ type: "unfriend", me: ann, other: ben })
      .then({ events: [{ type: "FriendRequestDeclined", data: { from: ben, to: ann } }], after: "none" });
  });

  test("ends a friendship, saying who ended it", () => {
    friendship
      .given("friends")
      .when({ type: "unfriend", me: ann, other: ben })
      .then({ events: [{ type: "FriendshipEnded", data: { by: ann, other: ben } }], after: "none" });
  });

  test("with no relation, records nothing", () => {
    friendship.given("none").when({ type: "unfriend", me: ann, other: ben }).then({ events: [], after: "none" });
  });
});

describe("an intention that no longer fits is refused, and nothing changes", () => {
  test("a stale Cancel request after they accepted: already friends, nothing removed", () => {
    friendship
      .given("friends")
      .when({ type: "unfriend", me: ann, other: ben, intent: "cancel" })
      .thenRefuses(409, "friendship_changed");
  });

  test("a stale Accept or Decline after they cancelled", () => {
    friendship
      .given("none")
      .when({ type: "befriend", me: ann, other: ben, intent: "accept" })
      .thenRefuses(409, "friendship_changed");
    friendship
      .given("none")
      .when({ type: "unfriend", me: ann, other: ben, intent: "decline" })
      .thenRefuses(409, "friendship_changed");
  });

  test("a stale Add friend after they asked first does not accept for me", () => {
    friendship
      .given("incoming")
      .when({ type: "befriend", me: ann, other: ben, intent: "request" })
      .thenRefuses(409, "friendship_changed");
  });

  test("a stale Unfriend after they ended it", () => {
    friendship
      .given("none")
      .when({ type: "unfriend", me: ann, other: ben, intent: "unfriend" })
      .thenRefuses(409, "friendship_changed");
  });

  test("an intention sent with the other method is invalid", () => {
    friendship
      .given("requested")
      .when({ type: "befriend", me: ann, other: ben, intent: "cancel" })
      .thenRefuses(400, "invalid_intent");
  });

  test("an intention that fits does what it names", () => {
    friendship
      .given("requested")
      .when({ type: "unfriend", me: ann, other: ben, intent: "cancel" })
      .then({ events: [{ type: "FriendRequestCancelled", data: { from: ann, to: ben } }], after: "none" });
    friendship
      .given("incoming")
      .when({ type: "befriend", me: ann, other: ben, intent: "accept" })
      .then({ events: [{ type: "FriendRequestAccepted", data: { from: ben, to: ann } }], after: "friends" });
  });
});
