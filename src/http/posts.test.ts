import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, type TestUser } from "../../tests/accounts.ts";
import { createPost, getJson, ids, post } from "../../tests/posts.ts";
import { befriend } from "../../tests/friends.ts";
import { jpeg, png } from "../../tests/media-fixtures.ts";
import { MEDIA_LIMITS } from "../../shared/media.ts";
import { changeUser } from "../commands/users.ts";
import type { FeedItem } from "../../shared/api/posts.ts";

setDefaultTimeout(30_000);

let t: TestApp;
let owner: TestUser, friend: TestUser, stranger: TestUser, admin: TestUser;
let publicPost: number, friendsPost: number;

beforeAll(async () => {
  t = await testApp();
  owner = await createUser(t, { username: "olivia" });
  friend = await createUser(t, { username: "frank" });
  stranger = await createUser(t, { username: "sam" });
  admin = await createUser(t, { username: "ada", admin: true });
  await befriend(t, owner, friend);
  publicPost = await post(t, owner, "Sunrise over the harbour", 1);
  friendsPost = await post(t, owner, "Secret picnic plans", 2);
});
afterAll(() => t.close());

describe("creating a post", () => {
  test("answers success with its message and id, and the post is in the author's feeds", async () => {
    const response = await createPost(t, stranger, { context: "Hello, world", sharing: 1, userId: stranger.id });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ success: true, message: "Content created successfully!", id: expect.any(Number) });
    const item = await getJson<FeedItem>(t, stranger, `/api/contents/item/${body.id}`);
    expect(item).toMatchObject({
      ID: body.id,
      user_id: stranger.id,
      username: "sam",
      user_name: stranger.name,
      context: "Hello, world",
      sharing: 1,
      MediaID: null,
      media_type: null,
      rating: { average: 0, count: 0, mine: null },
    });
    expect(Date.parse(item.created_at)).not.toBeNaN();
  });

  test("without text, with an unknown sharing level or as someone else is refused with success false", async () => {
    const empty = await createPost(t, owner, { context: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      success: false,
      error: "Please describe your content.",
      code: "invalid_input",
    });

    const form = new FormData();
    form.set("context", "x");
    form.set("sharing", "3");
    const badSharing = await t.app.request("/api/content", { method: "POST", headers: owner.headers, body: form });
    expect(badSharing.status).toBe(400);
    expect((await badSharing.json()).success).toBe(false);

    const impostor = await createPost(t, owner, { context: "as Frank", userId: friend.id });
    expect(impostor.status).toBe(403);
    expect(await impostor.json()).toMatchObject({ success: false, error: "You can only post as yourself." });
  });

  test("5000 characters are accepted, 5001 are not", async () => {
    expect((await createPost(t, stranger, { context: "a".repeat(5000) })).status).toBe(200);
    expect((await createPost(t, stranger, { context: "a".repeat(5001) })).status).toBe(400);
  });

  test("a text file called x.png is refused with 415 and no post is made", async () => {
    const before = await ids(t, owner, "/api/content/");
    const disguised = new File(["<html>not an image</html>"], "x.png", { type: "image/png" });
    const response = await createPost(t, owner, { context: "look", media: disguised });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false, code: "unsupported_media" });
    expect(await ids(t, owner, "/api/content/")).toEqual(before);
  });

  test("an image over 10 MB is refused with 413", async () => {
    const big = new Uint8Array(MEDIA_LIMITS.image + 1);
    big.set(png());
    const response = await createPost(t, owner, { context: "huge", media: new File([big], "big.png") });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: "too_large" });
  });

  test("a photo is stored under a server-made name and served; deleting the post deletes the file", async () => {
    const id = await post(t, owner, "My cat", 1, new File([await jpeg(4, 4)], "cat.jpg"));
    const item = await getJson<FeedItem>(t, friend, `/api/contents/item/${id}`);
    expect(item.media_type).toBe("image");
    expect(item.MediaID).toMatch(/^\/media\/private\/post\/\d{4}\/[\w-]{24}(?:-\d{1,4})?\.jpg$/);
    const served = await t.app.request(item.MediaID!, { headers: friend.headers });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");

    const file = join(t.config.mediaDir, item.MediaID!.slice("/media/".length));
    expect(existsSync(file)).toBe(true);
    expect((await t.json("DELETE", `/api/content/${id}`, undefined, owner.headers)).status).toBe(200);
    // The media reactor deletes the file after the answer.
    await t.ctx.reactors.settled();
    expect(existsSync(file)).toBe(false);
    expect((await t.app.request(item.MediaID!, { headers: owner.headers })).status).toBe(404);
  });
});

