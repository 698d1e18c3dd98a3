import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, type TestUser } from "../../tests/accounts.ts";

// Password hashing is slow by design, and the machine is shared.
setDefaultTimeout(60_000);

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await testApp();
  user = await createUser(t, { username: "pat", password: "first-secret-phrase" });
});
afterAll(() => t.close());

const change = (headers: Record<string, string>, body: unknown) => t.json("POST", "/api/auth/password", body, headers);
const refresh = (refreshToken: string) => t.json("POST", "/api/auth/refresh", { refreshToken });

test("changing the password needs the current one, keeps this session and ends the others", async () => {
  const here = await loginAs(t, user);
  const elsewhere = await loginAs(t, user);
  const headers = { ...here.headers, Cookie: here.cookie! };

  const wrong = await change(headers, { currentPassword: "not-the-password", newPassword: "second-secret-phrase" });
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toMatchObject({ error: "The current password is not correct.", code: "wrong_password" });
  expect((await change(headers, { currentPassword: "first-secret-phrase", newPassword: "short" })).status).toBe(400);

  const changed = await change(headers, {
    currentPassword: "first-secret-phrase",
    newPassword: "second-secret-phrase",
  });
  expect(changed.status).toBe(200);
  expect(await changed.json()).toEqual({
    message: "Your password has been changed. Other sessions have been signed out.",
  });

  expect((await refresh(elsewhere.refresh)).status).toBe(401);
  expect((await refresh(here.refresh)).status).toBe(200);
  const oldPassword = await t.json("POST", "/api/auth/login", {
    emailOrUsername: "pat",
    password: "first-secret-phrase",
  });
  expect(oldPassword.status).toBe(401);
  await loginAs(t, { username: "pat", password: "second-secret-phrase" });
});

test("without a Bearer token the change is refused with 401", async () => {
  const response = await t.json("POST", "/api/auth/password", {
    currentPassword: "x",
    newPassword: "another-secret-phrase",
  });
  expect(response.status).toBe(401);
});

test("wrong current passwords count against the account's sign-in limit", async () => {
  const victim = await createUser(t, { username: "quinn", password: "quinn-secret-phrase" });
  for (let i = 0; i < 5; i++) {
    expect(
      (await change(victim.headers, { currentPassword: `guess-${i}`, newPassword: "taken-over-phrase" })).status,
    ).toBe(400);
  }
  expect(
    (await change(victim.headers, { currentPassword: "quinn-secret-phrase", newPassword: "taken-over-phrase" })).status,
  ).toBe(429);
});
