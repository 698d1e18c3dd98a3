import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { codeFrom, lastMailTo } from "../../tests/accounts.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { ManualClock } from "../../shared/clock.ts";

// Password hashing is slow by design, and the machine is shared.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.close());

const ada = { name: "Ada Lovelace", username: "ada", email: "ada@example.com", password: "violet-kettle-on-a-bicycle" };
const mallory = { ...ada, name: "Mallory", username: "mallory", password: "mallory-chose-this-one" };

/** Requests from a given client address, which the app believes because TRUST_PROXY is on. */
const from = (address: string) => ({ "X-Forwarded-For": address });

const register = (body: typeof ada, address = "198.51.100.1") =>
  t.json("POST", "/api/auth/register", body, from(address));
const verify = (otp: string, address = "198.51.100.1") =>
  t.json("POST", "/api/auth/verify", { email: ada.email, otp }, from(address));
const login = (pw: string, address = "198.51.100.1") =>
  t.json("POST", "/api/auth/login", { emailOrUsername: ada.email, password: pw }, from(address));
const newestCode = async () => codeFrom(await lastMailTo(t, ada.email));
/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

test("a second sign-up with the e-mail of a pending one and another password never sets the account's password", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  expect((await register(ada)).status).toBe(200);
  // Someone else signs up with Ada's e-mail and a password of their own, before Ada types her code.
  const takeover = await register(mallory, "203.0.113.9");
  expect(takeover.status).toBe(409);
  expect(await takeover.json()).toMatchObject({ code: "signup_pending" });

  // Ada types the newest code in her mailbox, as the issue saw it done.
  const verified = await verify(await newestCode());
  expect(verified.status).toBe(200);
  expect((await verified.json()).user).toMatchObject({ username: "ada", name: "Ada Lovelace" });
  expect((await login(mallory.password, "203.0.113.9")).status).toBe(401);
  expect((await login(ada.password)).status).toBe(200);
  await expectReplayReproduces(t);
});

test("signing up again with the same password re-sends the same code and may change the name and username", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  expect((await register(ada)).status).toBe(200);
  const first = await newestCode();
  expect((await register({ ...ada, username: "ada_again", name: "Ada King" })).status).toBe(200);
  expect((await t.outbox()).length).toBe(2);
  expect(await newestCode()).toBe(first);
  const verified = await verify(first);
  expect(verified.status).toBe(200);
  expect((await verified.json()).user).toMatchObject({ username: "ada_again", name: "Ada King" });
});

test("re-registering hands out no fresh code guesses: five wrong codes per sign-up, whatever the addresses", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  let wrongAnswered = 0;
  for (let round = 0; round < 10; round++) {
    const address = `198.51.100.${10 + round}`;
    const again = await register(mallory, address);
    if (again.status !== 200) continue;
    const wrong = otherThan(await newestCode());
    for (let n = 0; n < 5; n++) if ((await verify(wrong, address)).status === 400) wrongAnswered += 1;
  }
  // The attacker had five wrong tries in all, not five per sign-up.
  expect(wrongAnswered).toBe(5);
  // The registrant's own "Send a new code", or signing in before verifying, brings no fresh tries either.
  expect((await register(mallory, "198.51.100.99")).status).toBe(429);
  expect((await login(mallory.password, "198.51.100.98")).status).toBe(429);
  expect((await verify(await newestCode(), "198.51.100.97")).status).toBe(429);
});

test("the pending sign-up holds for its ten minutes; afterwards anyone may sign up with the e-mail again", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({ TRUST_PROXY: "1" }, { clock });
  expect((await register(ada)).status).toBe(200);
  clock.advance(9 * 60_000);
  expect((await register(mallory, "203.0.113.9")).status).toBe(409);
  clock.advance(60_000 + 1000);
  expect((await register(mallory, "203.0.113.9")).status).toBe(200);
  const verified = await verify(await newestCode(), "203.0.113.9");
  expect((await verified.json()).user).toMatchObject({ username: "mallory" });
  await expectReplayReproduces(t);
});

test("two sign-ups with one e-mail and two passwords sent at once: one stands, the other is refused", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  const [first, second] = await Promise.all([register(ada), register(mallory, "203.0.113.9")]);
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  const standing = first.status === 200 ? ada : mallory;
  const verified = await verify(await newestCode());
  expect((await verified.json()).user).toMatchObject({ username: standing.username });
  expect(await t.outbox()).toHaveLength(1);
});
