import { test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decideAccountDeletion, decideAccountEdit } from "./admin.decide.ts";

const edit = decider(decideAccountEdit);
const remove = decider(decideAccountDeletion);
const account = {
  id: 5,
  name: "Ann",
  username: "ann",
  email: "ann@example.com",
  isAdmin: false,
  isBlocked: false,
  isVerified: true,
};
const same = {
  adminId: 1,
  name: "Ann",
  username: "ann",
  email: "ann@example.com",
  isAdmin: false,
  isBlocked: false,
  isVerified: true,
};

test("saving the account as it is records nothing", () => {
  edit.given(account).when(same).then([]);
});

test("each change is its own event naming the admin; blocking also ends every session", () => {
  edit
    .given(account)
    .when({ ...same, name: "Anna", isAdmin: true, isBlocked: true, isVerified: false })
    .then([
      { type: "UserEdited", data: { userId: 5, name: "Anna", username: "ann", email: "ann@example.com", by: 1 } },
      { type: "UserPromoted", data: { userId: 5, by: 1 } },
      { type: "UserUnverified", data: { userId: 5, by: 1 } },
      { type: "UserBlocked", data: { userId: 5, by: 1 } },
      { type: "AllSessionsRevoked", data: { userId: 5, reason: "blocked" } },
    ]);
  edit
    .given({ ...account, isAdmin: true, isBlocked: true, isVerified: false })
    .when(same)
    .then([
      { type: "UserDemoted", data: { userId: 5, by: 1 } },
      { type: "UserVerified", data: { userId: 5, by: 1 } },
      { type: "UserUnblocked", data: { userId: 5, by: 1 } },
    ]);
});

test("an admin cannot take their own admin flag, block or unverify themselves", () => {
  const self = { ...account, id: 1, isAdmin: true };
  const asSelf = { ...same, isAdmin: true };
  edit
    .given(self)
    .when({ ...asSelf, isAdmin: false })
    .thenRefuses(403, "self_demotion");
  edit
    .given(self)
    .when({ ...asSelf, isBlocked: true })
    .thenRefuses(403, "self_block");
  edit
    .given(self)
    .when({ ...asSelf, isVerified: false })
    .thenRefuses(403, "self_unverify");
  edit
    .given(self)
    .when({ ...asSelf, name: "Boss" })
    .then([
      { type: "UserEdited", data: { userId: 1, name: "Boss", username: "ann", email: "ann@example.com", by: 1 } },
    ]);
});

test("an account that does not exist is not found", () => {
  edit.given(undefined).when(same).thenRefuses(404, "not_found");
  remove.given(undefined).when({ adminId: 1 }).thenRefuses(404, "not_found");
});

test("deleting ends every session; never one's own account", () => {
  remove
    .given(account)
    .when({ adminId: 1 })
    .then([
      { type: "UserDeleted", data: { userId: 5, by: 1 } },
      { type: "AllSessionsRevoked", data: { userId: 5, reason: "deleted" } },
    ]);
  remove
    .given({ ...account, id: 1 })
    .when({ adminId: 1 })
    .thenRefuses(403, "self_delete");
});
