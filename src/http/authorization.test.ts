import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";

setDefaultTimeout(30_000);

/**
 * Who may call what: every API route with the status each kind of caller gets. The test fails when a
 * registered /api route has no row, so a new route cannot ship without its guard being decided here.
 *
 * Adding a row: `route("METHOD /api/path", status)` when everyone gets the same status, or
 * `route("METHOD /api/path", { anonymous, user, admin })`. The path is written as registered (with its
 * `:params`); `{ url, body }` in the third argument give the request to make when it needs more.
 * Requests are sent with an empty JSON body unless `body` says otherwise, so validation often answers
 * 400 to those allowed in: what matters is that a refused caller gets 401 or 403 before that.
 */
type Who = "anonymous" | "user" | "admin";
type Expected = number | Record<Who, number>;
interface Row {
  method: string;
  path: string;
  expected: Record<Who, number>;
  url?: string;
  body?: unknown;
}

function route(name: string, expected: Expected, request: { url?: string; body?: unknown } = {}): Row {
  const [method, path] = name.split(" ") as [string, string];
  const byWho = typeof expected === "number" ? { anonymous: expected, user: expected, admin: expected } : expected;
  return { method, path, expected: byWho, ...request };
}

// The usual shapes of a guarded route's row.
/** Signed-in callers only: 401 to visitors. */
const signedIn = (status: number) => ({ anonymous: 401, user: status, admin: status });
/** Admins only: 401 to visitors, 403 to other users. */
const adminsOnly = (status: number) => ({ anonymous: 401, user: 403, admin: status });

