import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { someEnvelope } from "../../tests/chat.ts";
import { callers, makeCallers, type Callers, type Target, type Who } from "../../tests/authorization-callers.ts";

setDefaultTimeout(30_000);

/**
 * Who may call what: every API route with the status each kind of caller gets (the callers and the owner's
 * things are described in tests/authorization-callers.ts). The test fails when a registered /api route has no
 * row, so a new route cannot ship without its guard being decided here.
 *
 * Adding a row: `route("METHOD /api/path", expected, request)`. `expected` is one of the shapes below,
 * spread with overrides where the owner, the owner's friend or the blocked account differ:
 * `{ ...signedIn(404), owner: 200 }`. The path is written as registered (with its `:params`); `url` and
 * `body` in `request` give the request to make, as values or as functions of the caller's `Target` (the
 * owner's post, chat and zone, and the caller's own id). Requests are sent with an empty JSON body unless
 * `body` says otherwise, so validation often answers 400 to those allowed in: what matters is that a
 * refused caller gets 401, 403 or 404 before that.
 */
type Statuses = Record<Who, number>;
type Build<T> = T | ((target: Target) => T);
interface Request {
  url?: Build<string>;
  body?: Build<Record<string, unknown>>;
}
interface Row extends Request {
  method: string;
  path: string;
  expected: Statuses;
}

function route(name: string, expected: Statuses, request: Request = {}): Row {
  const [method, path] = name.split(" ") as [string, string];
  return { method, path, expected, ...request };
}

// The usual shapes of a row. A blocked account's Bearer token is refused (403) on every route that reads
// it, even those open to visitors: only the /api/auth/ calls, which read their own credentials, ignore it.
/** Open to everyone, with the same answer. */
const open = (status: number): Statuses => ({
  anonymous: status,
  user: status,
  owner: status,
  other: status,
  blocked: 403,
  admin: status,
});
/** An /api/auth/ call: it reads the credentials in its body and ignores the Bearer token, so the blocked account's too. */
const ownCredentials = (status: number): Statuses => ({ ...open(status), blocked: status });
/** Signed-in callers only: 401 to visitors. */
const signedIn = (status: number): Statuses => ({ ...open(status), anonymous: 401 });
/** Admins only: 401 to visitors, 403 to other users. */
const adminsOnly = (status: number): Statuses => ({
  anonymous: 401,
  user: 403,
  owner: 403,
  other: 403,
  blocked: 403,
  admin: status,
});

