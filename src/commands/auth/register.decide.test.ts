import { test } from "bun:test";
import { decider } from "../../../tests/decider.ts";
import { decideSignUp } from "./register.decide.ts";

const signUp = decider(decideSignUp);
const now = new Date("2026-05-01T12:05:00Z");
const pending = { id: 3, passwordHash: "first-hash" };
const live = {
  userId: 3,
  codeHash: "code-hash",
  expiresAt: "2026-05-01T12:10:00.000Z",
  issuedPosition: 40,
  codeId: "code-1",
};
const expired = { ...live, expiresAt: "2026-05-01T12:05:00.000Z" };

test("an e-mail with no pending sign-up gets a sign-up of its own and a new code", () => {
  signUp.given({ pending: undefined, code: undefined, wrongTries: 0 }).when({ now }).then({ kind: "new" });
});

test("while the pending sign-up's code lives, the typed password must first be compared with its own", () => {
  signUp
    .given({ pending, code: live, wrongTries: 0 })
    .when({ now })
    .then({ kind: "check-password", passwordHash: "first-hash" });
});

test("another password on a pending sign-up is refused: nobody else's password gets on the e-mail (409)", () => {
  signUp
    .given({ pending, code: live, wrongTries: 0 })
    .when({ now, samePassword: false })
    .thenRefuses(409, "signup_pending");
});

test("the same password mails the same code again, keeping the pending password", () => {
  signUp
    .given({ pending, code: live, wrongTries: 2 })
    .when({ now, samePassword: true })
    .then({ kind: "resend", code: live, passwordHash: "first-hash" });
});

test("asking again after five wrong codes hands out no fresh guesses: 429 until the code expires", () => {
  signUp
    .given({ pending, code: live, wrongTries: 5 })
    .when({ now, samePassword: true })
    .thenRefuses(429, "rate_limited");
});

test("once the code has expired anyone may sign up with the e-mail again, whatever the password", () => {
  signUp.given({ pending, code: expired, wrongTries: 5 }).when({ now }).then({ kind: "new" });
});

test("a pending account without a password (none to keep) is never re-sent to: another sign-up is refused", () => {
  signUp
    .given({ pending: { id: 3, passwordHash: null }, code: live, wrongTries: 0 })
    .when({ now, samePassword: true })
    .thenRefuses(409, "signup_pending");
});
