import { test } from "bun:test";
import { decider } from "../../../tests/decider.ts";
import { decideSignIn, type SignInAccount } from "./login.decide.ts";

const signIn = decider(decideSignIn<SignInAccount>);
const address = "203.0.113.7";
const ada = { id: 4, isBlocked: false, isVerified: true };

test("a wrong password is recorded as a failure on the account's stream", () => {
  signIn
    .given({ user: ada })
    .when({ account: "user:4", address, passwordRight: false })
    .then({
      kind: "failed",
      stream: "user-4",
      events: [{ type: "LoginFailed", data: { userId: 4, account: "user:4", address } }],
    });
});

test("an unknown name fails like a wrong password, counted against the name's hash on a stream of its own", () => {
  signIn
    .given({ user: undefined })
    .when({ account: "name:abc", address, passwordRight: false })
    .then({
      kind: "failed",
      stream: "login-unknown",
      events: [{ type: "LoginFailed", data: { userId: null, account: "name:abc", address } }],
    });
});

test("a blocked account is told so only to someone who knows its password", () => {
  signIn
    .given({ user: { ...ada, isBlocked: true } })
    .when({ account: "user:4", address, passwordRight: true })
    .then({
      kind: "blocked",
    });
  signIn
    .given({ user: { ...ada, isBlocked: true } })
    .when({ account: "user:4", address, passwordRight: false })
    .thenMatches({ kind: "failed" });
});

test("an account whose e-mail is not verified is refused (its code mailed again), recording nothing", () => {
  const pending = { ...ada, isVerified: false };
  signIn
    .given({ user: pending })
    .when({ account: "user:4", address, passwordRight: true })
    .then({ kind: "not-verified", user: pending });
});

test("the right password signs in, recorded with its method and address", () => {
  signIn
    .given({ user: ada })
    .when({ account: "user:4", address, passwordRight: true })
    .then({
      kind: "signed-in",
      user: ada,
      events: [{ type: "LoginSucceeded", data: { userId: 4, method: "password", address } }],
    });
});
