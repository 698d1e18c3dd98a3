import { expect, test } from "bun:test";
import { decider } from "../../../tests/decider.ts";
import { decideGoogleSignIn, decideGoogleSignUp, googleUsername } from "./google.decide.ts";

type Account = { id: number; isBlocked: boolean };
const signIn = decider(decideGoogleSignIn<Account>);
const address = "203.0.113.7";

test("the account linked to the Google identity signs in, recorded with the method", () => {
  const linked = { id: 4, isBlocked: false };
  signIn
    .given({ linked, emailTaken: false })
    .when({ address })
    .then({
      kind: "linked",
      user: linked,
      events: [{ type: "LoginSucceeded", data: { userId: 4, method: "google", address } }],
    });
});

test("a blocked linked account is refused (403)", () => {
  signIn
    .given({ linked: { id: 4, isBlocked: true }, emailTaken: false })
    .when({ address })
    .thenRefuses(403, "account_blocked");
});

test("a new identity is never merged into a password account with its e-mail: 409", () => {
  signIn.given({ linked: undefined, emailTaken: true }).when({ address }).thenRefuses(409, "email_taken");
});

test("a new identity whose e-mail no verified account has gets an account of its own", () => {
  signIn.given({ linked: undefined, emailTaken: false }).when({ address }).then({ kind: "new" });
});

test("the username: the e-mail's local part, lower-case, username letters only, 3 to 24 of them, then numbered", () => {
  expect(googleUsername("Ada.Lovelace+x@gmail.com", 1)).toBe("ada.lovelacex");
  expect(googleUsername("Ada.Lovelace+x@gmail.com", 2)).toBe("ada.lovelacex2");
  expect(googleUsername("j@gmail.com", 1)).toBe("j__");
  expect(googleUsername(`${"a".repeat(30)}@gmail.com`, 1)).toBe("a".repeat(24));
});

test("a new Google account is registered and signed in; its name is Google's, or else the e-mail's local part", () => {
  const identity = { subject: "g-1", email: "ada@gmail.com", name: "  Ada Lovelace " };
  expect(decideGoogleSignUp({ identity, userId: 9, username: "ada", address })).toEqual({
    registered: [
      {
        type: "UserRegisteredWithGoogle",
        data: { userId: 9, name: "Ada Lovelace", username: "ada", email: "ada@gmail.com", googleSubject: "g-1" },
      },
    ],
    signedIn: [{ type: "LoginSucceeded", data: { userId: 9, method: "google", address } }],
  });
  const unnamed = decideGoogleSignUp({
    identity: { subject: "g-2", email: "bob@gmail.com" },
    userId: 10,
    username: "bob",
    address,
  });
  expect(unnamed.registered[0]?.data.name).toBe("bob");
});
