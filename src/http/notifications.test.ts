import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { befriend } from "../../tests/friends.ts";
import { getJson, post } from "../../tests/posts.ts";
import { openRealtime } from "../../tests/sse.ts";
import type { NotificationItem } from "../../shared/api/notifications.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";

setDefaultTimeout(30_000);

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let cat: TestUser;
let dan: TestUser;
let eve: TestUser;
beforeAll(async () => {
  t = await testApp();
  alice = await createUser(t, { username: "n_alice" });
  bob = await createUser(t, { username: "n_bob" });
  cat = await createUser(t, { username: "n_cat" });
  dan = await createUser(t, { username: "n_dan" });
  eve = await createUser(t, { username: "n_eve" });
});
afterAll(() => t.close());

const list = (user: TestUser, query = "") => getJson<NotificationItem[]>(t, user, `/api/notifications${query}`);
const unread = async (user: TestUser) => (await getJson<{ total: number }>(t, user, "/api/notifications/unread")).total;
const ask = (from: TestUser, to: TestUser) => t.json("POST", `/api/friends/${to.username}`, undefined, from.headers);
const rate = (user: TestUser, postId: number, stars = 5) =>
  t.json("POST", `/api/content/${postId}/rating`, { stars }, user.headers);

describe("notifications over HTTP", () => {
  test("a friend request reaches the person asked, live, and only them", async () => {
    const stream = await openRealtime(t.app, alice.headers);
    try {
      expect((await ask(bob, alice)).status).toBe(200);
      const heard = await stream.next((m) => m.event === "notifications");
      expect(heard.data).toEqual({ unread: 1 });
    } finally {
      await stream.close();
    }
    const [request] = await list(alice);
    expect(request).toMatchObject({
      kind: "friend_request",
      text: "n_bob sent you a friend request",
      link: "/user/n_bob",
      read: false,
      actorCount: 1,
    });
    expect(await unread(alice)).toBe(1);
    expect(await list(bob)).toEqual([]);
  });

  test("one cannot mark another's notification read: not found, and it stays unread", async () => {
    const response = await t.json("POST", "/api/notifications/read", { key: `friend_request:${bob.id}` }, bob.headers);
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe("notification_not_found");
    await t.json("POST", "/api/notifications/read-all", undefined, bob.headers);
    expect(await unread(alice)).toBe(1);
    expect((await list(alice))[0]!.read).toBe(false);
  });

  test("accepting tells the asker, and reads the request", async () => {
    expect((await ask(alice, bob)).status).toBe(200);
    const [accepted] = await list(bob);
    expect(accepted).toMatchObject({ kind: "friend_accepted", text: "n_alice accepted your friend request" });
    expect(await unread(alice)).toBe(0);
  });

  test("ratings of one post are one group: the latest first, the others counted once", async () => {
    const postId = await post(t, alice, "Ratings, grouped", 1);
    // Cat rates twice (a changed rating is a new event): counted once, and first as the latest.
    const given: [TestUser, number][] = [
      [cat, 3],
      [dan, 5],
      [eve, 5],
      [bob, 5],
      [cat, 4],
    ];
    for (const [who, stars] of given) expect((await rate(who, postId, stars)).status).toBe(200);
    const ratings = (await list(alice)).filter((item) => item.kind === "rating");
    expect(ratings).toHaveLength(1);
    expect(ratings[0]).toMatchObject({
      text: "n_cat and 3 others rated your post",
      actorCount: 4,
      link: `/posts/${postId}`,
    });
    expect(ratings[0]!.actors.map((a) => a.username)).toEqual(["n_cat", "n_bob", "n_eve"]);
    // Her own rating tells nobody.
    await rate(alice, postId);
    expect((await list(alice)).find((item) => item.kind === "rating")!.actorCount).toBe(4);
  });

  test("replies to a post are one group that leads to the post's page; one's own reply tells nobody", async () => {
    const postId = await post(t, alice, "Replies, grouped", 1);
    const reply = (who: TestUser, text: string) =>
      t.json("POST", `/api/content/${postId}/replies`, { text }, who.headers);
    for (const [who, text] of [
      [bob, "Lovely!"],
      [eve, "Where is this?"],
      [alice, "Thank you both"],
    ] as const)
      expect((await reply(who, text)).status).toBe(200);
    const replies = (await list(alice)).filter((item) => item.kind === "reply");
    expect(replies).toEqual([
      expect.objectContaining({
        text: "n_eve and n_bob replied to your post",
        actorCount: 2,
        link: `/posts/${postId}`,
        read: false,
      }),
    ]);
  });

  test("opening one reads it; mark all read reads the rest; a new rating makes its group unread again", async () => {
    const [first] = await list(alice);
    const opened = await t.json("POST", "/api/notifications/read", { key: first!.key }, alice.headers);
    expect(opened.status).toBe(200);
    expect((await list(alice))[0]!.read).toBe(true);
    const all = await t.json("POST", "/api/notifications/read-all", undefined, alice.headers);
    expect(await all.json()).toEqual({ total: 0 });
    expect((await list(alice)).every((item) => item.read)).toBe(true);

    const postId = Number((await list(alice)).find((i) => i.kind === "rating")!.link.split("/posts/")[1]);
    await rate(dan, postId, 2);
    const [top] = await list(alice);
    expect(top).toMatchObject({ kind: "rating", read: false, actorCount: 4 });
    expect(await unread(alice)).toBe(1);
  });

  test("pages by cursor, newest first, with no group twice", async () => {
    for (const who of [cat, dan, eve]) await ask(who, bob);
    const everything = await list(bob);
    const first = await list(bob, "?limit=2");
    const second = await list(bob, `?limit=2&before=${first.at(-1)!.position}`);
    expect([...first, ...second].map((i) => i.key)).toEqual(everything.slice(0, 4).map((i) => i.key));
    expect(new Set(everything.map((i) => i.key)).size).toBe(everything.length);
  });

  test("a request taken back disappears", async () => {
    const before = (await list(bob)).length;
    await t.json("DELETE", `/api/friends/${bob.username}`, undefined, eve.headers);
    const after = await list(bob);
    expect(after).toHaveLength(before - 1);
    expect(after.some((i) => i.key === `friend_request:${eve.id}`)).toBe(false);
  });

  test("a kind chosen 'not at all' no longer shows; the others still do", async () => {
    const off = { kinds: { rating: { page: false, push: false } }, quiet: null };
    const saved = await t.json("PUT", "/api/notification-settings", off, cat.headers);
    expect(saved.status).toBe(200);
    expect((await saved.json()).kinds.rating).toEqual({ page: false, push: false });
    const postId = await post(t, cat, "Not to be told of ratings", 1);
    await rate(dan, postId);
    expect((await list(cat)).some((item) => item.kind === "rating")).toBe(false);
    await befriend(t, cat, eve);
    expect((await list(eve)).some((item) => item.kind === "friend_request")).toBe(true);
  });

  test("settings are each person's own and checked", async () => {
    expect(
      (await getJson<{ kinds: Record<string, unknown> }>(t, dan, "/api/notification-settings")).kinds.rating,
    ).toEqual({
      page: true,
      push: true,
    });
    const badZone = { kinds: {}, quiet: { from: "22:00", to: "07:00", timeZone: "Nowhere/Here" } };
    expect((await t.json("PUT", "/api/notification-settings", badZone, dan.headers)).status).toBe(400);
    const badTime = { kinds: {}, quiet: { from: "25:00", to: "07:00", timeZone: "UTC" } };
    expect((await t.json("PUT", "/api/notification-settings", badTime, dan.headers)).status).toBe(400);
    const badKind = { kinds: { gossip: { page: true, push: true } }, quiet: null };
    expect((await t.json("PUT", "/api/notification-settings", badKind, dan.headers)).status).toBe(400);
  });

  test("a replay of the log rebuilds the very same notifications, reads and choices", async () => {
    await t.ctx.reactors.settled();
    const live = await expectReplayReproduces(t);
    expect(live.notifications!.length).toBeGreaterThan(5);
    expect(live.notification_settings!.length).toBeGreaterThan(0);
  });
});
