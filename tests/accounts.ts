import { afterAll } from "bun:test";
import { testApp, type TestApp } from "./harness.ts";
import { createVerifiedUserWithHash } from "../src/commands/users.ts";
import { hashPassword } from "../src/auth/passwords.ts";
import { decodeJwt } from "jose";
import { startSession } from "../src/commands/sessions.ts";
import { issueAccessToken } from "../src/auth/tokens.ts";
import { SESSION_COOKIE } from "../src/http/session-cookie.ts";
import { mailText } from "./mail.ts";

/** An account a test made, with a live access token and the header that carries it. */
export interface TestUser {
  id: number;
  name: string;
  username: string;
  email: string;
  password: string;
  token: string;
  headers: { Authorization: string };
}

let made = 0;
/** argon2id is slow by design: each password is hashed once per test process. */
const hashes = new Map<string, Promise<string>>();

/**
 * A verified account straight through the commands (no mail round trip), signed in with an access token.
 * `admin: true` makes it an admin.
 */
export async function createUser(
  t: TestApp,
  options: { username?: string; name?: string; email?: string; password?: string; admin?: boolean } = {},
): Promise<TestUser> {
  made += 1;
  const username = options.username ?? `user${made}`;
  const account = {
    name: options.name ?? `Test User ${made}`,
    username,
    email: options.email ?? `${username}@example.com`,
    password: options.password ?? "violet-kettle-on-a-bicycle",
  };
  if (!hashes.has(account.password)) hashes.set(account.password, hashPassword(account.password));
  const { password: _, ...details } = account;
  const user = await createVerifiedUserWithHash(
    t.ctx,
    { ...details, admin: options.admin },
    await hashes.get(account.password)!,
  );
  // A real session, as a sign-in starts one: its access token stands only while the session does.
  const { token } = await t.ctx.store.transact((tx) => startSession(t.ctx, tx, user, []));
  return { id: user.id, ...account, username: user.username, token, headers: { Authorization: `Bearer ${token}` } };
}

/** A new access token for the user's session, as a refresh gives one when the old has expired. */
export async function renewAccessToken(t: TestApp, user: TestUser): Promise<void> {
  const { sid } = decodeJwt(user.token);
  user.token = await issueAccessToken(t.ctx, user.id, String(sid));
  user.headers = { Authorization: `Bearer ${user.token}` };
}

/**
 * A test file's app with its people: a fresh app and one account per username, made when the file loads
 * and closed after its tests. `const { t, users: { ann, ben } } = await appWithUsers("ann", "ben")`.
 */
export async function appWithUsers<const Names extends readonly string[]>(...usernames: Names) {
  const t = await testApp();
  afterAll(() => t.close());
  const users = {} as Record<Names[number], TestUser>;
  for (const username of usernames as readonly Names[number][]) users[username] = await createUser(t, { username });
  return { t, users };
}

/** Signs in through the API as a person would; the answer's tokens and the session cookie. */
export async function loginAs(t: TestApp, user: { username: string; password: string }) {
  const response = await t.json("POST", "/api/auth/login", { emailOrUsername: user.username, password: user.password });
  if (response.status !== 200) throw new Error(`login as ${user.username} answered ${response.status}`);
  const body = (await response.json()) as { user: { id: number }; token: string; refresh: string };
  return { ...body, headers: { Authorization: `Bearer ${body.token}` }, cookie: sessionCookieOf(response) };
}

/** `vw_session=<value>` (`__Host-vw_session=` over https) from an answer's Set-Cookie, ready for a Cookie header. */
export function sessionCookieOf(response: Response): string | undefined {
  const names = [`${SESSION_COOKIE}=`, `__Host-${SESSION_COOKIE}=`];
  const set = response.headers
    .getSetCookie()
    .find((c) => names.some((name) => c.startsWith(name)) && !/Max-Age=0/i.test(c));
  return set?.split(";")[0];
}

/** The sign-up code in a mail: the only 6-digit number in its text. */
export function codeFrom(raw: string): string {
  const codes = mailText(raw).match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`expected one 6-digit number in the mail, found ${codes.length}`);
  return codes[0]!;
}

/** The token of the reset link in a mail. */
export function resetTokenFrom(raw: string): string {
  const token = mailText(raw).match(/\/login\?reset=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no reset link in the mail");
  return token;
}

/** The most recent mail sent to an address (once the reactors have sent what is due). */
export async function lastMailTo(t: TestApp, email: string): Promise<string> {
  const mail = (await t.outbox()).filter((m) => new RegExp(`^To: ${email}$`, "mi").test(m)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}
