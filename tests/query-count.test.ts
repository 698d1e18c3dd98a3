import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Client, InStatement, Transaction } from "@libsql/client";
import { testApp, type TestApp } from "./harness.ts";
import { createUser, loginAs, type TestUser } from "./accounts.ts";
import { post, reply } from "./posts.ts";
import { postStream } from "../events/posts.ts";
import { friendshipStream } from "../events/friends.ts";
import { blocksStream } from "../events/blocks.ts";
import { filtersStream } from "../events/filters.ts";
import { createVerifiedUserWithHash } from "../src/commands/users.ts";
import { sql } from "drizzle-orm";

setDefaultTimeout(300_000);

/**
 * Issue #9 item 5: the SQL statements behind each page and API answer do not grow with the data. Each
 * request is made twice (the second is measured, so caches filled by the first count as a reader sees
 * them) with a viewer who has 1 friend and sees 1 post, then again after the viewer has 200 friends and
 * the log 1,000 posts more; the counts must not grow. Statements are counted on the real libSQL client.
 */

let t: TestApp;
let viewer: TestUser & { cookie: string };
let friends: TestUser[];
/** The request being measured: statements run on its behalf count; the log tail's polls in between do not. */
const measured = new AsyncLocalStorage<{ statements: number }>();
let firstPost: number;
/** A second reader, who blocked, muted and was blocked: their feeds leave those authors out, in one query each. */
let chooser: TestUser & { cookie: string };

beforeAll(async () => {
  t = await testApp({ RATE_LIMIT_MULTIPLIER: "10000" });
  countStatements(t.ctx.database.client);
  const user = await createUser(t, { username: "counter" });
  viewer = { ...user, cookie: (await loginAs(t, user)).cookie! };
  friends = [await befriend("friend0")];
  firstPost = await post(t, friends[0]!, "the first post, about a harbour");
  await reply(t, viewer, firstPost, "the first reply");
  const chooserUser = await createUser(t, { username: "chooser" });
  chooser = { ...chooserUser, cookie: (await loginAs(t, chooserUser)).cookie! };
  await t.json("POST", `/api/mutes/${friends[0]!.username}`, undefined, chooser.headers);
  const stranger = await createUser(t, { username: "stranger" });
  await t.json("POST", `/api/blocks/${chooser.username}`, undefined, stranger.headers);
  // And a keyword filter matching the measured posts: one read of their filters per page, whatever their number.
  await t.json("POST", "/api/filters", { phrase: "harbour", action: "warn", expires_in: 3600 }, chooser.headers);
});
afterAll(() => t.close());

/** Counts every statement the client runs for the measured request, inside transactions and batches too. */
function countStatements(client: Client) {
  const counted = <T extends Client | Transaction>(target: T) => {
    const execute = target.execute.bind(target) as (s: InStatement) => ReturnType<T["execute"]>;
    const batch = target.batch.bind(target) as (s: InStatement[]) => ReturnType<T["batch"]>;
    Object.assign(target, {
      execute: (statement: InStatement) => (count(1), execute(statement)),
      batch: (list: InStatement[]) => (count(list.length), batch(list)),
    });
    return target;
  };
  const count = (n: number) => {
    const request = measured.getStore();
    if (request) request.statements += n;
  };
  counted(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    transaction: async (...args: Parameters<Client["transaction"]>) => counted(await transaction(...args)),
  });
}

async function befriend(username: string): Promise<TestUser> {
  const friend = await createUser(t, { username });
  const asked = await t.json("POST", `/api/friends/${friend.username}`, undefined, viewer.headers);
  const accepted = await t.json("POST", `/api/friends/${viewer.username}`, undefined, friend.headers);
  if (asked.status !== 200 || accepted.status !== 200)
    throw new Error(`befriending ${username}: ${asked.status}, ${accepted.status}`);
  return friend;
}

