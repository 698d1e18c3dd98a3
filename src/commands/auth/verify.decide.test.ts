import { test } from "bun:test";
import { decider } from "../../../tests/decider.ts";
import { decideCode } from "./verify.decide.ts";

const code = decider(decideCode);
const now = new Date("2026-05-01T12:00:00Z");
const pending = { id: 3 };
const issued = {
  userId: 3,
  codeHash: "right-hash",
  expiresAt: "2026-05-01T12:10:00.000Z",
  issuedPosition: 40,
  codeId: "code-1",
};
const typed = (presentedHash: string) => ({ presentedHash, address: "203.0.113.7", now });

test("the right code verifies the account and signs it in", () => {
  code
    .given({ pending, code: issued, wrongTries: 2 })
    .when(typed("right-hash"))
    .then({
      verified: true,
      events: [
        { type: "UserVerified", data: { userId: 3 } },
        { type: "LoginSucceeded", data: { userId: 3, method: "code", address: "203.0.113.7" } },
      ],
    });
});

test("a wrong code is recorded against the code, from its address", () => {
  code
    .given({ pending, code: issued, wrongTries: 0 })
    .when(typed("wrong-hash"))
    .then({
      verified: false,
      events: [{ type: "RegistrationCodeRejected", data: { userId: 3, address: "203.0.113.7" } }],
    });
});

test("after five wrong codes the code is void, even the right one: 429", () => {
  code.given({ pending, code: issued, wrongTries: 5 }).when(typed("right-hash")).thenRefuses(429, "rate_limited");
});

test('an expired code is refused and points to "Send a new code"', () => {
  code
    .given({ pending, code: { ...issued, expiresAt: "2026-05-01T12:00:00.000Z" }, wrongTries: 0 })
    .when(typed("right-hash"))
    .thenRefuses(400, "code_expired");
});

test("an account with no code (verified meanwhile) gets the wrong-code answer", () => {
  code.given({ pending, code: undefined, wrongTries: 0 }).when(typed("right-hash")).thenRefuses(400, "invalid_code");
});
