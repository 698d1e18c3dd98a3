import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { testApp } from "../../tests/harness.ts";
import { someKeyBundle } from "../../tests/chat.ts";
import { ManualClock } from "../../shared/clock.ts";

setDefaultTimeout(30_000);

/**
 * Replacing chat keys for an account that signs in with Google only (no password to ask): a sign-in on
 * this device in the last 10 minutes proves the person; a session renewed from an older sign-in does not.
 * Google's part is played offline, as in auth-google.test.ts.
 */
const clientId = "test-client.apps.googleusercontent.com";
let googleKey: CryptoKey;
let jwks: ReturnType<typeof Bun.serve>;

beforeAll(async () => {
  const google = await generateKeyPair("RS256");
  googleKey = google.privateKey;
  const keys = [{ ...(await exportJWK(google.publicKey)), kid: "google-1", alg: "RS256", use: "sig" }];
  jwks = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => Response.json({ keys }) });
});
afterAll(() => jwks.stop(true));

async function idToken() {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: "208", email: "gus.google@gmail.com", email_verified: true, name: "Gus Google" })
    .setProtectedHeader({ alg: "RS256", kid: "google-1", typ: "JWT" })
    .setIssuer("https://accounts.google.com")
    .setAudience(clientId)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 3600)
    .sign(googleKey);
}

test("a Google-only account replaces its chat keys after a recent sign-in, not on a session renewed from an old one", async () => {
  const clock = new ManualClock(Date.now());
  const t = await testApp(
    { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${jwks.port}/certs` },
    { clock },
  );
  try {
    const signedIn = await (await t.json("POST", "/api/auth/oauth/google", { code: await idToken() })).json();
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    const userId = signedIn.user.id as number;
    expect((await t.json("PUT", "/api/keys", await someKeyBundle(userId), as(signedIn.token))).status).toBe(200);
    expect((await t.json("PUT", "/api/keys", await someKeyBundle(userId), as(signedIn.token))).status).toBe(200);

    clock.advance(11 * 60 * 1000);
    const renewed = await (await t.json("POST", "/api/auth/refresh", { refreshToken: signedIn.refresh })).json();
    const stale = await t.json("PUT", "/api/keys", await someKeyBundle(userId), as(renewed.accessToken));
    expect(stale.status).toBe(403);
    expect((await stale.json()).code).toBe("reauthentication_required");
  } finally {
    await t.close();
  }
});
