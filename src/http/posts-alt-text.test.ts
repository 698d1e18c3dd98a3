import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { befriend } from "../../tests/friends.ts";
import { getJson } from "../../tests/posts.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { png } from "../../tests/media-fixtures.ts";
import { changeUser } from "../commands/users.ts";
import type { FeedItem } from "../../shared/api/posts.ts";

/** Issue 27 item 6: a picture's alt text, written when posting and edited after; the reminder setting. */
setDefaultTimeout(30_000);

let t: TestApp;
let author: TestUser, friend: TestUser;

beforeAll(async () => {
  t = await testApp();
  author = await createUser(t, { username: "alma" });
  friend = await createUser(t, { username: "bert" });
  await befriend(t, author, friend);
});
afterAll(() => t.close());

function picture(): File {
  return new File([png(40, 30)], "harbour.png", { type: "image/png" });
}

/** POST /api/content with a picture and, when given, its alt text. */
function postPicture(user: TestUser, altText?: string, media: File | null = picture()): Promise<Response> {
  const form = new FormData();
  form.set("context", "At the harbour");
  form.set("sharing", "1");
  if (media) form.set("media", media);
  if (altText !== undefined) form.set("alt_text", altText);
  return Promise.resolve(t.app.request("/api/content", { method: "POST", headers: user.headers, body: form }));
}

async function created(response: Response): Promise<number> {
  const body = await response.json();
  if (response.status !== 200) throw new Error(`posting answered ${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}

describe("alt text of a post's picture", () => {
  test("is stored, returned in the feed item and the global feed to every reader", async () => {
    const id = await created(await postPicture(author, "  Two fishing boats at dawn, gulls above.  "));
    const item = await getJson<FeedItem>(t, friend, `/api/contents/item/${id}`);
    expect(item.alt_text).toBe("Two fishing boats at dawn, gulls above.");
    const feed = await getJson<FeedItem[]>(t, friend, "/api/contents/global");
    expect(feed.find((p) => p.ID === id)?.alt_text).toBe("Two fishing boats at dawn, gulls above.");
  });

  test("is null when none was written, and for a post without a picture", async () => {
    const none = await created(await postPicture(author));
    expect((await getJson<FeedItem>(t, author, `/api/contents/item/${none}`)).alt_text).toBeNull();
    const empty = await created(await postPicture(author, "   "));
    expect((await getJson<FeedItem>(t, author, `/api/contents/item/${empty}`)).alt_text).toBeNull();
    const text = await created(await postPicture(author, "A picture that is not there", null));
    expect((await getJson<FeedItem>(t, author, `/api/contents/item/${text}`)).alt_text).toBeNull();
  });

  test("1500 characters are accepted, 1501 refused with the one error shape and no post", async () => {
    expect((await postPicture(author, "d".repeat(1500))).status).toBe(200);
    const before = await getJson<FeedItem[]>(t, author, "/api/content/");
    const tooLong = await postPicture(author, "d".repeat(1501));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      success: false,
      error: "Alt text can be at most 1500 characters.",
      code: "invalid_input",
    });
    expect(await getJson<FeedItem[]>(t, author, "/api/content/")).toEqual(before);
  });

  test("is edited by the author (changed, kept when left out, removed when empty)", async () => {
    const id = await created(await postPicture(author, "A boat"));
    const edit = (body: object) => t.json("PUT", `/api/content/${id}`, body, author.headers);
    const changed = await edit({ context: "At the harbour", sharing: 1, alt_text: "A red boat at the pier" });
    expect(changed.status).toBe(200);
    expect((await changed.json()).alt_text).toBe("A red boat at the pier");
    // An edit from a client that knows nothing of alt text leaves it as it was.
    expect((await (await edit({ context: "Harbour, again", sharing: 1 })).json()).alt_text).toBe(
      "A red boat at the pier",
    );
    expect((await (await edit({ context: "Harbour", sharing: 1, alt_text: "" })).json()).alt_text).toBeNull();
  });

  test("only the author edits it; too long an edit is refused and changes nothing", async () => {
    const id = await created(await postPicture(author, "A lighthouse"));
    const body = { context: "At the harbour", sharing: 1, alt_text: "Vandalised" };
    const other = await t.json("PUT", `/api/content/${id}`, body, friend.headers);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ error: "Only the author can change this post.", code: "not_owner" });
    const long = await t.json("PUT", `/api/content/${id}`, { ...body, alt_text: "x".repeat(1501) }, author.headers);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      error: "Alt text can be at most 1500 characters.",
      code: "invalid_input",
    });
    expect((await getJson<FeedItem>(t, friend, `/api/contents/item/${id}`)).alt_text).toBe("A lighthouse");
  });
});

describe("the alt text reminder setting", () => {
  test("is off by default, turned on and off, and kept per account", async () => {
    expect(await getJson(t, author, "/api/post-settings")).toMatchObject({ alt_text_reminder: false });
    const on = await t.json("PUT", "/api/post-settings", { alt_text_reminder: true }, author.headers);
    expect(await on.json()).toMatchObject({ alt_text_reminder: true });
    expect(await getJson(t, author, "/api/post-settings")).toMatchObject({ alt_text_reminder: true });
    expect(await getJson(t, friend, "/api/post-settings")).toMatchObject({ alt_text_reminder: false });
    const bad = await t.json("PUT", "/api/post-settings", { alt_text_reminder: "yes" }, author.headers);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "invalid_input" });
  });
});

test("a replay rebuilds the alt texts and settings, and a deleted author's alt text is erased as its text is", async () => {
  const leaving = await createUser(t, { username: "carla" });
  await created(await postPicture(leaving, "Carla's cat on the sofa"));
  await t.json("PUT", "/api/post-settings", { alt_text_reminder: true }, leaving.headers);
  await changeUser(t.ctx, leaving.id, "delete");
  // The log holds it sealed under the author's key, never in clear: gone with the key.
  const log = (await t.ctx.db.all<{ data: string }>(sql`select data from events`)).map((row) => row.data).join("\n");
  expect(log).not.toContain("Carla's cat on the sofa");
  expect(log).not.toContain("Two fishing boats at dawn");
  const live = await expectReplayReproduces(t);
  const rows = live.posts!.filter((row) => row.author_id === leaving.id);
  expect(rows.map((row) => row.alt_text)).toEqual([`[erased user-${leaving.id}]`]);
  expect(live.post_settings).toEqual([{ user_id: author.id, alt_text_reminder: 1, always_show_sensitive: 0 }]);
});
