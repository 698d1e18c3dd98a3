import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, lastMailTo, loginAs, resetTokenFrom, type TestUser } from "../../tests/accounts.ts";
import { createContext } from "../boot.ts";
import { createApp, type App } from "../app.ts";
import type { AppContext } from "../context.ts";
import { changeUser } from "../commands/users.ts";

setDefaultTimeout(60_000);

/**
 * Two server processes on one database, as a deployment runs them: `one` (the test app) and `other`, a
 * second context with its own caches and its own tail of the log. The tail polls every 250 ms; none of the
 * checks below waits for it.
 */
let one: TestApp;
let otherCtx: AppContext;
let other: App;
beforeAll(async () => {
  one = await testApp();
  otherCtx = await createContext(one.config, { silent: true });
  other = createApp(otherCtx);
});
afterAll(async () => {
  await otherCtx.close();
  await one.close();
});

/** The status of a Bearer read of the caller's own account, in the given process. */
async function whoAmI(app: App, headers: { Authorization: string }): Promise<number> {
  return (await app.request("/api/friends", { headers })).status;
}

/** Signs in twice (two devices) and checks both tokens work in both processes, so each has them cached. */
async function twoSessions(user: TestUser) {
  const first = await loginAs(one, user);
  const second = await loginAs(one, user);
  for (const app of [one.app, other]) {
    for (const session of [first, second]) expect(await whoAmI(app, session.headers)).toBe(200);
  }
  return { first, second };
}

test("a logout refuses that session's access token from the next request, in every process; other sessions go on", async () => {
  const user = await createUser(one);
  const { first, second } = await twoSessions(user);
  expect((await one.json("POST", "/api/auth/logout", { refreshToken: first.refresh })).status).toBe(204);
  expect(await whoAmI(other, first.headers)).toBe(401);
  expect(await whoAmI(one.app, first.headers)).toBe(401);
  expect(await whoAmI(other, second.headers)).toBe(200);
});

test("a logout in the other process is refused here too", async () => {
  const user = await createUser(one);
  const { first } = await twoSessions(user);
  const logout = await other.request("/api/auth/logout", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ refreshToken: first.refresh }),
  });
  expect(logout.status).toBe(204);
  expect(await whoAmI(one.app, first.headers)).toBe(401);
});

test("a password reset refuses every access token of the account at once, in every process", async () => {
  const user = await createUser(one);
  const { first, second } = await twoSessions(user);
  await one.json("POST", "/api/auth/forgot", { emailOrUsername: user.email });
  const token = resetTokenFrom(await lastMailTo(one, user.email));
  expect((await one.json("POST", "/api/auth/reset", { token, password: "a-brand-new-passphrase-42" })).status).toBe(
    200,
  );
  for (const app of [other, one.app]) {
    for (const session of [first, second]) expect(await whoAmI(app, session.headers)).toBe(401);
  }
});

test("a password change keeps the session it was made from and refuses the others' access tokens at once", async () => {
  const user = await createUser(one);
  const { first, second } = await twoSessions(user);
  const change = await one.json(
    "POST",
    "/api/auth/password",
    { currentPassword: user.password, newPassword: "another-brand-new-passphrase-7" },
    { ...first.headers, Cookie: first.cookie!, Origin: one.config.publicUrl },
  );
  expect(change.status).toBe(200);
  expect(await whoAmI(other, second.headers)).toBe(401);
  expect(await whoAmI(other, first.headers)).toBe(200);
});

test("a block refuses the account's access tokens from the next request, in every process", async () => {
  const user = await createUser(one);
  const { first } = await twoSessions(user);
  await changeUser(one.ctx, user.id, "block");
  expect(await whoAmI(other, first.headers)).toBe(403);
  await changeUser(one.ctx, user.id, "unblock");
  // The block ended the sessions: unblocking does not bring their tokens back.
  expect(await whoAmI(other, first.headers)).toBe(401);
});

/** Whether a page request with this session cookie is rendered for its signed-in owner, in the given process. */
async function signedInPage(app: App, cookie: string, username: string): Promise<boolean> {
  const response = await app.request("/settings", { headers: { Cookie: cookie } });
  return response.status === 200 && (await response.text()).includes(username);
}

test("a logout in one process signs the session cookie out of pages in the other at once; other sessions go on", async () => {
  const user = await createUser(one);
  const { first, second } = await twoSessions(user);
  for (const app of [one.app, other]) {
    for (const session of [first, second]) expect(await signedInPage(app, session.cookie!, user.username)).toBe(true);
  }
  expect((await one.json("POST", "/api/auth/logout", { refreshToken: first.refresh })).status).toBe(204);
  expect(await signedInPage(other, first.cookie!, user.username)).toBe(false);
  expect(await signedInPage(one.app, first.cookie!, user.username)).toBe(false);
  expect(await signedInPage(other, second.cookie!, user.username)).toBe(true);
});
