import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, sessionCookieOf } from "../../tests/accounts.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { ManualClock } from "../../shared/clock.ts";
import { SseReader } from "../../tests/sse.ts";

// Password hashing is slow by design, and the machine is shared.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.close());

const password = "violet-kettle-on-a-bicycle";
const DAY = 24 * 60 * 60 * 1000;
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
/** What a browser's fetch from the site's own page carries: headers no script can leave out. */
const fromPage = { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" };

function login(username: string, headers: Record<string, string> = {}) {
  return t.json("POST", "/api/auth/login", { emailOrUsername: username, password }, headers);
}

async function shellUser(headers: Record<string, string>) {
  return (await (await t.json("GET", "/api/shell", undefined, headers)).json()).user;
}

test("a refresh by the session cookie answers the access token only: no script on the page gets the refresh token", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const { cookie } = await loginAs(t, user);
  // An injected script calls the refresh itself, with whatever headers it likes: the browser adds the cookie.
  for (const headers of [fromPage, { ...fromPage, "X-Session": "cookie" }, { Cookie: cookie! }]) {
    const refreshed = await t.json("POST", "/api/auth/refresh", {}, { Cookie: cookie!, ...headers });
    expect(refreshed.status).toBe(200);
    const body = await refreshed.json();
    expect(Object.keys(body)).toEqual(["accessToken"]);
    expect(JSON.stringify(body)).not.toContain(sessionCookieOf(refreshed)!.split("=")[1]!);
    // The rotated token went into the cookie, and still signs in.
    expect(sessionCookieOf(refreshed)).toMatch(/^vw_session=.+/);
    expect(await shellUser({ Authorization: `Bearer ${body.accessToken}` })).toMatchObject({ id: user.id });
  }
});

test("an API client that sends its refresh token still gets the rotated one in the body (API.md)", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const { refresh } = await loginAs(t, user);
  const refreshed = await t.json("POST", "/api/auth/refresh", { refreshToken: refresh });
  expect(refreshed.status).toBe(200);
  expect(await refreshed.json()).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
});

test("a sign-in from the site's pages answers no refresh token, only the cookie; an API client's still gets it", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const browsers: Record<string, string>[] = [fromPage, { "X-Session": "cookie" }, { "Sec-Fetch-Site": "none" }];
  for (const headers of browsers) {
    const response = await login(user.username, headers);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ user: expect.objectContaining({ id: user.id }), token: expect.any(String) });
    expect(sessionCookieOf(response)).toMatch(/^vw_session=.+/);
  }
  const api = await login(user.username);
  const body = await api.json();
  expect(body).toEqual({
    user: expect.objectContaining({ id: user.id }),
    token: expect.any(String),
    refresh: expect.any(String),
  });
  expect(sessionCookieOf(api)).toBe(`vw_session=${body.refresh}`);
});

test("a sign-in lasts SESSION_MAX_AGE_DAYS at most, however often it is refreshed: then refresh and cookie answer 401", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({ SESSION_MAX_AGE_DAYS: "90" }, { clock });
  const user = await createUser(t, { password });
  let { refresh, cookie = "" } = await loginAs(t, user);
  // Refreshed every 20 days, which a 30-day sliding expiry alone would let go on for ever.
  for (let day = 20; day < 90; day += 20) {
    clock.advance(20 * DAY);
    const refreshed = await t.json("POST", "/api/auth/refresh", { refreshToken: refresh });
    expect(refreshed.status).toBe(200);
    refresh = (await refreshed.json()).refreshToken;
    cookie = sessionCookieOf(refreshed)!;
  }
  clock.advance(10 * DAY + 1); // day 90
  const late = await t.json("POST", "/api/auth/refresh", { refreshToken: refresh });
  expect(late.status).toBe(401);
  expect((await late.json()).code).toBe("session_ended");
  // Nor does the cookie still sign in a page.
  expect((await t.app.request("/api/realtime", { headers: { Cookie: cookie } })).status).toBe(401);
});

test("the cookie of a new sign-in expires no later than the sign-in itself", async () => {
  t = await testApp({ SESSION_MAX_AGE_DAYS: "7" });
  const user = await createUser(t, { password });
  const response = await login(user.username);
  const expires = Date.parse(response.headers.getSetCookie()[0]!.match(/Expires=([^;]+)/)![1]!);
  expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY + 1000);
});

