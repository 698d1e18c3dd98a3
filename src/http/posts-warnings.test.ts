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
import type { Shell } from "../../shared/api/system.ts";
import type { ReportDetail } from "../../shared/api/moderation.ts";
import { createPost } from "../../tests/posts.ts";
import { mpeg4Video } from "../../tests/test-videos.ts";
import { waitFor } from "../../tests/wait.ts";

/**
 * Issue 27 item 5: a post's content warning and its media's sensitive mark, set when posting and edited
 * after by the author only; the setting that always shows them.
 */
setDefaultTimeout(30_000);

let t: TestApp;
let author: TestUser, friend: TestUser;

beforeAll(async () => {
  t = await testApp();
  author = await createUser(t, { username: "wanda" });
  friend = await createUser(t, { username: "xavi" });
  await befriend(t, author, friend);
});
afterAll(() => t.close());

/** POST /api/content with the given form fields; a picture unless `media` is null. */
function postWith(
  user: TestUser,
  fields: { content_warning?: string; media_sensitive?: string },
  media: File | null = new File([png(40, 30)], "spider.png", { type: "image/png" }),
): Promise<Response> {
  const form = new FormData();
  form.set("context", "A spider in the garden");
  form.set("sharing", "1");
  if (media) form.set("media", media);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return Promise.resolve(t.app.request("/api/content", { method: "POST", headers: user.headers, body: form }));
}

