import { expect, test } from "bun:test";
import { decider } from "../../../tests/decider.ts";
import { decidePasswordReset, decideResetRequest, resetLinkAccount, resetRecipient } from "./reset.decide.ts";

const request = decider(decideResetRequest);
const link = decider(resetLinkAccount);
const reset = decider(decidePasswordReset);
const now = new Date("2026-05-01T12:00:00Z");
const ada = { id: 4, email: "ada@example.com", isVerified: true, isBlocked: false };

test("only a verified, unblocked account is mailed a reset link", () => {
  expect(resetRecipient(ada)).toBe(ada);
  expect(resetRecipient({ ...ada, isVerified: false })).toBeUndefined();
  expect(resetRecipient({ ...ada, isBlocked: true })).toBeUndefined();
  expect(resetRecipient(undefined)).toBeUndefined();
});

test("a recipient within its mail limit gets a link valid for 30 minutes, mailed to its e-mail", () => {
  request
    .given({ recipient: ada, mailsLeft: true })
    .when({ now, newLink: () => ({ tokenId: "id-1", tokenHash: "hash-1" }) })
    .then([
      {
        type: "PasswordResetRequested",
        data: {
          userId: 4,
          tokenHash: "hash-1",
          expiresAt: "2026-05-01T12:30:00.000Z",
          tokenId: "id-1",
          email: "ada@example.com",
        },
      },
    ]);
});

test("no recipient, or one past its mail limit, records nothing and makes no link", () => {
  const newLink = () => {
    throw new Error("a link was made that nobody gets");
  };
  request.given({ recipient: undefined, mailsLeft: true }).when({ now, newLink }).then([]);
  request.given({ recipient: ada, mailsLeft: false }).when({ now, newLink }).then([]);
});

const usable = { userId: 4, usedAt: null, expiresAt: "2026-05-01T12:30:00.000Z" };

test("an unused, unexpired link names its account", () => {
  link.given({ reset: usable }).when({ now }).then(4);
});

test("an unknown, used or expired link is refused alike (400)", () => {
  for (const reset of [
    undefined,
    { ...usable, usedAt: "2026-05-01T11:59:00.000Z" },
    { ...usable, expiresAt: "2026-05-01T12:00:00.000Z" },
  ]) {
    link.given({ reset }).when({ now }).thenRefuses(400, "invalid_reset_token");
  }
});

test("a reset sets the new password and ends every session of the account", () => {
  reset
    .given({ user: { id: 4 } })
    .when({ passwordHash: "new-hash" })
    .then([
      { type: "PasswordReset", data: { userId: 4, passwordHash: "new-hash" } },
      { type: "AllSessionsRevoked", data: { userId: 4, reason: "password_reset" } },
    ]);
});