test("a person lists their sessions with device, place and last use, ends another one, and its tokens are refused at once", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const other = await createUser(t, { password });
  const laptop = await (await login(user.username, { "User-Agent": FIREFOX })).json();
  const phone = await (await login(user.username, { "User-Agent": SAFARI_PHONE })).json();
  const laptopAuth = { Authorization: `Bearer ${laptop.token}` };

  const listed = await t.json("GET", "/api/sessions", undefined, laptopAuth);
  expect(listed.status).toBe(200);
  expect(listed.headers.get("cache-control")).toBe("no-store");
  const { sessions, reauthentication } = await listed.json();
  expect(reauthentication).toBe("password");
  // createUser's own sign-in is there too, from before devices were recorded.
  expect(sessions).toHaveLength(3);
  const current = sessions.find((s: { current: boolean }) => s.current);
  expect(current).toMatchObject({ device: "Firefox on Linux", place: "Unknown place", lastUsedAt: expect.any(String) });
  const phoneSession = sessions.find((s: { device: string }) => s.device === "Safari on iOS");
  expect(phoneSession).toMatchObject({ current: false });
  expect(JSON.stringify(sessions)).not.toContain("Mozilla");

  // Someone else cannot end it, nor learn that it exists.
  expect((await t.json("DELETE", `/api/sessions/${phoneSession.id}`, { password }, other.headers)).status).toBe(404);
  // The owner types the password again first (ASVS 7.5.2): an access token alone ends nothing.
  const unproven = await t.json("DELETE", `/api/sessions/${phoneSession.id}`, {}, laptopAuth);
  expect(unproven.status).toBe(400);
  expect((await unproven.json()).code).toBe("password_required");
  const wrong = await t.json(
    "DELETE",
    `/api/sessions/${phoneSession.id}`,
    { password: "not the password" },
    laptopAuth,
  );
  expect(wrong.status).toBe(400);
  expect((await wrong.json()).code).toBe("wrong_password");
  expect((await t.json("GET", "/api/sessions", undefined, { Authorization: `Bearer ${phone.token}` })).status).toBe(
    200,
  );
  expect((await t.json("DELETE", `/api/sessions/${phoneSession.id}`, { password }, laptopAuth)).status).toBe(204);
  // The phone's access token and refresh token are refused from the next request on.
  expect((await t.json("GET", "/api/sessions", undefined, { Authorization: `Bearer ${phone.token}` })).status).toBe(
    401,
  );
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: phone.refresh })).status).toBe(401);
  expect((await t.json("DELETE", `/api/sessions/${phoneSession.id}`, { password }, laptopAuth)).status).toBe(404);

  // "Sign out everywhere else" ends every other one and keeps this one.
  expect((await t.json("DELETE", "/api/sessions?others=1", {}, laptopAuth)).status).toBe(400);
  const ended = await t.json("DELETE", "/api/sessions?others=1", { password }, laptopAuth);
  expect(await ended.json()).toEqual({ ended: 1 });
  expect((await t.json("GET", "/api/sessions", undefined, user.headers)).status).toBe(401);
  const left = (await (await t.json("GET", "/api/sessions", undefined, laptopAuth)).json()).sessions;
  expect(left).toEqual([expect.objectContaining({ current: true, device: "Firefox on Linux" })]);
  // Without ?others=1 nothing ends.
  expect((await t.json("DELETE", "/api/sessions", { password }, laptopAuth)).status).toBe(400);
  await expectReplayReproduces(t);
});

test("a refresh moves the session's last use and place forward", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({}, { clock });
  const user = await createUser(t, { password });
  const { refresh } = await loginAs(t, user);
  clock.advance(3 * DAY);
  const { accessToken } = await (await t.json("POST", "/api/auth/refresh", { refreshToken: refresh })).json();
  const { sessions } = await (
    await t.json("GET", "/api/sessions", undefined, { Authorization: `Bearer ${accessToken}` })
  ).json();
  const current = sessions.find((s: { current: boolean }) => s.current);
  expect(Date.parse(current.lastUsedAt)).toBe(clock.now().getTime());
  expect(Date.parse(current.lastUsedAt) - Date.parse(current.startedAt)).toBe(3 * DAY);
});

test("over https the session cookie is __Host-vw_session (Secure, Path=/, no Domain); the old name still signs in", async () => {
  t = await testApp({ PUBLIC_URL: "https://worlds.example" });
  const user = await createUser(t, { password });
  const response = await login(user.username);
  const set = response.headers.getSetCookie().find((c) => c.startsWith("__Host-vw_session="));
  expect(set).toBeDefined();
  expect(set).toContain("Secure");
  expect(set).toContain("Path=/");
  expect(set).not.toMatch(/Domain=/i);
  const { refresh } = await response.json();
  // Signed in before the change: the cookie of the old name still works, and its refresh moves it over.
  const old = await t.json(
    "POST",
    "/api/auth/refresh",
    {},
    { Cookie: `vw_session=${refresh}`, "Sec-Fetch-Site": "same-origin" },
  );
  expect(old.status).toBe(200);
  const cookies = old.headers.getSetCookie();
  expect(cookies.some((c) => c.startsWith("__Host-vw_session=") && !/Max-Age=0/.test(c))).toBe(true);
  expect(cookies.some((c) => c.startsWith("vw_session=;") && /Max-Age=0/.test(c))).toBe(true);
});

test("over plain http (local use) the cookie keeps the name vw_session", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const set = (await login(user.username)).headers.getSetCookie();
  expect(set.some((c) => c.startsWith("vw_session="))).toBe(true);
  expect(set.some((c) => c.startsWith("__Host-"))).toBe(false);
});

test("ending a session closes the realtime stream it opened with its access token; other sessions' streams stay", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const ended = await loginAs(t, user);
  const kept = await loginAs(t, user);
  const open = async (headers: Record<string, string>) =>
    new SseReader(await t.app.request("/api/realtime", { headers }));
  const endedStream = await open(ended.headers);
  const keptStream = await open(kept.headers);
  await endedStream.next((m) => m.event === "ready");
  await keptStream.next((m) => m.event === "ready");
  const { sessions } = await (await t.json("GET", "/api/sessions", undefined, kept.headers)).json();
  const other = sessions.find((s: { current: boolean; lastUsedAt: string }) => !s.current && s.lastUsedAt);
  expect((await t.json("DELETE", "/api/sessions?others=1", { password }, kept.headers)).status).toBe(200);
  expect(other).toBeDefined();
  await endedStream.end();
  expect(keptStream.ended).toBe(false);
  await keptStream.close();
});