const table: Row[] = [
  // System
  route("GET /api/fetch", 200),
  route("GET /api/shell", 200),
  route("POST /api/contact", 400),
  // Authentication: open to all, each checks the credentials in its body.
  route("POST /api/auth/register", 400),
  route("POST /api/auth/verify", 400),
  route("POST /api/auth/login", 400),
  route("POST /api/auth/oauth/google", 400),
  route("POST /api/auth/forgot", 400),
  route("POST /api/auth/reset", 400),
  route("POST /api/auth/refresh", 401),
  route("POST /api/auth/logout", 204),
  route("POST /api/auth/password", signedIn(400)),
  // Games
  route("GET /api/games/featured", 200),
  route("POST /api/games", signedIn(400)),
  route("GET /api/game/:gameId", signedIn(404), { url: "/api/game/999999" }),
  route("POST /api/game/:gameId/score", signedIn(404), { url: "/api/game/999999/score", body: { score: 1 } }),
  route("GET /api/game/:gameId/scores", signedIn(404), { url: "/api/game/999999/scores" }),
  route("GET /api/fav", signedIn(200)),
  route("POST /api/fav/:gameId", signedIn(404), { url: "/api/fav/999999" }),
  route("DELETE /api/fav/:gameId", signedIn(404), { url: "/api/fav/999999" }),
  // Videos
  route("POST /api/videos", signedIn(400)),
  // Content (posts, feeds, ratings): signed-in people; ownership is checked in src/http/posts.test.ts.
  route("POST /api/content", signedIn(400)),
  route("GET /api/content", signedIn(200)),
  route("GET /api/content/", signedIn(200)),
  route("GET /api/content/:username", signedIn(200), { url: "/api/content/table_user" }),
  route("PUT /api/content/:id", signedIn(400), { url: "/api/content/999999" }),
  route("DELETE /api/content/:id", signedIn(404), { url: "/api/content/999999" }),
  route("POST /api/content/:id/rating", signedIn(400), { url: "/api/content/999999/rating" }),
  route("GET /api/contents/global", signedIn(200)),
  route("GET /api/contents/friends", signedIn(200)),
  route("GET /api/contents/item/:id", signedIn(404), { url: "/api/contents/item/999999" }),
  // Profiles and friends
  route("GET /api/profile", signedIn(200)),
  route("GET /api/profile/", signedIn(200)),
  route("PUT /api/profile", signedIn(200)),
  route("POST /api/profile/set", signedIn(400)),
  route("GET /api/profile/:username", signedIn(200), { url: "/api/profile/table_user" }),
  route("POST /api/profile/:username/reaction", signedIn(400), { url: "/api/profile/table_user/reaction" }),
  route("GET /api/friends", signedIn(200)),
  route("POST /api/friends/:username", signedIn(404), { url: "/api/friends/nobody_here" }),
  route("DELETE /api/friends/:username", signedIn(404), { url: "/api/friends/nobody_here" }),
  route("GET /api/search", signedIn(200), { url: "/api/search?q=table" }),
  // Administration (src/http/admin.test.ts checks what each does)
  route("GET /api/monitor/", adminsOnly(200)),
  route("GET /api/monitor", adminsOnly(200)),
  route("POST /api/monitor/edit/:id", adminsOnly(400), { url: "/api/monitor/edit/999999" }),
  route("DELETE /api/monitor/:id", adminsOnly(404), { url: "/api/monitor/999999" }),
  route("GET /api/monitor/:userId", adminsOnly(404), { url: "/api/monitor/999999" }),
  route("GET /api/monitor/:id/history", adminsOnly(404), { url: "/api/monitor/999999/history" }),
  // Investors (src/http/investors.test.ts checks what each does)
  route("POST /api/investor/", adminsOnly(400)),
  route("POST /api/investor", adminsOnly(400)),
  route("POST /api/investor/add", adminsOnly(400)),
  route("POST /api/investor/mail", adminsOnly(400)),
  route("PUT /api/investor/update", adminsOnly(400)),
  route("POST /api/investor/remove", adminsOnly(400)),
  route("POST /api/investor/emails", adminsOnly(202)),
  route("GET /api/investor/emails", adminsOnly(200)),
  // Realtime (the stream stays open until the app closes) and push
  route("GET /api/realtime", signedIn(200)),
  route("GET /api/push/vapid-public-key", 200),
  route("POST /api/push/subscribe", signedIn(400)),
  route("DELETE /api/push/subscribe", signedIn(400)),
  // Chat: signed-in people; a `:userId` that is not the caller's is 403, a chat of others 404
  // (src/http/chat.test.ts checks the participants).
  route("GET /api/chat/:userId", signedIn(403), { url: "/api/chat/999999" }),
  route("GET /api/chat/search/:username", signedIn(404), { url: "/api/chat/search/nobody_here" }),
  route("POST /api/chat/create", signedIn(400)),
  route("GET /api/chat-details/:chatID/:userId", signedIn(403), { url: "/api/chat-details/999999/999999" }),
  route("POST /api/chat/send-message", signedIn(400)),
  route("POST /api/chat/send-media", signedIn(400)),
  route("POST /api/chat/typing", signedIn(400)),
  route("POST /api/chat/read", signedIn(400)),
  route("GET /api/chat-unread/:userId", signedIn(403), { url: "/api/chat-unread/999999" }),
  route("PUT /api/keys", signedIn(400)),
  route("GET /api/keys/:userId", signedIn(404), { url: "/api/keys/999999" }),
  route("GET /api/keys/:userId/history", signedIn(404), { url: "/api/keys/999999/history" }),
  // Zones (src/http/zones.test.ts checks each mode for owner and stranger)
  route("GET /api/zones", signedIn(200)),
  route("POST /api/zones", signedIn(400)),
  route("GET /api/zones/:slug", signedIn(404), { url: "/api/zones/no-such-zone-1" }),
  route("GET /api/zones/:slug/notes", signedIn(200), { url: "/api/zones/library/notes" }),
  route("PUT /api/zones/:slug/notes", signedIn(400), { url: "/api/zones/library/notes" }),
];

let t: TestApp;
let callers: Record<Who, Record<string, string>>;

beforeAll(async () => {
  t = await testApp();
  const user: TestUser = await createUser(t, { username: "table_user" });
  const admin: TestUser = await createUser(t, { username: "table_admin", admin: true });
  callers = { anonymous: {}, user: user.headers, admin: admin.headers };
});
afterAll(() => t.close());

/** Every API route the app registered, as `METHOD path`, without the catch-all and middleware entries. */
function registeredApiRoutes(): string[] {
  const names = t.app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(names)].sort();
}

test("every registered API route has a row in the table, and every row a route", () => {
  const rows = table.map((r) => `${r.method} ${r.path}`).sort();
  expect(new Set(rows).size).toBe(rows.length);
  expect(registeredApiRoutes().filter((name) => !rows.includes(name))).toEqual([]);
  expect(rows.filter((name) => !registeredApiRoutes().includes(name))).toEqual([]);
});

describe("each caller gets the status of the table", () => {
  for (const row of table) {
    test(`${row.method} ${row.path}`, async () => {
      const answers: Partial<Record<Who, number>> = {};
      for (const who of ["anonymous", "user", "admin"] as const) {
        const body = row.body ?? (row.method === "GET" ? undefined : {});
        const response = await t.json(row.method, row.url ?? row.path, body, callers[who]);
        answers[who] = response.status;
        if (response.status >= 400) {
          const error = await response.json();
          expect(error.error).toBe(error.message);
        }
      }
      expect(answers).toEqual(row.expected);
    });
  }
});
