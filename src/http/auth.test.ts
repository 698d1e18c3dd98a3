import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "drizzle-orm";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { codeFrom, createUser, lastMailTo, loginAs, resetTokenFrom, sessionCookieOf } from "../../tests/accounts.ts";
import { mailText } from "../../tests/mail.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { changeUser } from "../commands/users.ts";
import { ManualClock } from "../../shared/clock.ts";
import { REFRESH_GRACE_MS } from "../commands/sessions.decide.ts";

// Password hashing is slow by design, and the machine is shared.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.close());

const password = "violet-kettle-on-a-bicycle";
const ada = { name: "Ada Lovelace", username: "ada", email: "ada@example.com", password };

async function register(body: Record<string, unknown>) {
  return t.json("POST", "/api/auth/register", body);
}

/** Sign-up through the mail round trip, as a person does it; the verify answer. */
async function signUp(account = ada) {
  expect((await register(account)).status).toBe(200);
  return t.json("POST", "/api/auth/verify", {
    email: account.email,
    otp: codeFrom(await lastMailTo(t, account.email)),
  });
}

async function login(emailOrUsername: string, pw = password, headers: Record<string, string> = {}) {
  return t.json("POST", "/api/auth/login", { emailOrUsername, password: pw }, headers);
}

async function shellOf(headers: Record<string, string>) {
  return (await (await t.json("GET", "/api/shell", undefined, headers)).json()).user;
}

function expectErrorShape(body: { error: string; message: string; code: string }, code: string) {
  expect(body.code).toBe(code);
  expect(body.error).toBe(body.message);
}

test("sign-up mails a 6-digit code, and that code verifies the account and signs it in", async () => {
  t = await testApp();
  const registered = await register({ ...ada, username: "Ada" });
  expect(registered.status).toBe(200);
  expect(typeof (await registered.json()).message).toBe("string");

  const mail = await lastMailTo(t, ada.email);
  expect(mailText(mail).match(/\b\d{6}\b/g)).toHaveLength(1);
  const verified = await t.json("POST", "/api/auth/verify", { email: ada.email, otp: codeFrom(mail) });
  expect(verified.status).toBe(200);
  const body = await verified.json();
  expect(body).toEqual({
    user: { id: expect.any(Number), name: "Ada Lovelace", username: "ada", email: ada.email, is_admin: false },
    token: expect.any(String),
    refresh: expect.any(String),
  });
  const cookie = verified.headers.getSetCookie().join("\n");
  expect(cookie).toContain(`vw_session=${body.refresh}`);
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain("SameSite=Lax");
  expect(await shellOf({ Authorization: `Bearer ${body.token}` })).toMatchObject({ id: body.user.id, username: "ada" });

  // The code is spent: the account is verified, so it cannot be used again.
  expect((await t.json("POST", "/api/auth/verify", { email: ada.email, otp: codeFrom(mail) })).status).toBe(400);
  await expectReplayReproduces(t);
});

test("signing up again before verifying: the same password re-sends the code, another waits for it to expire", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({}, { clock });
  expect((await register(ada)).status).toBe(200);
  const firstCode = codeFrom(await lastMailTo(t, ada.email));
  const otherPassword = { ...ada, username: "ada_again", password: "a-new-and-better-passphrase" };
  const refused = await register(otherPassword);
  expect(refused.status).toBe(409);
  expectErrorShape(await refused.json(), "signup_pending");
  expect((await register(ada)).status).toBe(200);
  expect(await t.outbox()).toHaveLength(2);
  expect(codeFrom(await lastMailTo(t, ada.email))).toBe(firstCode);

  // Once the code has expired, the newest sign-up's details and code count.
  clock.advance(10 * 60_000 + 1000);
  expect((await register(otherPassword)).status).toBe(200);
  const secondCode = codeFrom(await lastMailTo(t, ada.email));
  if (firstCode !== secondCode) {
    expect((await t.json("POST", "/api/auth/verify", { email: ada.email, otp: firstCode })).status).toBe(400);
  }
  const verified = await t.json("POST", "/api/auth/verify", { email: ada.email, otp: secondCode });
  expect((await verified.json()).user.username).toBe("ada_again");
  expect((await login("ada_again", "a-new-and-better-passphrase")).status).toBe(200);
  expect((await login("ada_again", password)).status).toBe(401);
});