describe("who sees a post", () => {
  test("the global feed shows public posts to everyone, and friend-only posts to nobody", async () => {
    for (const viewer of [owner, friend, stranger, admin]) {
      const global = await ids(t, viewer, "/api/contents/global");
      expect(global).toContain(publicPost);
      expect(global).not.toContain(friendsPost);
    }
  });

  test("the friends feed shows the own and friends' posts of both levels, to them only", async () => {
    for (const viewer of [owner, friend]) {
      expect(await ids(t, viewer, "/api/contents/friends")).toEqual(expect.arrayContaining([publicPost, friendsPost]));
    }
    for (const viewer of [stranger, admin]) {
      const feed = await ids(t, viewer, "/api/contents/friends");
      expect(feed).not.toContain(publicPost);
      expect(feed).not.toContain(friendsPost);
    }
  });

  test("a direct link to a friend-only post is 404 to strangers and admins, like a post that never was", async () => {
    await getJson(t, owner, `/api/contents/item/${friendsPost}`);
    await getJson(t, friend, `/api/contents/item/${friendsPost}`);
    const hidden = await getJson(t, stranger, `/api/contents/item/${friendsPost}`, 404);
    const absent = await getJson(t, stranger, `/api/contents/item/987654`, 404);
    expect(hidden).toEqual(absent);
    await getJson(t, admin, `/api/contents/item/${friendsPost}`, 404);
    await getJson(t, stranger, `/api/contents/item/${publicPost}`);
  });

  test("a profile's posts are all of them to the owner and friends, the public ones to others", async () => {
    expect(await ids(t, owner, "/api/content/")).toEqual(expect.arrayContaining([publicPost, friendsPost]));
    expect(await ids(t, friend, "/api/content/olivia")).toEqual(expect.arrayContaining([publicPost, friendsPost]));
    for (const viewer of [stranger, admin]) {
      const seen = await ids(t, viewer, "/api/content/olivia");
      expect(seen).toContain(publicPost);
      expect(seen).not.toContain(friendsPost);
    }
    await getJson(t, stranger, "/api/content/nobody_at_all", 404);
  });

  test("search finds friend-only posts for the owner and friends only", async () => {
    const found = async (viewer: TestUser) =>
      (await getJson<{ posts: FeedItem[] }>(t, viewer, "/api/search?q=PICNIC")).posts.map((p) => p.ID);
    expect(await found(owner)).toEqual([friendsPost]);
    expect(await found(friend)).toEqual([friendsPost]);
    expect(await found(stranger)).toEqual([]);
    expect(await found(admin)).toEqual([]);
    expect((await getJson<{ posts: FeedItem[] }>(t, stranger, "/api/search?q=harb")).posts.map((p) => p.ID)).toEqual([
      publicPost,
    ]);
  });

  test("without signing in, nothing is shown", async () => {
    expect((await t.json("GET", "/api/contents/global")).status).toBe(401);
    expect((await t.json("GET", `/api/contents/item/${publicPost}`)).status).toBe(401);
  });
});

describe("editing and deleting", () => {
  test("only the author edits: 403 for a post one can see, 404 for one one cannot", async () => {
    const body = { context: "Edited", sharing: 1 };
    expect((await t.json("PUT", `/api/content/${publicPost}`, body, friend.headers)).status).toBe(403);
    expect((await t.json("PUT", `/api/content/${publicPost}`, body, admin.headers)).status).toBe(403);
    expect((await t.json("PUT", `/api/content/${friendsPost}`, body, stranger.headers)).status).toBe(404);
    expect((await t.json("PUT", `/api/content/987654`, body, owner.headers)).status).toBe(404);

    const id = await post(t, owner, "First draft", 1);
    const response = await t.json("PUT", `/api/content/${id}`, { context: "Second draft", sharing: 2 }, owner.headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ID: id,
      context: "Second draft",
      sharing: 2,
      edited_at: expect.any(String),
    });
    // Now friends only: gone from the global feed and from strangers.
    expect(await ids(t, stranger, "/api/contents/global")).not.toContain(id);
    await getJson(t, stranger, `/api/contents/item/${id}`, 404);
  });

  test("the author or an admin deletes; others get 403 (or 404 when they cannot see it)", async () => {
    const mine = await post(t, owner, "Delete me", 1);
    const secret = await post(t, owner, "Friends only, to delete", 2);
    expect((await t.json("DELETE", `/api/content/${mine}`, undefined, friend.headers)).status).toBe(403);
    expect((await t.json("DELETE", `/api/content/${secret}`, undefined, stranger.headers)).status).toBe(404);

    const deleted = await t.json("DELETE", `/api/content/${mine}`, undefined, owner.headers);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    expect((await t.json("DELETE", `/api/content/${secret}`, undefined, admin.headers)).status).toBe(200);

    for (const id of [mine, secret]) {
      await getJson(t, owner, `/api/contents/item/${id}`, 404);
      expect(await ids(t, owner, "/api/content/")).not.toContain(id);
      expect((await t.json("DELETE", `/api/content/${id}`, undefined, owner.headers)).status).toBe(404);
    }
  });

  test("a blocked author's posts leave every feed, and come back when unblocked", async () => {
    const blocked = await createUser(t, { username: "bianca" });
    await befriend(t, blocked, friend);
    const id = await post(t, blocked, "Soon hidden", 1);
    expect(await ids(t, friend, "/api/contents/global")).toContain(id);

    await changeUser(t.ctx, blocked.id, "block");
    expect(await ids(t, friend, "/api/contents/global")).not.toContain(id);
    expect(await ids(t, friend, "/api/contents/friends")).not.toContain(id);
    await getJson(t, friend, `/api/contents/item/${id}`, 404);
    expect((await getJson<{ posts: FeedItem[] }>(t, friend, "/api/search?q=hidden")).posts).toEqual([]);

    await changeUser(t.ctx, blocked.id, "unblock");
    expect(await ids(t, friend, "/api/contents/global")).toContain(id);
  });
});

