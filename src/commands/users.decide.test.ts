import { expect, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decideActorMayAct, decideUserChange } from "./users.decide.ts";

const change = decider(decideUserChange);
const member = { id: 5, isAdmin: false, isBlocked: false };
const admin = { ...member, isAdmin: true };
const blocked = { ...member, isBlocked: true };

test("promoting a member makes an admin; promoting an admin records nothing", () => {
  change
    .given(member)
    .when("promote")
    .then([{ type: "UserPromoted", data: { userId: 5 } }]);
  change.given(admin).when("promote").then([]);
});

test("demoting an admin takes the role away; demoting a member records nothing", () => {
  change
    .given(admin)
    .when("demote")
    .then([{ type: "UserDemoted", data: { userId: 5 } }]);
  change.given(member).when("demote").then([]);
});

test("blocking ends every session too; blocking again records nothing", () => {
  change
    .given(member)
    .when("block")
    .then([
      { type: "UserBlocked", data: { userId: 5 } },
      { type: "AllSessionsRevoked", data: { userId: 5, reason: "blocked" } },
    ]);
  change.given(blocked).when("block").then([]);
});

test("unblocking lifts a block; an account not blocked stays as it is", () => {
  change
    .given(blocked)
    .when("unblock")
    .then([{ type: "UserUnblocked", data: { userId: 5 } }]);
  change.given(member).when("unblock").then([]);
});

test("deleting removes the account and ends every session", () => {
  change
    .given(admin)
    .when("delete")
    .then([
      { type: "UserDeleted", data: { userId: 5 } },
      { type: "AllSessionsRevoked", data: { userId: 5, reason: "deleted" } },
    ]);
});

test("an account that does not exist, or no longer does, is not found", () => {
  change.given(undefined).when("block").thenRefuses(404, "not_found");
});

test("an actor may act while the account is verified, not blocked and not deleted", () => {
  expect(() => decideActorMayAct({ isVerified: true, isBlocked: false })).not.toThrow();
  expect(() => decideActorMayAct({ isVerified: true, isBlocked: true })).toThrow(
    expect.objectContaining({ status: 403, code: "account_blocked" }),
  );
  expect(() => decideActorMayAct({ isVerified: false, isBlocked: false })).toThrow(
    expect.objectContaining({ status: 401 }),
  );
  // A deleted account reads as absent.
  expect(() => decideActorMayAct(undefined)).toThrow(expect.objectContaining({ status: 401 }));
});