test("a username or e-mail of a verified account is taken (409), whatever its case", async () => {
  t = await testApp();
  await createUser(t, { username: "ada", email: "ada@example.com" });
  const byName = await register({ ...ada, username: "ADA", email: "other@example.com" });
  expect(byName.status).toBe(409);
  expectErrorShape(await byName.json(), "username_taken");
  const byEmail = await register({ ...ada, username: "someone_else", email: "Ada@Example.COM" });
  expect(byEmail.status).toBe(409);
  expectErrorShape(await byEmail.json(), "email_taken");
  expect(await t.outbox()).toHaveLength(0);
});

test("two pending sign-ups may share a username: the first to verify keeps it, the other gets 409", async () => {
  t = await testApp();
  const bea = { ...ada, email: "bea@example.com" };
  expect((await register(ada)).status).toBe(200);
  expect((await register(bea)).status).toBe(200);
  expect(
    (await t.json("POST", "/api/auth/verify", { email: ada.email, otp: codeFrom(await lastMailTo(t, ada.email)) }))
      .status,
  ).toBe(200);
  const late = await t.json("POST", "/api/auth/verify", {
    email: bea.email,
    otp: codeFrom(await lastMailTo(t, bea.email)),
  });
  expect(late.status).toBe(409);
  expectErrorShape(await late.json(), "username_taken");
});

test("invalid sign-up fields answer 400 in the error shape, and nothing is recorded or mailed", async () => {
  t = await testApp();
  const invalid = [
    { ...ada, username: "ab" },
    { ...ada, username: "has space" },
    { ...ada, username: "x".repeat(31) },
    { ...ada, email: "not-an-address" },
    { ...ada, name: "" },
    { ...ada, password: "short" },
    { ...ada, password: "p".repeat(129) },
    { ...ada, password: "password123" },
    { ...ada, password: "Iloveyou1" },
  ];
  for (const body of invalid) {
    const response = await register(body);
    expect(response.status).toBe(400);
    expectErrorShape(await response.json(), "invalid_input");
  }
  const common = await (await register({ ...ada, password: "qwerty123" })).json();
  // The screen prints it after "Registration failed: ": no field name in front of the sentence.
  expect(common.message).toBe("This password is too common. Please choose another one.");
  expect(await t.outbox()).toHaveLength(0);
  expect(await t.ctx.db.all(sql`select 1 from events where type = 'UserRegistered'`)).toHaveLength(0);
});

test("a wrong code answers 400; after five wrong codes the code is void (429) until it expires", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({}, { clock });
  expect((await register(ada)).status).toBe(200);
  const code = codeFrom(await lastMailTo(t, ada.email));
  const wrong = code === "000000" ? "111111" : "000000";
  for (let i = 0; i < 5; i++) {
    const response = await t.json("POST", "/api/auth/verify", { email: ada.email, otp: wrong });
    expect(response.status).toBe(400);
    expectErrorShape(await response.json(), "invalid_code");
  }
  const locked = await t.json("POST", "/api/auth/verify", { email: ada.email, otp: code });
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
  const void_ = await locked.json();
  expectErrorShape(void_, "rate_limited");
  // Asking again would hand out fresh guesses: the sign-up may start over once the code has expired.
  expect(void_.message).toBe(
    "Too many wrong codes: this code no longer works. You can sign up again once it expires (within ten minutes).",
  );
  expect((await register(ada)).status).toBe(429);

  clock.advance(10 * 60_000 + 1000);
  expect((await register(ada)).status).toBe(200);
  const fresh = await t.json("POST", "/api/auth/verify", {
    email: ada.email,
    otp: codeFrom(await lastMailTo(t, ada.email)),
  });
  expect(fresh.status).toBe(200);
});

test("wrong codes sent all at once still get five tries in all, not five each", async () => {
  t = await testApp({ RATE_LIMIT_MULTIPLIER: "10" });
  expect((await register(ada)).status).toBe(200);
  const wrong = codeFrom(await lastMailTo(t, ada.email)) === "000000" ? "111111" : "000000";
  const burst = await Promise.all(
    Array.from({ length: 12 }, () => t.json("POST", "/api/auth/verify", { email: ada.email, otp: wrong })),
  );
  const statuses = burst.map((response) => response.status).sort();
  expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
});

