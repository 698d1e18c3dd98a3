import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { getJson, post, reply } from "../../tests/posts.ts";
import { befriend } from "../../tests/friends.ts";
import { changeUser } from "../commands/users.ts";
import type { FeedItem } from "../../shared/api/posts.ts";
import type { Reply, Thread } from "../../shared/api/replies.ts";
import { openRealtime } from "../../tests/sse.ts";

setDefaultTimeout(30_000);

let t: TestApp;
let alice: TestUser, bob: TestUser, carol: TestUser, sam: TestUser;
let publicPost: number, friendsPost: number;

beforeAll(async () => {
  t = await testApp();
  alice = await createUser(t, { username: "alice" });
  bob = await createUser(t, { username: "bob" });
  carol = await createUser(t, { username: "carol" });
  sam = await createUser(t, { username: "sam" });
  await befriend(t, alice, bob);
  publicPost = await post(t, alice, "Sunrise over the harbour", 1);
  friendsPost = await post(t, alice, "Secret picnic plans", 2);
});
afterAll(() => t.close());

const visitor = { id: 0, headers: {} } as TestUser;
const count = async (who: TestUser, id: number) =>
  (await getJson<FeedItem>(t, who, `/api/contents/item/${id}`)).reply_count;

describe("replies under a public post", () => {
  test("anyone signed in replies; the thread reads oldest first and the post's count follows", async () => {
    const first = await reply(t, bob, publicPost, "Beautiful!");
    const second = await reply(t, sam, publicPost, "  Where is this?  ");
    const thread = await getJson<Thread>(t, alice, `/api/content/${publicPost}/thread`);
    expect(thread.post.ID).toBe(publicPost);
    expect(thread.post.reply_count).toBe(2);
    expect(thread.more).toBe(false);
    expect(thread.replies.map((r) => [r.id, r.username, r.text])).toEqual([
      [first, "bob", "Beautiful!"],
      [second, "sam", "Where is this?"],
    ]);
    // The post's author may delete every reply; a reply's author only their own.
    expect(thread.replies.map((r) => r.can_delete)).toEqual([true, true]);
    const asBob = await getJson<Thread>(t, bob, `/api/content/${publicPost}/thread`);
    expect(asBob.replies.map((r) => r.can_delete)).toEqual([true, false]);
    expect(await count(carol, publicPost)).toBe(2);
    const inFeed = await getJson<FeedItem[]>(t, carol, "/api/contents/global");
    expect(inFeed.find((item) => item.ID === publicPost)?.reply_count).toBe(2);
  });

  test("a visitor reads the post and its thread, signed out, and may delete nothing", async () => {
    const thread = await getJson<Thread>(t, visitor, `/api/content/${publicPost}/thread`);
    expect(thread.post.context).toBe("Sunrise over the harbour");
    expect(thread.post.rating.mine).toBeNull();
    expect(thread.replies.length).toBeGreaterThan(0);
    expect(thread.replies.every((r) => !r.can_delete)).toBe(true);
  });

  test("a visitor may not reply: 401", async () => {
    const response = await t.json("POST", `/api/content/${publicPost}/replies`, { text: "Hi" });
    expect(response.status).toBe(401);
  });

  test("the next page starts after the last reply read", async () => {
    const all = await getJson<Reply[]>(t, alice, `/api/content/${publicPost}/replies`);
    const rest = await getJson<Reply[]>(t, alice, `/api/content/${publicPost}/replies?after=${all[0]!.id}`);
    expect(rest.map((r) => r.id)).toEqual(all.slice(1).map((r) => r.id));
  });

  test("text is checked as a post's: blank or over 5000 characters is 400 in the one error shape", async () => {
    for (const [text, message] of [
      ["   ", "Please write your reply."],
      ["x".repeat(5001), "A reply can be at most 5000 characters."],
    ]) {
      const response = await t.json("POST", `/api/content/${publicPost}/replies`, { text }, bob.headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: message, message, code: expect.any(String) });
    }
  });

  test("the log's ReplyAdded names the post, its author and the reply's author, for a notification", async () => {
    const id = await reply(t, carol, publicPost, "Notify Alice");
    const log = await t.ctx.store.readFrom(0, 100_000);
    const added = log.find((e) => e.type === "ReplyAdded" && e.data.id === id);
    expect(added?.data).toEqual({ id, post: publicPost, postAuthor: alice.id, author: carol.id, text: "Notify Alice" });
    expect(added?.stream).toBe(`post-${publicPost}`);
  });
});