const table: Row[] = [
  // System
  route("GET /api/fetch", open(200)),
  route("GET /api/shell", open(200)),
  route("POST /api/contact", open(400)),
  // Authentication: open to all, each checks the credentials in its body.
  route("POST /api/auth/register", ownCredentials(400)),
  route("POST /api/auth/verify", ownCredentials(400)),
  route("POST /api/auth/login", ownCredentials(400)),
  route("POST /api/auth/oauth/google", ownCredentials(400)),
  route("POST /api/auth/forgot", ownCredentials(400)),
  route("POST /api/auth/reset", ownCredentials(400)),
  route("POST /api/auth/refresh", ownCredentials(401)),
  route("POST /api/auth/logout", ownCredentials(204)),
  route("POST /api/auth/password", signedIn(400)),
  // Sessions: each caller sees and ends their own only; an id that is not theirs is not there.
  route("GET /api/sessions", signedIn(200)),
  route("DELETE /api/sessions/:id", signedIn(400), { url: "/api/sessions/00000000-0000-4000-8000-000000000000" }),
  route("DELETE /api/sessions", signedIn(400)),
  // Games
  route("GET /api/games/featured", open(200)),
  route("POST /api/games", signedIn(400)),
  route("GET /api/game/:gameId", signedIn(404), { url: "/api/game/999999" }),
  route("POST /api/game/:gameId/score", signedIn(404), { url: "/api/game/999999/score", body: { score: 1 } }),
  route("GET /api/game/:gameId/scores", signedIn(404), { url: "/api/game/999999/scores" }),
  route("GET /api/fav", signedIn(200)),
  route("POST /api/fav/:gameId", signedIn(404), { url: "/api/fav/999999" }),
  route("DELETE /api/fav/:gameId", signedIn(404), { url: "/api/fav/999999" }),
  // Videos
  route("POST /api/videos", signedIn(400)),
  // Content: the owner's post is shared with friends only, so a stranger (and an admin) is told it is not
  // there, while the owner's friend sees it and may rate it but not change it. An admin may delete it.
  route("POST /api/content", signedIn(400)),
  route("GET /api/content", signedIn(200)),
  route("GET /api/content/", signedIn(200)),
  route("GET /api/content/:username", signedIn(200), { url: (x) => `/api/content/${x.owner.username}` }),
  route(
    "PUT /api/content/:id",
    { ...signedIn(404), owner: 200, other: 403 },
    { url: (x) => `/api/content/${x.post}`, body: { context: "Edited", sharing: 2 } },
  ),
  route(
    "DELETE /api/content/:id",
    { ...signedIn(404), owner: 200, other: 403, admin: 200 },
    { url: (x) => `/api/content/${x.postToDelete}` },
  ),
  route(
    "POST /api/content/:id/rating",
    { ...signedIn(404), owner: 200, other: 200 },
    { url: (x) => `/api/content/${x.post}/rating`, body: { stars: 4 } },
  ),
  route("GET /api/contents/global", signedIn(200)),
  route("GET /api/contents/friends", signedIn(200)),
  route("GET /api/contents/processing", signedIn(200)),
  route(
    "GET /api/contents/item/:id",
    { ...signedIn(404), owner: 200, other: 200 },
    { url: (x) => `/api/contents/item/${x.post}` },
  ),
  // Replies and a post's page: visitors read public posts only, and the owner's post is friends-only.
  route(
    "GET /api/content/:id/thread",
    { ...open(404), owner: 200, other: 200 },
    { url: (x) => `/api/content/${x.post}/thread` },
  ),
  route(
    "GET /api/content/:id/replies",
    { ...open(404), owner: 200, other: 200 },
    { url: (x) => `/api/content/${x.post}/replies` },
  ),
  route(
    "POST /api/content/:id/replies",
    { ...signedIn(404), owner: 200, other: 200 },
    { url: (x) => `/api/content/${x.post}/replies`, body: { text: "A reply" } },
  ),
  route(
    "DELETE /api/content/:id/replies/:replyId",
    // The reply is the friend's (`other`) under the owner's post: its author and the post's may take it down.
    { ...signedIn(404), owner: 200, other: 200, admin: 200 },
    { url: (x) => `/api/content/${x.post}/replies/${x.replyToDelete}` },
  ),
  // Profiles and friends
  route("GET /api/profile", signedIn(200)),
  route("GET /api/profile/", signedIn(200)),
  route("PUT /api/profile", signedIn(200)),
  route("POST /api/profile/set", signedIn(400)),
  route("GET /api/profile/:username", signedIn(200), { url: (x) => `/api/profile/${x.owner.username}` }),
  route(
    "POST /api/profile/:username/reaction",
    { ...signedIn(200), owner: 403 },
    { url: (x) => `/api/profile/${x.owner.username}/reaction`, body: { emoji: "👍" } },
  ),
  route("GET /api/friends", signedIn(200)),
  route("POST /api/friends/:username", signedIn(404), { url: "/api/friends/nobody_here" }),
  route("DELETE /api/friends/:username", signedIn(404), { url: "/api/friends/nobody_here" }),
  // Blocks and mutes: each caller's own list; a person who is not there is 404 (a real block would end the
  // friendships the later rows rely on).
  route("GET /api/blocks", signedIn(200)),
  route("POST /api/blocks/:username", signedIn(404), { url: "/api/blocks/nobody_here" }),
  route("DELETE /api/blocks/:username", signedIn(404), { url: "/api/blocks/nobody_here" }),
  route("POST /api/mutes/:username", signedIn(404), { url: "/api/mutes/nobody_here" }),
  route("DELETE /api/mutes/:username", signedIn(404), { url: "/api/mutes/nobody_here" }),
  // Keyword filters: each caller's own; another's filter is as absent as an unknown one.
  route("GET /api/filters", signedIn(200)),
  route("POST /api/filters", signedIn(400)),
  route("PATCH /api/filters/:id", signedIn(404), { url: "/api/filters/999999", body: { action: "hide" } }),
  route("DELETE /api/filters/:id", signedIn(404), { url: "/api/filters/999999" }),
  route("GET /api/search", signedIn(200), { url: "/api/search?q=table" }),
  route("GET /api/people", signedIn(200), { url: "/api/people?q=ann" }),
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
  route("GET /api/push/vapid-public-key", open(200)),
  route("POST /api/push/subscribe", signedIn(400)),
  route("DELETE /api/push/subscribe", signedIn(400)),
  route("PUT /api/push/interests", signedIn(400)),
  // Chat: the owner's chat, with a partner who is none of the callers. A `:userId` that is not the
  // caller's is 403; a chat the caller is not in, named with the caller's own id, is 404.
  route("GET /api/chat/:userId", { ...signedIn(403), owner: 200 }, { url: (x) => `/api/chat/${x.owner.id}` }),
  route("GET /api/chat/search/:username", signedIn(404), { url: "/api/chat/search/nobody_here" }),
  route("POST /api/chat/create", signedIn(400)),
  route(
    "GET /api/chat-details/:chatID/:userId",
    { ...signedIn(404), owner: 200 },
    { url: (x) => `/api/chat-details/${x.chat}/${x.me}` },
  ),
  route(
    "POST /api/chat/send-message",
    { ...signedIn(404), owner: 200 },
    { body: (x) => ({ content: someEnvelope(), sender_id: x.me, chat_id: x.chat }) },
  ),
  route("POST /api/chat/send-media", signedIn(400)),
  route("POST /api/chat/typing", { ...signedIn(404), owner: 204 }, { body: (x) => ({ chat_id: x.chat }) }),
  route("POST /api/chat/read", { ...signedIn(404), owner: 204 }, { body: (x) => ({ chat_id: x.chat }) }),
  route(
    "POST /api/chat/delivered",
    { ...signedIn(404), owner: 204 },
    { body: (x) => ({ chat_id: x.chat, up_to_id: 1 }) },
  ),
  route("GET /api/chat-settings", signedIn(200)),
  route("PUT /api/chat-settings", signedIn(200), { body: { read_receipts: true } }),
  route("GET /api/post-settings", signedIn(200)),
  route("PUT /api/post-settings", signedIn(200), { body: { alt_text_reminder: true } }),
  route(
    "GET /api/chat-unread/:userId",
    { ...signedIn(403), owner: 200 },
    { url: (x) => `/api/chat-unread/${x.owner.id}` },
  ),
  route("PUT /api/keys", signedIn(400)),
  route("PUT /api/keys/prekey", signedIn(400)),
  // A session alone never releases a backup: the owner's wrong proof is 403, anyone else has none to open (404).
  route("POST /api/keys/device-link", signedIn(204), {
    body: { requestId: "A".repeat(22), step: "request", payload: "abc" },
  }),
  route("POST /api/keys/backup", { ...signedIn(404), owner: 403 }, { body: { verifier: "A".repeat(43) } }),
  route("GET /api/keys/:userId", signedIn(200), { url: (x) => `/api/keys/${x.owner.id}` }),
  route("GET /api/keys/:userId/history", signedIn(200), { url: (x) => `/api/keys/${x.owner.id}/history` }),
  // Notifications: each caller's own, with no id in the path; another's group is not found (notifications.test.ts).
  route("GET /api/notifications", signedIn(200)),
  route("GET /api/notifications/unread", signedIn(200)),
  route("POST /api/notifications/read-all", signedIn(200)),
  route("POST /api/notifications/read", signedIn(400)),
  route("GET /api/notification-settings", signedIn(200)),
  route("PUT /api/notification-settings", signedIn(400)),
  // Zones: the owner's private zone, and each caller's own notes in it (src/http/zones.test.ts checks each mode)
  route("GET /api/zones", signedIn(200)),
  route("POST /api/zones", signedIn(400)),
  route("GET /api/zones/:slug", { ...signedIn(403), owner: 200 }, { url: (x) => `/api/zones/${x.zone}` }),
  route("GET /api/zones/:slug/notes", { ...signedIn(403), owner: 200 }, { url: (x) => `/api/zones/${x.zone}/notes` }),
  route(
    "PUT /api/zones/:slug/notes",
    { ...signedIn(403), owner: 200 },
    { url: (x) => `/api/zones/${x.zone}/notes`, body: { text: "Mine" } },
  ),
  route(
    "GET /api/zones/:slug/presence",
    { ...signedIn(403), owner: 200 },
    { url: (x) => `/api/zones/${x.zone}/presence` },
  ),
  route(
    "POST /api/zones/:slug/presence",
    { ...signedIn(403), owner: 204 },
    {
      url: (x) => `/api/zones/${x.zone}/presence`,
      body: { x: 0, y: 1.6, z: 0, ry: 0, avatar: 1 },
    },
  ),
  // Joining a friend's room: the zone's mode is checked first; the owner, let in, names no one there (404).
  route(
    "POST /api/zones/:slug/presence/join",
    { ...signedIn(403), owner: 404 },
    {
      url: (x) => `/api/zones/${x.zone}/presence/join`,
      body: { x: 0, y: 1.6, z: 0, ry: 0, avatar: 1, username: "nobody_here" },
    },
  ),
  // Taking oneself out of a zone harms no one: not checked against the zone's mode.
  route("DELETE /api/zones/:slug/presence", signedIn(204), { url: (x) => `/api/zones/${x.zone}/presence` }),
  // Talking needs the zone first (403 to those kept out), then a presence: the row above took the owner's away (409).
  route(
    "POST /api/zones/:slug/talk",
    { ...signedIn(403), owner: 409 },
    { url: (x) => `/api/zones/${x.zone}/talk`, body: { text: "Hello" } },
  ),
  // Who enters the owner's private zone: only the owner manages it; asking to enter a private zone is refused
  // (403) to all but the owner, who is in already. The owner's answers on a private zone fail validation (400).
  route("GET /api/zones/:slug/access", { ...signedIn(403), owner: 200 }, { url: (x) => `/api/zones/${x.zone}/access` }),
  route(
    "POST /api/zones/:slug/access",
    { ...signedIn(403), owner: 200 },
    { url: (x) => `/api/zones/${x.zone}/access` },
  ),
  route("GET /api/zones/:slug/guests", { ...signedIn(403), owner: 200 }, { url: (x) => `/api/zones/${x.zone}/guests` }),
  // The partner is none of the callers: inviting them changes no other row's answer.
  route(
    "POST /api/zones/:slug/invitations",
    { ...signedIn(403), owner: 200 },
    {
      url: (x) => `/api/zones/${x.zone}/invitations`,
      body: { username: "table_partner" },
    },
  ),
  route(
    "DELETE /api/zones/:slug/invitations/:userId",
    { ...signedIn(403), owner: 204 },
    { url: (x) => `/api/zones/${x.zone}/invitations/999999` },
  ),
  route(
    "POST /api/zones/:slug/requests/:userId/approve",
    { ...signedIn(403), owner: 400 },
    { url: (x) => `/api/zones/${x.zone}/requests/999999/approve` },
  ),
  route(
    "POST /api/zones/:slug/requests/:userId/refuse",
    { ...signedIn(403), owner: 400 },
    { url: (x) => `/api/zones/${x.zone}/requests/999999/refuse` },
  ),
  // Reports (src/http/moderation.test.ts checks what each does): any member may report; the owner's post is
  // seen by the owner and their friend, so a stranger's (and an admin's) report of it is told it is not there,
  // and the owner's own is refused.
  route(
    "POST /api/reports",
    { ...signedIn(404), owner: 400, other: 201 },
    { body: (x) => ({ target: { kind: "post", id: x.post }, reason: "spam", note: "" }) },
  ),
  // Moderation: admins only, but the appeal, whose token stands for the person (a made-up one is absent).
  route("GET /api/moderation/reports", adminsOnly(200)),
  route("GET /api/moderation/reports/:id", adminsOnly(404), { url: "/api/moderation/reports/999999" }),
  route("POST /api/moderation/reports/:id/actions", adminsOnly(404), {
    url: "/api/moderation/reports/999999/actions",
    body: { kind: "warn", message: "Be kind" },
  }),
  route("POST /api/moderation/actions/:id/revoke", adminsOnly(404), { url: "/api/moderation/actions/999999/revoke" }),
  route("GET /api/moderation/appeals", adminsOnly(200)),
  route("POST /api/moderation/appeals/:id", adminsOnly(404), {
    url: "/api/moderation/appeals/999999",
    body: { granted: true },
  }),
  route("GET /api/moderation/audit", adminsOnly(200)),
  route("GET /api/moderation/figures", adminsOnly(200), {
    url: "/api/moderation/figures?from=2026-01-01&to=2026-12-31",
  }),
  route("GET /api/appeal", open(404), { url: "/api/appeal?token=1.2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
  route("POST /api/appeal", open(404), {
    body: { token: "1.2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", text: "Please" },
  }),
];

let t: TestApp;
let people: Callers;

beforeAll(async () => {
  t = await testApp();
  people = await makeCallers(t);
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

const built = <T>(part: Build<T>, target: Target): T =>
  typeof part === "function" ? (part as (target: Target) => T)(target) : part;

describe("each caller gets the status of the table", () => {
  for (const row of table) {
    test(`${row.method} ${row.path}`, async () => {
      const answers = {} as Statuses;
      for (const who of callers) {
        const target = people.targetOf(who);
        const body = built(row.body, target) ?? (row.method === "GET" ? undefined : {});
        const response = await t.json(row.method, built(row.url, target) ?? row.path, body, people.headers[who]);
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