test("a code expires after ten minutes", async () => {
  const clock = new ManualClock();
  t = await testApp({}, { clock });
  expect((await register(ada)).status).toBe(200);
  clock.advance(10 * 60 * 1000 + 1000);
  const response = await t.json("POST", "/api/auth/verify", {
    email: ada.email,
    otp: codeFrom(await lastMailTo(t, ada.email)),
  });
  expect(response.status).toBe(400);
  const expired = await response.json();
  expectErrorShape(expired, "code_expired");
  expect(expired.message).toBe('The code has expired. Choose "Send a new code" to get a new one.');
});

test("login by username (any case) or e-mail answers the user, both tokens and the session cookie", async () => {
  t = await testApp();
  const user = await createUser(t, { username: "grace", name: "Grace Hopper", password });
  for (const name of ["Grace", "grace@example.com", "GRACE@example.com"]) {
    const response = await login(name);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      user: { id: user.id, name: "Grace Hopper", username: "grace", email: "grace@example.com", is_admin: false },
      token: expect.any(String),
      refresh: expect.any(String),
    });
    expect(sessionCookieOf(response)).toBe(`vw_session=${body.refresh}`);
    expect(await shellOf({ Authorization: `Bearer ${body.token}` })).toMatchObject({ id: user.id });
  }
});

test("a wrong password and an unknown account get the very same 401", async () => {
  t = await testApp();
  await createUser(t, { username: "grace", password });
  const wrongPassword = await login("grace", "not-the-password");
  const unknown = await login("nobody-here", "not-the-password");
  expect(wrongPassword.status).toBe(401);
  expect(unknown.status).toBe(401);
  const body = await wrongPassword.json();
  expect(body).toEqual(await unknown.json());
  expect(body.error).toBe("Invalid credentials");
});

test("an unverified account that signs in with the right password gets 403 and its code by mail", async () => {
  t = await testApp();
  expect((await register(ada)).status).toBe(200);
  expect((await login("ada", "not-the-password")).status).toBe(401);
  expect(await t.outbox()).toHaveLength(1);
  const response = await login("ada");
  expect(response.status).toBe(403);
  expectErrorShape(await response.json(), "not_verified");
  expect(await t.outbox()).toHaveLength(2);
  const verified = await t.json("POST", "/api/auth/verify", {
    email: ada.email,
    otp: codeFrom(await lastMailTo(t, ada.email)),
  });
  expect(verified.status).toBe(200);
});

test("refresh rotates the pair; the used token, after the grace window, is refused, and its reuse ends the whole family", async () => {
  const clock = new ManualClock(Date.now());
  t = await testApp({}, { clock });
  const user = await createUser(t, { password });
  const first = await loginAs(t, user);
  const other = await loginAs(t, user);

  const refreshed = await t.json("POST", "/api/auth/refresh", { refreshToken: first.refresh });
  expect(refreshed.status).toBe(200);
  const pair = await refreshed.json();
  expect(pair).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  expect(pair.refreshToken).not.toBe(first.refresh);
  expect(sessionCookieOf(refreshed)).toBe(`vw_session=${pair.refreshToken}`);
  expect(await shellOf({ Authorization: `Bearer ${pair.accessToken}` })).toMatchObject({ id: user.id });

  clock.advance(REFRESH_GRACE_MS + 1);
  const reused = await t.json("POST", "/api/auth/refresh", { refreshToken: first.refresh });
  expect(reused.status).toBe(401);
  expectErrorShape(await reused.json(), "session_ended");
  // The reuse revoked the family, so the newest token of that sign-in is dead too …
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: pair.refreshToken })).status).toBe(401);
  // … while another sign-in of the same account goes on.
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: other.refresh })).status).toBe(200);
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: "made-up" })).status).toBe(401);
  await expectReplayReproduces(t);
});

test("simultaneous refreshes of one token (two tabs) all get the same new pair, and the session goes on", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const { refresh, cookie } = await loginAs(t, user);
  const fromPage = { Cookie: cookie!, Origin: "http://localhost:3000" };
  const answers = await Promise.all([
    t.json("POST", "/api/auth/refresh", { refreshToken: refresh }),
    t.json("POST", "/api/auth/refresh", {}, fromPage),
    t.json("POST", "/api/auth/refresh", {}, fromPage),
  ]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  const pairs = (await Promise.all(answers.map((a) => a.json()))) as { accessToken: string; refreshToken?: string }[];
  // The API client gets the new refresh token in the body; the pages get it in the cookie only. The same one.
  const next = pairs[0]!.refreshToken!;
  expect(pairs.slice(1).map((p) => p.refreshToken)).toEqual([undefined, undefined]);
  expect(answers.map(sessionCookieOf)).toEqual(pairs.map(() => `vw_session=${next}`));
  for (const { accessToken } of pairs)
    expect(await shellOf({ Authorization: `Bearer ${accessToken}` })).toMatchObject({ id: user.id });
  // One rotation was recorded, and the new token goes on working.
  const log = await t.ctx.store.readFrom(0, 10_000);
  expect(log.filter((e) => e.type === "SessionRefreshed" && e.data.userId === user.id)).toHaveLength(1);
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: next })).status).toBe(200);
});