async function created(response: Response): Promise<number> {
  const body = await response.json();
  if (response.status !== 200) throw new Error(`posting answered ${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}

const item = (user: TestUser, id: number) => getJson<FeedItem>(t, user, `/api/contents/item/${id}`);

describe("a content warning", () => {
  test("is stored trimmed and returned to every reader, in the item, the feeds, the profile and search", async () => {
    const id = await created(await postWith(author, { content_warning: "  Spiders, close up  " }));
    expect((await item(friend, id)).content_warning).toBe("Spiders, close up");
    const lists = ["/api/contents/global", "/api/contents/friends", `/api/content/${author.username}`];
    for (const path of lists) {
      const found = (await getJson<FeedItem[]>(t, friend, path)).find((p) => p.ID === id);
      expect(found?.content_warning).toBe("Spiders, close up");
    }
    const search = await getJson<{ posts: FeedItem[] }>(t, friend, "/api/search?q=spider");
    expect(search.posts.find((p) => p.ID === id)?.content_warning).toBe("Spiders, close up");
  });

  test("is null when none or an empty one was written, as on every post before it", async () => {
    expect((await item(author, await created(await postWith(author, {}, null)))).content_warning).toBeNull();
    expect(
      (await item(author, await created(await postWith(author, { content_warning: "   " })))).content_warning,
    ).toBeNull();
  });

  test("500 characters are accepted, 501 refused with the one error shape and no post", async () => {
    expect((await postWith(author, { content_warning: "w".repeat(500) }, null)).status).toBe(200);
    const before = await getJson<FeedItem[]>(t, author, "/api/content/");
    const tooLong = await postWith(author, { content_warning: "w".repeat(501) }, null);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      success: false,
      error: "A content warning can be at most 500 characters.",
      code: "invalid_input",
    });
    expect(await getJson<FeedItem[]>(t, author, "/api/content/")).toEqual(before);
  });

  test("is set, changed, kept when left out and cleared by the author's edits", async () => {
    const id = await created(await postWith(author, {}, null));
    const edit = async (body: object) => (await t.json("PUT", `/api/content/${id}`, body, author.headers)).json();
    const base = { context: "A spider in the garden", sharing: 1 };
    expect((await edit({ ...base, content_warning: "Spiders" })).content_warning).toBe("Spiders");
    expect((await edit({ ...base, content_warning: "Big spiders" })).content_warning).toBe("Big spiders");
    // A client that knows nothing of warnings leaves it as it was.
    expect((await edit({ ...base, context: "Still a spider" })).content_warning).toBe("Big spiders");
    expect((await edit({ ...base, content_warning: null })).content_warning).toBeNull();
    await edit({ ...base, content_warning: "Spiders again" });
    expect((await edit({ ...base, content_warning: "" })).content_warning).toBeNull();
  });

  test("only the author changes it; too long an edit is refused and changes nothing", async () => {
    const id = await created(await postWith(author, { content_warning: "Spiders" }, null));
    const body = { context: "A spider in the garden", sharing: 1, content_warning: null };
    const other = await t.json("PUT", `/api/content/${id}`, body, friend.headers);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ error: "Only the author can change this post.", code: "not_owner" });
    const long = await t.json(
      "PUT",
      `/api/content/${id}`,
      { ...body, content_warning: "x".repeat(501) },
      author.headers,
    );
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: "invalid_input" });
    expect((await item(friend, id)).content_warning).toBe("Spiders");
  });
});

describe("media marked sensitive by its author", () => {
  test("is returned as media_sensitive; the moderator's `sensitive` stays absent", async () => {
    const id = await created(await postWith(author, { media_sensitive: "true" }));
    const shown = await item(friend, id);
    expect(shown.media_sensitive).toBe(true);
    expect(shown.sensitive).toBeUndefined();
    expect((await item(friend, await created(await postWith(author, {})))).media_sensitive).toBe(false);
    expect(
      (await item(friend, await created(await postWith(author, { media_sensitive: "false" })))).media_sensitive,
    ).toBe(false);
  });

  test("is not recorded for a post without media; a value other than true or false is refused", async () => {
    expect(
      (await item(author, await created(await postWith(author, { media_sensitive: "true" }, null)))).media_sensitive,
    ).toBe(false);
    const bad = await postWith(author, { media_sensitive: "yes" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, code: "invalid_input" });
  });

  test("is marked and unmarked by the author's edits, kept when left out; nobody else may", async () => {
    const id = await created(await postWith(author, {}));
    const base = { context: "A spider in the garden", sharing: 1 };
    const edit = (user: TestUser, body: object) => t.json("PUT", `/api/content/${id}`, body, user.headers);
    expect((await (await edit(author, { ...base, media_sensitive: true })).json()).media_sensitive).toBe(true);
    expect((await (await edit(author, base)).json()).media_sensitive).toBe(true);
    const other = await edit(friend, { ...base, media_sensitive: false });
    expect(other.status).toBe(403);
    expect((await item(friend, id)).media_sensitive).toBe(true);
    expect((await (await edit(author, { ...base, media_sensitive: false })).json()).media_sensitive).toBe(false);
    const bad = await edit(author, { ...base, media_sensitive: "true" });
    expect(bad.status).toBe(400);
  });
});

test("a video's warning and mark wait with the upload and reach the post once it plays", async () => {
  const response = await createPost(t, author, {
    context: "A spider spinning, filmed",
    media: new File([mpeg4Video()], "spider.mp4"),
    contentWarning: "Spiders, moving",
    mediaSensitive: true,
  });
  const { id } = await response.json();
  await waitFor(
    async () => (await t.app.request(`/api/contents/item/${id}`, { headers: friend.headers })).status === 200,
    "the transcoding",
    90_000,
  );
  const video = await item(friend, id);
  expect(video).toMatchObject({ media_type: "video", content_warning: "Spiders, moving", media_sensitive: true });
});

test("a report freezes the warning and the mark with the post, for the moderators' queue", async () => {
  const admin = await createUser(t, { username: "zeno_mod", admin: true });
  const id = await created(await postWith(author, { content_warning: "Spiders", media_sensitive: "true" }));
  const filed = await t.json(
    "POST",
    "/api/reports",
    { target: { kind: "post", id }, reason: "other", note: "" },
    friend.headers,
  );
  if (filed.status !== 201) throw new Error(`reporting answered ${filed.status}: ${await filed.text()}`);
  await t.json("PUT", `/api/content/${id}`, { context: "Changed", sharing: 1, content_warning: null }, author.headers);
  const detail = await getJson<ReportDetail>(t, admin, `/api/moderation/reports/${(await filed.json()).id}`);
  expect(detail.reports[0]!.evidence).toMatchObject({ content_warning: "Spiders", media_sensitive: true });
});

describe("always showing content warnings and sensitive media", () => {
  test("is off by default, turned on and off per account, and carried in the shell", async () => {
    expect(await getJson(t, author, "/api/post-settings")).toEqual({
      alt_text_reminder: false,
      always_show_sensitive: false,
    });
    const on = await t.json("PUT", "/api/post-settings", { always_show_sensitive: true }, author.headers);
    expect(await on.json()).toEqual({ alt_text_reminder: false, always_show_sensitive: true });
    expect((await getJson<Shell>(t, author, "/api/shell")).alwaysShowSensitive).toBe(true);
    expect((await getJson<Shell>(t, friend, "/api/shell")).alwaysShowSensitive).toBe(false);
    // One setting changed leaves the other as it was.
    await t.json("PUT", "/api/post-settings", { alt_text_reminder: true }, author.headers);
    expect(await getJson(t, author, "/api/post-settings")).toEqual({
      alt_text_reminder: true,
      always_show_sensitive: true,
    });
    await t.json("PUT", "/api/post-settings", { always_show_sensitive: false }, author.headers);
    expect((await getJson<Shell>(t, author, "/api/shell")).alwaysShowSensitive).toBe(false);
    for (const body of [{}, { always_show_sensitive: "yes" }]) {
      const bad = await t.json("PUT", "/api/post-settings", body, author.headers);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: "invalid_input" });
    }
  });
});

test("a replay rebuilds warnings, marks and settings; a deleted author's warning is erased as the text is", async () => {
  const leaving = await createUser(t, { username: "yolanda" });
  await created(await postWith(leaving, { content_warning: "Yolanda's secret warning", media_sensitive: "true" }));
  const edited = await created(await postWith(leaving, {}));
  await t.json(
    "PUT",
    `/api/content/${edited}`,
    { context: "Edited", sharing: 1, content_warning: "Another secret warning", media_sensitive: true },
    leaving.headers,
  );
  await t.json("PUT", "/api/post-settings", { always_show_sensitive: true }, leaving.headers);
  await t.json("PUT", "/api/post-settings", { always_show_sensitive: true }, friend.headers);
  await changeUser(t.ctx, leaving.id, "delete");
  // The log holds the warnings sealed under the author's key, never in clear: gone with the key.
  const log = (await t.ctx.db.all<{ data: string }>(sql`select data from events`)).map((row) => row.data).join("\n");
  expect(log).not.toContain("secret warning");
  expect(log).not.toContain("Spiders, close up");
  const live = await expectReplayReproduces(t);
  const rows = live.posts!.filter((row) => row.author_id === leaving.id);
  expect(rows.map((row) => [row.content_warning, row.media_sensitive])).toEqual([
    [`[erased user-${leaving.id}]`, 1],
    [`[erased user-${leaving.id}]`, 1],
  ]);
  expect(live.post_settings).toContainEqual({ user_id: friend.id, alt_text_reminder: 0, always_show_sensitive: 1 });
  expect(live.post_settings!.some((row) => row.user_id === leaving.id)).toBe(false);
});