describe("replies under a friends-only post", () => {
  test("the author's friend reads and replies", async () => {
    await reply(t, bob, friendsPost, "Count me in");
    const thread = await getJson<Thread>(t, bob, `/api/content/${friendsPost}/thread`);
    expect(thread.replies.map((r) => r.text)).toEqual(["Count me in"]);
  });

  test("a stranger and a visitor get the very answer of a post that does not exist: 404", async () => {
    const missing = await t.json("GET", "/api/content/999999/thread", undefined, sam.headers);
    const missingBody = await missing.json();
    expect(missing.status).toBe(404);
    for (const [who, path] of [
      [sam, `/api/content/${friendsPost}/thread`],
      [sam, `/api/content/${friendsPost}/replies`],
      [visitor, `/api/content/${friendsPost}/thread`],
      [visitor, `/api/content/${friendsPost}/replies`],
    ] as const) {
      const response = await t.json("GET", path, undefined, who.headers);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 404,
        body: missingBody,
      });
    }
  });

  test("a stranger may not reply to it: 404, nothing recorded", async () => {
    const response = await t.json("POST", `/api/content/${friendsPost}/replies`, { text: "Let me in" }, sam.headers);
    expect(response.status).toBe(404);
    expect((await getJson<Thread>(t, alice, `/api/content/${friendsPost}/thread`)).replies).toHaveLength(1);
  });
});

describe("deleting a reply", () => {
  test("someone else who sees the post may not: 403, the reply stays", async () => {
    const id = await reply(t, bob, publicPost, "Stays");
    const response = await t.json("DELETE", `/api/content/${publicPost}/replies/${id}`, undefined, sam.headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "not_owner" });
    const thread = await getJson<Thread>(t, sam, `/api/content/${publicPost}/thread`);
    expect(thread.replies.some((r) => r.id === id)).toBe(true);
  });

  test("its author may; the count goes down", async () => {
    const before = await count(alice, publicPost);
    const id = await reply(t, sam, publicPost, "Oops");
    expect(await count(alice, publicPost)).toBe(before + 1);
    const response = await t.json("DELETE", `/api/content/${publicPost}/replies/${id}`, undefined, sam.headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, reply_count: before });
    expect(await count(alice, publicPost)).toBe(before);
  });

  test("the post's author may delete someone else's", async () => {
    const id = await reply(t, carol, publicPost, "Rude remark");
    const response = await t.json("DELETE", `/api/content/${publicPost}/replies/${id}`, undefined, alice.headers);
    expect(response.status).toBe(200);
    const thread = await getJson<Thread>(t, carol, `/api/content/${publicPost}/thread`);
    expect(thread.replies.some((r) => r.id === id)).toBe(false);
  });

  test("a reply named under another post is not found", async () => {
    const id = await reply(t, bob, publicPost, "Mine");
    const response = await t.json("DELETE", `/api/content/${friendsPost}/replies/${id}`, undefined, bob.headers);
    expect(response.status).toBe(404);
  });
});

test("a blocked author's replies leave the thread and the count, and come back when unblocked", async () => {
  const id = await post(t, carol, "Blocking test", 1);
  await reply(t, sam, id, "From Sam");
  await reply(t, bob, id, "From Bob");
  await changeUser(t.ctx, sam.id, "block");
  expect(await count(carol, id)).toBe(1);
  expect((await getJson<Thread>(t, carol, `/api/content/${id}/thread`)).replies.map((r) => r.text)).toEqual([
    "From Bob",
  ]);
  await changeUser(t.ctx, sam.id, "unblock");
  expect(await count(carol, id)).toBe(2);
});

test("replies spend a budget of their own: past it, 429 with Retry-After", async () => {
  const limited = await testApp({ WRITE_BUDGET_MULTIPLIER: "1", BUDGET_REPLIES: "2/1h" });
  try {
    const writer = await createUser(limited, { username: "writer" });
    const target = await post(limited, writer, "Reply to me", 1);
    // A new account gets a share of the budget (at least 1): spend whatever it has, then one more.
    let response: Response | undefined;
    for (let i = 0; i < 3; i++) {
      response = await limited.json("POST", `/api/content/${target}/replies`, { text: `Reply ${i}` }, writer.headers);
      if (response.status !== 200) break;
    }
    expect(response!.status).toBe(429);
    expect(response!.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await response!.json()).toMatchObject({ code: "rate_limited", error: expect.stringContaining("replying") });
  } finally {
    await limited.close();
  }
});

test("a reply reaches the post's author live as `reply`, naming the post and the reply, never the text; so does its deletion", async () => {
  const [aliceStream, carolStream] = await Promise.all([
    openRealtime(t.app, alice.headers),
    openRealtime(t.app, carol.headers),
  ]);
  try {
    const id = await reply(t, bob, publicPost, "Live one");
    const heard = await aliceStream.next((m) => m.event === "reply", 2_000);
    expect(heard.data).toEqual({ postId: publicPost, replyId: id, change: "added" });
    await t.json("DELETE", `/api/content/${publicPost}/replies/${id}`, undefined, bob.headers);
    const gone = await aliceStream.next((m) => m.event === "reply", 2_000);
    expect(gone.data).toEqual({ postId: publicPost, replyId: id, change: "deleted" });
    // Carol, neither the post's author nor the replier, hears nothing of it.
    expect(carolStream.received.some((m) => m.event === "reply")).toBe(false);
  } finally {
    await Promise.all([aliceStream.close(), carolStream.close()]);
  }
});