test("refresh takes the Refresh-Token header, or the cookie from our own pages only", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const byHeader = await t.json("POST", "/api/auth/refresh", undefined, {
    "Refresh-Token": (await loginAs(t, user)).refresh,
  });
  expect(byHeader.status).toBe(200);

  const { cookie } = await loginAs(t, user);
  const crossSites: Record<string, string>[] = [
    { Origin: "https://evil.example" },
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site" },
  ];
  for (const crossSite of crossSites) {
    const refused = await t.json("POST", "/api/auth/refresh", {}, { Cookie: cookie!, ...crossSite });
    expect(refused.status).toBe(403);
    expectErrorShape(await refused.json(), "cross_site");
  }
  const sameOrigin = await t.json(
    "POST",
    "/api/auth/refresh",
    {},
    {
      Cookie: cookie!,
      Origin: "http://localhost:3000",
      "Sec-Fetch-Site": "same-origin",
    },
  );
  expect(sameOrigin.status).toBe(200);
  // The rotated token goes back into the cookie only (src/http/sessions.test.ts).
  expect(sessionCookieOf(sameOrigin)).toMatch(/^vw_session=.+/);
  expect(sessionCookieOf(sameOrigin)).not.toBe(cookie);
  expect(Object.keys(await sameOrigin.json())).toEqual(["accessToken"]);
});

test("logout revokes the refresh token and clears the cookie; without one it still answers 204", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const session = await loginAs(t, user);
  const out = await t.json("POST", "/api/auth/logout", { refreshToken: session.refresh });
  expect(out.status).toBe(204);
  expect(out.headers.getSetCookie().join("\n")).toMatch(/vw_session=;.*Max-Age=0/);
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: session.refresh })).status).toBe(401);

  const byCookie = await loginAs(t, user);
  expect((await t.json("POST", "/api/auth/logout", undefined, { Cookie: byCookie.cookie! })).status).toBe(204);
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: byCookie.refresh })).status).toBe(401);

  expect((await t.json("POST", "/api/auth/logout")).status).toBe(204);
});

test("forgot mails a single-use link; reset sets the password and ends every session of the account", async () => {
  t = await testApp();
  const user = await createUser(t, { username: "grace", password });
  const sessions = [await loginAs(t, user), await loginAs(t, user)];

  const forgot = await t.json("POST", "/api/auth/forgot", { emailOrUsername: "Grace" });
  expect(forgot.status).toBe(200);
  const mail = await lastMailTo(t, user.email);
  expect(mailText(mail)).toContain("http://localhost:3000/login?reset=");
  const token = resetTokenFrom(mail);

  const newPassword = "a-brand-new-passphrase";
  const reset = await t.json("POST", "/api/auth/reset", { token, password: newPassword });
  expect(reset.status).toBe(200);
  expect(typeof (await reset.json()).message).toBe("string");
  for (const session of sessions) {
    expect((await t.json("POST", "/api/auth/refresh", { refreshToken: session.refresh })).status).toBe(401);
  }
  expect((await login("grace")).status).toBe(401);
  expect((await login("grace", newPassword)).status).toBe(200);

  const again = await t.json("POST", "/api/auth/reset", { token, password: "yet-another-passphrase" });
  expect(again.status).toBe(400);
  expectErrorShape(await again.json(), "invalid_reset_token");
  await expectReplayReproduces(t);
});

test("forgot answers the same for an unknown account and mails nothing; a weak new password is refused", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const known = await t.json("POST", "/api/auth/forgot", { emailOrUsername: user.email });
  const unknown = await t.json("POST", "/api/auth/forgot", { emailOrUsername: "nobody@example.com" });
  expect(unknown.status).toBe(200);
  expect(await unknown.json()).toEqual(await known.json());
  expect(await t.outbox()).toHaveLength(1);

  const token = resetTokenFrom(await lastMailTo(t, user.email));
  expect((await t.json("POST", "/api/auth/reset", { token, password: "password1" })).status).toBe(400);
  expect(
    (await t.json("POST", "/api/auth/reset", { token: "not-a-token", password: "a-brand-new-passphrase" })).status,
  ).toBe(400);
  // Neither spent the link.
  expect((await t.json("POST", "/api/auth/reset", { token, password: "a-brand-new-passphrase" })).status).toBe(200);
});

