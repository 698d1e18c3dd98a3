import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { createContext } from "../boot.ts";
import { createApp } from "../app.ts";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { codeFrom, createUser, lastMailTo } from "../../tests/accounts.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { ManualClock } from "../../shared/clock.ts";

setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.close());

const password = "violet-kettle-on-a-bicycle";

/** Requests from a given client address, which the app believes because TRUST_PROXY is on. */
const from = (address: string) => ({ "X-Forwarded-For": `203.0.113.250, ${address}` });

function login(emailOrUsername: string, pw: string, address = "198.51.100.1") {
  return t.json("POST", "/api/auth/login", { emailOrUsername, password: pw }, from(address));
}

async function expect429(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect((await response.json()).code).toBe("rate_limited");
}

test("wrong passwords from a foreign address stop that address, never the owner signing in from another", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({ TRUST_PROXY: "1" }, { clock });
  const admin = await createUser(t, { password, admin: true });
  const statuses = [];
  for (let i = 0; i < 6; i++) statuses.push((await login(admin.username, "wrong-guess", "203.0.113.66")).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  // The stranger's address is stopped, even with the right password …
  await expect429(await login(admin.username, password, "203.0.113.66"));
  // … while the owner, from an address with no failure on the account, signs in.
  expect((await login(admin.email, password, "192.0.2.77")).status).toBe(200);

  // The stranger's stop lifts when the window has passed.
  clock.advance(15 * 60 * 1000 + 1000);
  expect((await login(admin.username, password, "203.0.113.66")).status).toBe(200);
});

test("an account under attack from many addresses gives each failed address no second try; a clean one still signs in", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  const user = await createUser(t, { password });
  for (let i = 0; i < 8; i++) expect((await login(user.username, "wrong-guess", `198.51.100.${i}`)).status).toBe(401);
  await expect429(await login(user.username, "another-guess", "198.51.100.7"));
  await expect429(await login(user.username, password, "198.51.100.0"));
  expect((await login(user.username, password, "192.0.2.77")).status).toBe(200);
});

test("failed sign-ins sent all at once from one address still get five password checks in all", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  const user = await createUser(t, { password });
  const burst = await Promise.all(
    Array.from({ length: 10 }, () => login(user.username, "wrong-guess", "198.51.100.5")),
  );
  const statuses = burst.map((response) => response.status).sort();
  expect(statuses).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
});

test("an unknown account is answered exactly like a known one, 429 included", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  const user = await createUser(t, { password });
  const known = [];
  const unknown = [];
  for (let i = 0; i < 6; i++) {
    const a = await login(user.username, "wrong-guess");
    const b = await login("nobody-at-all", "wrong-guess");
    known.push([a.status, (await a.json()).error]);
    unknown.push([b.status, (await b.json()).error]);
  }
  expect(unknown).toEqual(known);
  expect(known.at(-1)?.[0]).toBe(429);
});

test("a successful sign-in clears the account's failures", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  const user = await createUser(t, { password });
  for (let i = 0; i < 4; i++) expect((await login(user.username, "wrong-guess")).status).toBe(401);
  expect((await login(user.username, password)).status).toBe(200);
  for (let i = 0; i < 4; i++) expect((await login(user.username, "wrong-guess")).status).toBe(401);
});

test("one address failing across many accounts is limited, while other addresses go on", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  const user = await createUser(t, { password });
  for (let i = 0; i < 30; i++) expect((await login(`guess${i}`, "wrong-guess", "198.51.100.9")).status).toBe(401);
  await expect429(await login(user.username, password, "198.51.100.9"));
  expect((await login(user.username, password, "198.51.100.10")).status).toBe(200);
});

test("without TRUST_PROXY a forged X-Forwarded-For does not escape the address limit", async () => {
  t = await testApp();
  for (let i = 0; i < 30; i++) expect((await login(`guess${i}`, "wrong-guess", `198.51.100.${i}`)).status).toBe(401);
  await expect429(await login("another-guess", "wrong-guess", "198.51.100.200"));
});

