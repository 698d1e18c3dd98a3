import { test } from "bun:test";
import { decider } from "../../../tests/decider.ts";
import { decidePasswordChange, decidePasswordConfirmation } from "./password.decide.ts";

const confirm = decider(decidePasswordConfirmation);
const change = decider(decidePasswordChange);
const address = "203.0.113.7";

test("the right current password confirms the person, recording nothing", () => {
  confirm
    .given({ user: { id: 4 } })
    .when({ address, passwordRight: true })
    .then({ confirmed: true });
});

test("a wrong current password is a failed sign-in on the account, counted against the account and address", () => {
  confirm
    .given({ user: { id: 4 } })
    .when({ address, passwordRight: false })
    .then({
      confirmed: false,
      events: [{ type: "LoginFailed", data: { userId: 4, account: "user:4", address } }],
    });
});

const own = { userId: 4, familyId: "family-a", familyRevokedAt: null };

test("changing the password keeps the session that asked, by its live refresh token's family", () => {
  change
    .given({ presented: own })
    .when({ userId: 4, passwordHash: "new-hash" })
    .then([{ type: "PasswordChanged", data: { userId: 4, passwordHash: "new-hash", keptFamilyId: "family-a" } }]);
});

test("no token, another account's token, or an ended session's token keeps no session", () => {
  for (const presented of [undefined, { ...own, userId: 5 }, { ...own, familyRevokedAt: "2026-05-01T12:00:00Z" }]) {
    change
      .given({ presented })
      .when({ userId: 4, passwordHash: "new-hash" })
      .then([{ type: "PasswordChanged", data: { userId: 4, passwordHash: "new-hash", keptFamilyId: null } }]);
  }
});