describe("ratings", () => {
  test("one rating per person per post: a new one replaces it, and the average follows", async () => {
    const id = await post(t, owner, "Rate me", 1);
    const rate = (user: TestUser, stars: number, emoji?: string) =>
      t.json("POST", `/api/content/${id}/rating`, { stars, emoji }, user.headers);

    expect(await (await rate(friend, 5, "🤩")).json()).toEqual({
      average: 5,
      count: 1,
      mine: { stars: 5, emoji: "🤩" },
    });
    expect(await (await rate(stranger, 2)).json()).toEqual({ average: 3.5, count: 2, mine: { stars: 2, emoji: null } });
    expect(await (await rate(friend, 3, "🙂")).json()).toEqual({
      average: 2.5,
      count: 2,
      mine: { stars: 3, emoji: "🙂" },
    });

    const seen = (await getJson<FeedItem[]>(t, friend, "/api/contents/global")).find((item) => item.ID === id)!;
    expect(seen.rating).toEqual({ average: 2.5, count: 2, mine: { stars: 3, emoji: "🙂" } });
    const byOwner = await getJson<FeedItem>(t, owner, `/api/contents/item/${id}`);
    expect(byOwner.rating).toEqual({ average: 2.5, count: 2, mine: null });
  });

  test("stars outside 1–5, an emoji of another rating, or a post one cannot see are refused", async () => {
    expect((await t.json("POST", `/api/content/${publicPost}/rating`, { stars: 6 }, friend.headers)).status).toBe(400);
    expect((await t.json("POST", `/api/content/${publicPost}/rating`, { stars: 0 }, friend.headers)).status).toBe(400);
    expect(
      (await t.json("POST", `/api/content/${publicPost}/rating`, { stars: 1, emoji: "🤩" }, friend.headers)).status,
    ).toBe(400);
    expect((await t.json("POST", `/api/content/${friendsPost}/rating`, { stars: 4 }, stranger.headers)).status).toBe(
      404,
    );
  });
});

describe("paging", () => {
  test("before and limit walk the whole feed newest first, without overlap or gaps", async () => {
    const pager = await createUser(t, { username: "pager" });
    const made: number[] = [];
    for (let i = 0; i < 53; i++) made.push(await post(t, pager, `Post number ${i}`, i % 3 === 0 ? 2 : 1));
    const expected = [...made].reverse();

    const walk = async (path: string, limit: number) => {
      const seen: number[] = [];
      let before: number | undefined;
      for (;;) {
        const page = await ids(t, pager, `${path}?limit=${limit}${before ? `&before=${before}` : ""}`);
        if (page.length === 0) return seen;
        expect(page.length).toBeLessThanOrEqual(limit);
        seen.push(...page);
        before = page.at(-1);
      }
    };
    expect(await walk("/api/content/", 10)).toEqual(expected);
    expect(await walk("/api/contents/friends", 7)).toEqual(expected);
    const global = await walk("/api/contents/global", 9);
    expect(global.filter((id) => made.includes(id))).toEqual(expected.filter((_, i) => (52 - i) % 3 !== 0));
    expect(new Set(global).size).toBe(global.length);
  });

  test("the default page is 20, the largest 100; more is refused", async () => {
    expect((await ids(t, owner, "/api/contents/global")).length).toBe(20);
    expect((await ids(t, owner, "/api/contents/global?limit=100")).length).toBeGreaterThan(20);
    expect((await t.json("GET", "/api/contents/global?limit=101", undefined, owner.headers)).status).toBe(400);
    expect((await t.json("GET", "/api/contents/global?before=abc", undefined, owner.headers)).status).toBe(400);
  });
});

describe("server-rendered pages", () => {
  test("a post's text is shown as text: markup in it is escaped, never run", async () => {
    const attack = `<script>alert("owned")</script><img src=x onerror=alert(1)> & "quotes"`;
    const id = await post(t, stranger, attack, 1);
    const { cookie } = await loginAs(t, owner);
    const crawler = { Cookie: cookie!, "User-Agent": "Googlebot/2.1" };

    for (const page of ["/", `/user/${stranger.username}`]) {
      const response = await t.app.request(page, { headers: crawler });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        "&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;",
      );
      expect(html).not.toContain("<script>alert(");
      expect(html).not.toContain("<img src=x");
    }
    expect((await getJson<FeedItem>(t, owner, `/api/contents/item/${id}`)).context).toBe(attack);
  });
});