/** What a viewer reads: pages server-rendered with the session cookie, and the API with the Bearer token. */
function readings() {
  const friend = friends[0]!.username;
  const page = (path: string) => ({ path, headers: { Cookie: viewer.cookie } });
  const api = (path: string) => ({ path, headers: viewer.headers });
  return [
    page("/"),
    page("/profile"),
    page(`/user/${friend}`),
    page("/search?q=harbour"),
    page("/settings"),
    // Drawn with their lists (the games with the viewer's favourites).
    page("/games"),
    page("/videos"),
    page("/chat"),
    // 1 notification (a friend's acceptance), then 200: the page shows 20 groups and their people.
    page("/notifications"),
    api("/api/contents/global"),
    api("/api/contents/friends"),
    api(`/api/content/${friend}`),
    api("/api/content/"),
    api(`/api/contents/item/${firstPost}`),
    page(`/posts/${firstPost}`),
    api(`/api/content/${firstPost}/thread`),
    api(`/api/content/${firstPost}/replies`),
    api("/api/friends"),
    api("/api/profile/"),
    api(`/api/profile/${friend}`),
    api("/api/search?q=harbour"),
    api("/api/notifications"),
    api("/api/notifications/unread"),
    ...[
      "/api/contents/global",
      "/api/contents/friends",
      "/api/search?q=harbour",
      "/api/people?q=friend",
      `/api/content/${friend}`,
      "/api/filters",
    ].map((path) => ({ path: `${path}${path.includes("?") ? "&" : "?"}as=chooser`, headers: chooser.headers })),
    { path: `/user/${friend}?as=chooser`, headers: { Cookie: chooser.cookie } },
    { path: "/?as=chooser", headers: { Cookie: chooser.cookie } },
  ];
}

/** Until the in-memory caches have followed the log to its head: a cache dropped late would count as a read. */
async function settled() {
  while (t.ctx.tail.position < (await t.ctx.store.head())) await t.ctx.tail.poll();
}

async function countsOfReadings(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { path, headers } of readings()) {
    await settled();
    await (await t.app.request(path, { headers })).arrayBuffer();
    await settled();
    const request = { statements: 0 };
    const status = await measured.run(request, async () => {
      const response = await t.app.request(path, { headers });
      await response.arrayBuffer();
      return response.status;
    });
    expect({ path, status }).toEqual({ path, status: 200 });
    counts[path] = request.statements;
  }
  return counts;
}

test("the statements behind each page and API answer stay as many with 200 friends and 1,000 posts as with 1 and 1", async () => {
  const small = await countsOfReadings();

  // 199 friends more and a thousand posts among them, straight through the store as the commands append them.
  const hash = (
    await t.ctx.db.all<{ h: string }>(sql`select password_hash as h from users where id = ${viewer.id}`)
  )[0]!.h;
  for (let i = 1; i < 200; i++) {
    const friend = await createVerifiedUserWithHash(
      t.ctx,
      { name: `Friend ${i}`, username: `friend${i}`, email: `friend${i}@example.com` },
      hash,
    );
    friends.push({ ...friends[0]!, id: friend.id, username: friend.username });
  }
  await t.ctx.store.transact(async (tx) => {
    for (const { id } of friends.slice(1)) {
      await tx.append(friendshipStream(viewer.id, id), 0, [
        { type: "FriendRequested", data: { from: viewer.id, to: id } },
        { type: "FriendRequestAccepted", data: { from: viewer.id, to: id } },
      ]);
    }
    // The chooser mutes a hundred of them and blocks a hundred others.
    for (const [i, { id }] of friends.slice(1).entries()) {
      const type = i % 2 === 0 ? "MemberMuted" : "MemberBlocked";
      await tx.append(blocksStream(chooser.id), "any", [{ type, data: { by: chooser.id, other: id } }]);
    }
    // And 99 keyword filters more, some expired.
    const filter = await tx.nextId("filters", 99);
    for (let i = 0; i < 99; i++) {
      const expiresAt = i % 3 === 0 ? "2020-01-01T00:00:00.000Z" : null;
      const data = { id: filter + i, by: chooser.id, phrase: `word${i}`, action: "hide" as const, expiresAt };
      await tx.append(filtersStream(chooser.id), "any", [{ type: "KeywordFilterAdded", data }]);
    }
    const first = await tx.nextId("posts", 1000);
    let replyId = await tx.nextId("replies", 3000);
    for (let id = first; id < first + 1000; id++) {
      const author = friends[id % friends.length]!.id;
      // Each post with two replies, and the first post with a thread longer than a page.
      const replies = (post: number, postAuthor: number, n: number) =>
        Array.from({ length: n }, () => ({
          type: "ReplyAdded" as const,
          data: { id: replyId++, post, postAuthor, author: viewer.id, text: "a reply" },
        }));
      await tx.append(postStream(id), 0, [
        { type: "PostCreated", data: { id, author, text: `harbour ${id}`, sharing: 1, media: null } },
        ...replies(id, author, 2),
      ]);
      if (id === first) await tx.append(postStream(firstPost), "any", replies(firstPost, friends[0]!.id, 200));
    }
  });
  const [counted] = await t.ctx.db.all<{ n: number }>(
    sql`select count(*) as n from friendships where user_id = ${viewer.id} and state = 'friends'`,
  );
  expect(counted?.n).toBe(200);
  const large = await countsOfReadings();

  expect(large).toEqual(small);
  // Not a vacuous comparison: the counter sees the reads.
  expect(small["/api/contents/friends"]).toBeGreaterThan(0);
});
