import { afterAll, afterEach, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, sessionCookieOf } from "../../tests/accounts.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { changeUser } from "../commands/users.ts";
import { ManualClock } from "../../shared/clock.ts";

setDefaultTimeout(30_000);

/** Google's part, played offline: a key pair, and its public half served as a JWKS on loopback. */
const clientId = "test-client.apps.googleusercontent.com";
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let jwks: ReturnType<typeof Bun.serve>;

beforeAll(async () => {
  const google = await generateKeyPair("RS256");
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  // Google publishes more than one key at a time; the token's `kid` picks one.
  const other = await generateKeyPair("RS256");
  const keys = [
    { ...(await exportJWK(other.publicKey)), kid: "google-0", alg: "RS256", use: "sig" },
    { ...(await exportJWK(google.publicKey)), kid: "google-1", alg: "RS256", use: "sig" },
  ];
  jwks = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => Response.json({ keys }) });
});
afterAll(() => jwks.stop(true));

let t: TestApp;
afterEach(() => t.close());

async function googleApp(env: Record<string, string> = {}) {
  return testApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${jwks.port}/certs`, ...env });
}

const person = { sub: "108", email: "Lin.Wei@gmail.com", email_verified: true, name: "Lin Wei" };

/** An ID token as Google's button hands it over; `claims` and `options` spoil it in one way or another. */
async function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; kid?: string; expiresIn?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...person, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "google-1", typ: "JWT" })
    .setIssuer((claims.iss as string) ?? "https://accounts.google.com")
    .setAudience((claims.aud as string) ?? clientId)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(options.key ?? googleKey);
}

const signIn = (code: string) => t.json("POST", "/api/auth/oauth/google", { code });

test("a valid ID token signs in, making a verified account on first use and finding it by subject after", async () => {
  t = await googleApp();
  const first = await signIn(await idToken());
  expect(first.status).toBe(200);
  const body = await first.json();
  expect(body).toEqual({
    user: { id: expect.any(Number), name: "Lin Wei", username: "lin.wei", email: "Lin.Wei@gmail.com", is_admin: false },
    token: expect.any(String),
    refresh: expect.any(String),
  });
  expect(sessionCookieOf(first)).toBe(`vw_session=${body.refresh}`);
  const session = await t.json("GET", "/api/shell", undefined, { Authorization: `Bearer ${body.token}` });
  expect((await session.json()).user).toMatchObject({ id: body.user.id });

  // The older issuer spelling is Google's too; the same subject is the same account, whatever its e-mail now.
  const again = await signIn(await idToken({ iss: "accounts.google.com", email: "lin@example.com" }));
  expect((await again.json()).user.id).toBe(body.user.id);
  const created = (await t.ctx.store.readFrom(0)).filter((e) => e.type === "UserRegisteredWithGoogle");
  expect(created).toHaveLength(1);
  await expectReplayReproduces(t);
});

test("tokens with the wrong audience, issuer, key, expiry or an unverified e-mail are refused with 401", async () => {
  t = await googleApp();
  const refused = [
    await idToken({ aud: "someone-else.apps.googleusercontent.com" }),
    await idToken({ iss: "https://accounts.example.com" }),
    await idToken({}, { expiresIn: -120 }),
    await idToken({ email_verified: false }),
    await idToken({ email: undefined }),
    await idToken({}, { key: strangerKey }),
    await idToken({}, { key: strangerKey, kid: "unknown-key" }),
    await new SignJWT({ ...person })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("https://accounts.google.com")
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("a shared secret of 32 bytes....")),
    "not-a-jwt",
  ];
  for (const token of refused) {
    const response = await signIn(token);
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("google_refused");
  }
  expect((await t.ctx.store.readFrom(0)).filter((e) => e.type === "UserRegisteredWithGoogle")).toHaveLength(0);
});

test("a Google identity is never merged into a password account with the same e-mail: 409, both stay apart", async () => {
  t = await googleApp();
  const owner = await createUser(t, { username: "linwei", email: "lin.wei@gmail.com" });
  const response = await signIn(await idToken());
  expect(response.status).toBe(409);
  expect((await response.json()).code).toBe("email_taken");
  const session = await loginAs(t, owner);
  expect(session.user.id).toBe(owner.id);
});

test("the username made from the e-mail gets a number when a verified account has it", async () => {
  t = await googleApp();
  await createUser(t, { username: "lin.wei", email: "someone@example.com" });
  const body = await (await signIn(await idToken())).json();
  expect(body.user.username).toBe("lin.wei2");
});

test("a blocked Google account is refused with 403", async () => {
  t = await googleApp();
  const { user } = await (await signIn(await idToken())).json();
  await changeUser(t.ctx, user.id, "block");
  expect((await signIn(await idToken())).status).toBe(403);
});

test("without a client id Google sign-in answers 503", async () => {
  t = await testApp();
  const response = await signIn(await idToken());
  expect(response.status).toBe(503);
  expect((await response.json()).code).toBe("google_not_configured");
});

test("an account that signs in with Google only ends other sessions after a recent sign-in, not with an old one", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${jwks.port}/certs` }, { clock });
  const older = await (await signIn(await idToken())).json();
  const fresh = await (await signIn(await idToken())).json();
  const list = await (
    await t.json("GET", "/api/sessions", undefined, { Authorization: `Bearer ${fresh.token}` })
  ).json();
  expect(list.reauthentication).toBe("sign-in");
  expect(
    (await t.json("DELETE", "/api/sessions?others=1", {}, { Authorization: `Bearer ${fresh.token}` })).status,
  ).toBe(200);
  expect((await t.json("GET", "/api/sessions", undefined, { Authorization: `Bearer ${older.token}` })).status).toBe(
    401,
  );

  // A sign-in older than ten minutes proves nothing about who holds its token now.
  const third = await (await signIn(await idToken())).json();
  clock.advance(11 * 60 * 1000);
  const renewed = await (await t.json("POST", "/api/auth/refresh", { refreshToken: third.refresh })).json();
  const stale = await t.json(
    "DELETE",
    "/api/sessions?others=1",
    {},
    { Authorization: `Bearer ${renewed.accessToken}` },
  );
  expect(stale.status).toBe(403);
  expect((await stale.json()).code).toBe("reauthentication_required");
});