test("sign-ups, reset requests and wrong codes are limited per address", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  const signUp = (i: number, address = "198.51.100.1") =>
    t.json(
      "POST",
      "/api/auth/register",
      { name: "N", username: `person${i}`, email: `p${i}@example.com`, password },
      from(address),
    );
  for (let i = 0; i < 10; i++) expect((await signUp(i)).status).toBe(200);
  await expect429(await signUp(10));
  expect((await signUp(10, "198.51.100.2")).status).toBe(200);

  const forgot = (address = "198.51.100.1") =>
    t.json("POST", "/api/auth/forgot", { emailOrUsername: "person1" }, from(address));
  for (let i = 0; i < 5; i++) expect((await forgot()).status).toBe(200);
  await expect429(await forgot());
  expect((await forgot("198.51.100.2")).status).toBe(200);

  // Five wrong codes void a code; twenty from one address, over several sign-ups, stop that address.
  const verify = (i: number, otp: string, address = "198.51.100.3") =>
    t.json("POST", "/api/auth/verify", { email: `p${i}@example.com`, otp }, from(address));
  for (let i = 0; i < 4; i++) {
    const wrong = codeFrom(await lastMailTo(t, `p${i}@example.com`)) === "000000" ? "111111" : "000000";
    for (let n = 0; n < 5; n++) expect((await verify(i, wrong)).status).toBe(400);
  }
  const code = codeFrom(await lastMailTo(t, "p5@example.com"));
  await expect429(await verify(5, code));
  expect((await verify(5, code, "198.51.100.4")).status).toBe(200);
  await expectReplayReproduces(t);
});

test("RATE_LIMIT_MULTIPLIER widens the per-address limits but never the per-account-and-address one", async () => {
  t = await testApp({ RATE_LIMIT_MULTIPLIER: "10" });
  const user = await createUser(t, { password });
  for (let i = 0; i < 40; i++) expect((await login(`guess${i}`, "wrong-guess")).status).toBe(401);
  for (let i = 0; i < 5; i++) expect((await login(user.username, "wrong-guess")).status).toBe(401);
  await expect429(await login(user.username, password));
});

test("two server processes on one database share the limiter", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const otherCtx = await createContext(t.config, { silent: true });
  const other = createApp(otherCtx);
  try {
    const attempt = (app: typeof other) =>
      app.request("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ emailOrUsername: user.username, password: "wrong-guess" }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? t.app : other)).status).toBe(401);
    await expect429(await attempt(t.app));
    await expect429(await attempt(other));
  } finally {
    await otherCtx.close();
  }
});

test("twenty fresh addresses guessing one password get ten guesses, then one per doubling wait; the owner at home still signs in", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({ TRUST_PROXY: "1" }, { clock });
  const user = await createUser(t, { password });
  // The owner has signed in from home before.
  expect((await login(user.username, password, "192.0.2.77")).status).toBe(200);

  const statuses = [];
  for (let i = 0; i < 20; i++) statuses.push((await login(user.username, `guess-${i}`, `198.51.100.${i}`)).status);
  expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
  const refused = await login(user.username, "another-guess", "198.51.100.100");
  await expect429(refused.clone());
  expect(Number(refused.headers.get("Retry-After"))).toBe(30);
  // After the wait one more guess, and the next wait is twice as long.
  clock.advance(30_000);
  expect((await login(user.username, "another-guess", "198.51.100.101")).status).toBe(401);
  const longer = await login(user.username, "another-guess", "198.51.100.102");
  expect(Number(longer.headers.get("Retry-After"))).toBe(60);

  // The owner, from an address the account has signed in from, is not slowed down at all.
  expect((await login(user.username, password, "192.0.2.77")).status).toBe(200);
});

test("an unknown name is slowed down exactly like an account, so the slowdown says nothing about who exists", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  const user = await createUser(t, { password });
  const known = [];
  const unknown = [];
  for (let i = 0; i < 12; i++) {
    known.push((await login(user.username, "wrong-guess", `198.51.100.${i}`)).status);
    unknown.push((await login("nobody-at-all", "wrong-guess", `198.51.100.${i}`)).status);
  }
  expect(unknown).toEqual(known);
  expect(known.at(-1)).toBe(429);
});

test("an IPv6 client's address limit counts its whole /64 network", async () => {
  t = await testApp({ TRUST_PROXY: "1" });
  const user = await createUser(t, { password });
  for (let i = 0; i < 30; i++) {
    expect((await login(`guess${i}`, "wrong-guess", `2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(401);
  }
  // Another address of the same /64, however written, is the same client …
  await expect429(await login(user.username, password, "2001:0db8:0001:0002:ffff:ffff:ffff:fffe"));
  // … while the next /64 is another.
  expect((await login(user.username, password, "2001:db8:1:3::1")).status).toBe(200);

  const signUp = (i: number, address: string) =>
    t.json(
      "POST",
      "/api/auth/register",
      { name: "N", username: `person${i}`, email: `p${i}@example.com`, password },
      from(address),
    );
  for (let i = 0; i < 10; i++) expect((await signUp(i, `2001:db8:9:9::${i + 1}`)).status).toBe(200);
  await expect429(await signUp(10, "2001:db8:9:9:abcd::1"));
});