test("a reset link expires after 30 minutes", async () => {
  const clock = new ManualClock();
  t = await testApp({}, { clock });
  const user = await createUser(t, { password });
  await t.json("POST", "/api/auth/forgot", { emailOrUsername: user.username });
  clock.advance(30 * 60 * 1000 + 1000);
  const token = resetTokenFrom(await lastMailTo(t, user.email));
  expect((await t.json("POST", "/api/auth/reset", { token, password: "a-brand-new-passphrase" })).status).toBe(400);
});

test("a blocked account is refused at login (403), and its live access token stops working at once", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const session = await loginAs(t, user);
  expect(await shellOf(session.headers)).toMatchObject({ id: user.id });

  await changeUser(t.ctx, user.id, "block");
  const live = await t.json("GET", "/api/shell", undefined, session.headers);
  expect(live.status).toBe(403);
  expectErrorShape(await live.json(), "account_blocked");
  const refused = await login(user.username);
  expect(refused.status).toBe(403);
  expectErrorShape(await refused.json(), "account_blocked");
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: session.refresh })).status).not.toBe(200);
  // A wrong password does not learn that the account is blocked.
  expect((await login(user.username, "not-the-password")).status).toBe(401);

  await changeUser(t.ctx, user.id, "unblock");
  expect((await login(user.username)).status).toBe(200);
});

test("a deleted account cannot sign in, and its tokens no longer stand for anyone", async () => {
  t = await testApp();
  const user = await createUser(t, { password });
  const session = await loginAs(t, user);
  await changeUser(t.ctx, user.id, "delete");
  expect((await login(user.username)).status).toBe(401);
  expect(await shellOf(session.headers)).toBeNull();
  expect((await t.json("POST", "/api/auth/refresh", { refreshToken: session.refresh })).status).toBe(401);
  // Its username and e-mail are free again.
  expect((await signUp({ ...ada, username: user.username, email: user.email })).status).toBe(200);
});

test("no password, code or token appears in clear in the log, and no hash in any answer", async () => {
  t = await testApp();
  const secrets: string[] = [password];
  const answers: string[] = [];
  const keep = async (response: Response) => {
    const text = await response.text();
    answers.push(text);
    return text ? JSON.parse(text) : undefined;
  };

  await keep(await register(ada));
  const code = codeFrom(await lastMailTo(t, ada.email));
  secrets.push(code);
  const verified = await keep(await t.json("POST", "/api/auth/verify", { email: ada.email, otp: code }));
  const loggedIn = await keep(await login("ada"));
  const refreshed = await keep(await t.json("POST", "/api/auth/refresh", { refreshToken: loggedIn.refresh }));
  secrets.push(
    verified.token,
    verified.refresh,
    loggedIn.token,
    loggedIn.refresh,
    refreshed.accessToken,
    refreshed.refreshToken,
  );
  await keep(await t.json("POST", "/api/auth/forgot", { emailOrUsername: "ada" }));
  const resetToken = resetTokenFrom(await lastMailTo(t, ada.email));
  const newPassword = "a-brand-new-passphrase";
  secrets.push(resetToken, newPassword);
  await keep(await t.json("POST", "/api/auth/reset", { token: resetToken, password: newPassword }));
  await keep(await login("ada", "a-wrong-guess-of-a-password"));
  secrets.push("a-wrong-guess-of-a-password");

  const log = (await t.ctx.db.all<{ data: string; meta: string }>(sql`select data, meta from events`))
    .map((row) => `${row.data} ${row.meta}`)
    .join("\n");
  // What the log keeps instead, sealed under the account's key (store/personal.ts): read as the store reads it.
  const opened = JSON.stringify(await t.ctx.store.readFrom(0, 10_000));
  expect(opened).toContain("$argon2id$");
  for (const secret of secrets) {
    expect(log).not.toContain(secret);
    expect(opened).not.toContain(secret);
  }
  for (const answer of answers) expect(answer).not.toMatch(/argon2|passwordHash|tokenHash|codeHash/);
});
