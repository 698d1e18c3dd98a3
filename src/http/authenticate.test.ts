import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { createHmac } from "node:crypto";
import { decodeJwt, SignJWT } from "jose";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, sessionCookieOf } from "../../tests/accounts.ts";
import { ManualClock } from "../../shared/clock.ts";
import { issueAccessToken } from "../auth/tokens.ts";

setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.close());

async function sessionUser(headers: Record<string, string>, method = "GET") {
  const response = await t.app.request("/api/shell", { method, headers });
  return (await response.json()).user as { id: number } | null;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Who a page renders as with this session cookie: the cookie alone signs in page renders (and no API read). */
async function pageUser(cookie: string): Promise<{ id: number } | null> {
  const response = await t.app.request("/about", { headers: { Cookie: cookie, "User-Agent": "Googlebot/2.1" } });
  const id = (await response.text()).match(/"user":\{"id":(\d+)/)?.[1];
  return id ? { id: Number(id) } : null;
}

test("only an access token passes as one: not a refresh token, another type, algorithm or key, nor an expired one", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({}, { clock });
  const user = await createUser(t);
  const session = await loginAs(t, user);
  expect(await sessionUser(session.headers)).toMatchObject({ id: user.id });

  const now = Math.floor(clock.now().getTime() / 1000);
  const sid = decodeJwt(session.token).sid as string;
  const claims = (extra: Record<string, unknown> = { sid }) =>
    new SignJWT(extra)
      .setSubject(String(user.id))
      .setAudience("vw-api")
      .setIssuedAt(now)
      .setExpirationTime(now + 600);
  const derivedKey = createHmac("sha256", t.config.jwtSecret).update("access-token-key").digest();
  const rawSecret = new TextEncoder().encode(t.config.jwtSecret);
  const unsigned =
    [
      { alg: "none", typ: "at+jwt" },
      { sub: String(user.id), sid, aud: "vw-api", iat: now, exp: now + 600 },
    ]
      .map((part) => Buffer.from(JSON.stringify(part)).toString("base64url"))
      .join(".") + ".";
  const impostors = [
    session.refresh,
    await claims().setProtectedHeader({ alg: "HS256" }).sign(derivedKey),
    await claims().setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(derivedKey),
    await claims().setProtectedHeader({ alg: "HS256", typ: "at+jwt" }).sign(rawSecret),
    await claims().setProtectedHeader({ alg: "HS512", typ: "at+jwt" }).sign(derivedKey),
    unsigned,
    // Signed right, but for no session, or for one that does not exist.
    await claims({}).setProtectedHeader({ alg: "HS256", typ: "at+jwt" }).sign(derivedKey),
    await claims({ sid: crypto.randomUUID() }).setProtectedHeader({ alg: "HS256", typ: "at+jwt" }).sign(derivedKey),
  ];
  for (const token of impostors) expect(await sessionUser(bearer(token))).toBeNull();

  const token = await issueAccessToken(t.ctx, user.id, sid);
  clock.advance(14 * 60 * 1000);
  expect(await sessionUser(bearer(token))).toMatchObject({ id: user.id });
  clock.advance(60 * 1000 + 1000);
  expect(await sessionUser(bearer(token))).toBeNull();
});

test("the session cookie signs in safe page requests only: never a write, nor an API read", async () => {
  t = await testApp();
  const user = await createUser(t);
  const { cookie, headers } = await loginAs(t, user);
  expect(await pageUser(cookie!)).toMatchObject({ id: user.id });
  // An API read by cookie alone is anonymous: the API takes the Bearer header (the realtime stream and
  // private media excepted).
  expect(await sessionUser({ Cookie: cookie! })).toBeNull();
  expect((await t.app.request("/api/friends", { headers: { Cookie: cookie! } })).status).toBe(401);
  expect((await t.app.request("/api/friends", { headers })).status).toBe(200);

  // The contact form is open to all; its event records who acted, which shows who the request was made as.
  const message = { name: "Ada", email: "ada@example.com", message: "Hello" };
  await t.json("POST", "/api/contact", message, { Cookie: cookie! });
  await t.json("POST", "/api/contact", message, headers);
  const sent = (await t.ctx.store.readFrom(0)).filter((e) => e.type === "ContactMessageSent");
  expect(sent.map((e) => e.meta.actor)).toEqual([undefined, user.id]);
});

test("a cookie stops signing in when its session ends, and a rotated one soon after", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({}, { clock });
  const user = await createUser(t);
  const first = await loginAs(t, user);
  const rotated = await t.json("POST", "/api/auth/refresh", { refreshToken: first.refresh });
  const next = sessionCookieOf(rotated)!;
  // A page request that crossed the refresh still renders as the user …
  expect(await pageUser(first.cookie!)).toMatchObject({ id: user.id });
  clock.advance(61_000);
  // … but not a minute later; the new cookie goes on.
  expect(await pageUser(first.cookie!)).toBeNull();
  expect(await pageUser(next)).toMatchObject({ id: user.id });

  expect((await t.json("POST", "/api/auth/logout", undefined, { Cookie: next })).status).toBe(204);
  expect(await pageUser(next)).toBeNull();
});
