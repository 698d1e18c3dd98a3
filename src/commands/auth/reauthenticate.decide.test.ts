import { expect, test } from "bun:test";
import { decider } from "../../../tests/decider.ts";
import { needsFreshSignIn, reauthenticationOf } from "./reauthenticate.decide.ts";

const freshSignIn = decider(needsFreshSignIn);
const now = new Date("2026-05-01T12:10:00Z");

test("an account with a password proves itself with it; one without (Google's) with a fresh sign-in", () => {
  expect(reauthenticationOf({ passwordHash: "hash" })).toBe("password");
  expect(reauthenticationOf({ passwordHash: null })).toBe("sign-in");
});

test("a session begun within the last 10 minutes on this device is proof enough", () => {
  freshSignIn
    .given({ session: { startedAt: "2026-05-01T12:00:00.000Z" } })
    .when({ now })
    .then(false);
});

test("a session begun longer ago, or none named, asks for a new sign-in on this device", () => {
  freshSignIn
    .given({ session: { startedAt: "2026-05-01T11:59:59.999Z" } })
    .when({ now })
    .then(true);
  freshSignIn.given({ session: undefined }).when({ now }).then(true);
});
