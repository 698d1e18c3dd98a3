import { afterEach, beforeEach, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { codeFrom, lastMailTo, resetTokenFrom } from "../../tests/accounts.ts";
import { users } from "../../projections/users.schema.ts";

setDefaultTimeout(30_000);

let t: TestApp;
const lines: string[] = [];
beforeEach(async () => {
  t = await testApp();
  lines.length = 0;
  const keep = (message: string, fields?: Record<string, unknown>) =>
    void lines.push(JSON.stringify({ message, ...fields }));
  t.ctx.log = { info: keep, error: keep };
});
afterEach(() => t.close());

test("no password, code, token or hash reaches a log line along the whole account journey", async () => {
  const password = "violet-kettle-on-a-bicycle";
  const email = "ada@example.com";
  await t.json("POST", "/api/auth/register", { name: "Ada", username: "ada", email, password });
  const code = codeFrom(await lastMailTo(t, email));
  const verified = await (await t.json("POST", "/api/auth/verify", { email, otp: code })).json();
  const refreshed = await (await t.json("POST", "/api/auth/refresh", { refreshToken: verified.refresh })).json();
  await t.json("GET", "/api/shell", undefined, { Authorization: `Bearer ${refreshed.accessToken}` });
  await t.json("POST", "/api/auth/forgot", { emailOrUsername: "ada" });
  const resetToken = resetTokenFrom(await lastMailTo(t, email));
  await t.app.request(`/login?reset=${resetToken}`);
  await t.json("POST", "/api/auth/reset", { token: resetToken, password: "a-brand-new-passphrase" });
  await t.json("POST", "/api/auth/login", { emailOrUsername: "ada", password: "a-wrong-guess-of-it" });

  const secrets = [
    password,
    code,
    verified.token,
    verified.refresh,
    refreshed.accessToken,
    refreshed.refreshToken,
    resetToken,
    "a-brand-new-passphrase",
    "a-wrong-guess-of-it",
  ];
  const log = lines.join("\n");
  expect(log).toContain("/api/auth/verify");
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/argon2|Hash/);
});

test("a failed query is logged without its parameters", async () => {
  t.app.post("/test/failing-query", async () => {
    // A second account with the same id: the insert fails, and its parameters hold a password hash.
    const row = {
      id: 1,
      name: "A",
      username: "a",
      email: "a@example.com",
      emailKey: "a@example.com",
      passwordHash: "$argon2id$secret-hash",
      createdAt: "2026-01-01",
    };
    await t.ctx.db.insert(users).values(row);
    await t.ctx.db.insert(users).values(row);
    return new Response(null);
  });
  const response = await t.app.request("/test/failing-query", { method: "POST" });
  expect(response.status).toBe(500);
  const log = lines.join("\n");
  expect(log).toContain("Failed query");
  expect(log).toContain("params: [not logged]");
  expect(log).not.toContain("secret-hash");
});
