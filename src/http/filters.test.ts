import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, renewAccessToken, type TestUser } from "../../tests/accounts.ts";
import { createPost, getJson, post } from "../../tests/posts.ts";
import { befriend } from "../../tests/friends.ts";
import { ManualClock } from "../../shared/clock.ts";
import { png } from "../../tests/media-fixtures.ts";
import type { FeedItem } from "../../shared/api/posts.ts";
import type { KeywordFilter } from "../../shared/api/filters.ts";
import type { SearchResults } from "../../shared/api/search.ts";

setDefaultTimeout(30_000);

/**
 * Keyword filters (issue 27, item 7): a member's words or phrases hide or warn on others' posts in their feeds,
 * others' profiles and search, whole words and case-insensitive, until they expire on the (injected) clock.
 */
const clock = new ManualClock(Date.parse("2026-11-27T12:00:00Z"));
const HOUR = 60 * 60;
let t: TestApp;
let ann: TestUser, ben: TestUser, cat: TestUser;

beforeAll(async () => {
  t = await testApp({}, { clock });
  const user = (username: string) => createUser(t, { username, name: `${username} Filterer` });
  [ann, ben, cat] = await Promise.all([user("fann"), user("fben"), user("fcat")]);
  await befriend(t, ann, ben);
});
afterAll(() => t.close());

/** The clock moved on; access tokens outlive no hour, so they are renewed as a refresh would. */
async function later(ms: number) {
  clock.advance(ms);
  for (const who of [ann, ben, cat]) await renewAccessToken(t, who);
}

const call = (method: string, path: string, who: TestUser, body?: unknown) => t.json(method, path, body, who.headers);
const addFilter = async (who: TestUser, body: object) => {
  const response = await call("POST", "/api/filters", who, body);
  expect(response.status).toBe(200);
  return (await response.json()) as KeywordFilter;
};

/** What `who` is shown of the posts `postIds` in every place filters apply: shown plainly, warned, or left out. */
async function seen(who: TestUser, author: TestUser, postIds: number[], word: string) {
  const look = (items: FeedItem[]) =>
    postIds.map((id) => {
      const item = items.find((i) => i.ID === id);
      if (!item) return "absent";
      return item.filtered ? `${item.filtered.action}:${item.filtered.phrase}` : "shown";
    });
  return {
    global: look(await getJson<FeedItem[]>(t, who, "/api/contents/global")),
    friends: look(await getJson<FeedItem[]>(t, who, "/api/contents/friends")),
    profile: look(await getJson<FeedItem[]>(t, who, `/api/content/${author.username}`)),
    search: look((await getJson<SearchResults>(t, who, `/api/search?q=${word}`)).posts),
  };
}
const everywhere = (...states: string[]) => ({ global: states, friends: states, profile: states, search: states });

describe("keyword filters", () => {
  test("hide and warn on others' posts in feeds, profiles and search; whole words, any case; not on one's own", async () => {
    const spoiler = await post(t, ben, "Huge SPOILERS for the finale");
    const category = await post(t, ben, "A spoilers-free category: marmalade recipes");
    const plain = await post(t, ben, "Nothing to see here");
    // Before any filter: all shown.
    expect(await seen(ann, ben, [spoiler, plain], "spoilers")).toEqual({
      ...everywhere("shown", "absent"),
      global: ["shown", "shown"],
      friends: ["shown", "shown"],
      profile: ["shown", "shown"],
    });
    await addFilter(ann, { phrase: "Spoilers", action: "warn", expires_in: null });
    await addFilter(ann, { phrase: "marmalade recipes", action: "hide", expires_in: null });
    expect(await seen(ann, ben, [spoiler, category], "spoilers")).toEqual(
      everywhere("warn:Spoilers", "hide:marmalade recipes"),
    );
    // "marmalade" alone is not the phrase; "spoiler" is not "spoilers".
    const near = await post(t, ben, "marmalade and one spoiler");
    expect((await seen(ann, ben, [near], "marmalade")).global).toEqual(["shown"]);
    // Ann's own post with the word is never filtered for her; Ben, without filters, sees everything.
    const own = await post(t, ann, "my spoilers");
    expect((await seen(ann, ann, [own], "spoilers")).global).toEqual(["shown"]);
    expect(await seen(ben, ben, [spoiler, category], "spoilers")).toEqual(everywhere("shown", "shown"));
  });

  test("the picture's alt text is matched too", async () => {
    const response = await createPost(t, cat, {
      context: "Look at this",
      media: new File([png(2, 2)], "p.png"),
      altText: "A tarantula on a wall",
    });
    const id = (await response.json()).id as number;
    await addFilter(ann, { phrase: "tarantula", action: "hide", expires_in: null });
    const global = await getJson<FeedItem[]>(t, ann, "/api/contents/global");
    expect(global.find((i) => i.ID === id)?.filtered).toEqual({ phrase: "tarantula", action: "hide" });
  });

  test("a filter with an expiry stops applying by itself when the clock passes it, in a kept feed answer too", async () => {
    const id = await post(t, cat, "Election night results");
    const filter = await addFilter(ben, { phrase: "election", action: "hide", expires_in: HOUR });
    expect(filter.expires_at).toBe(new Date(clock.now().getTime() + HOUR * 1000).toISOString());
    const state = async () => (await seen(ben, cat, [id], "election")).global[0];
    expect(await state()).toBe("hide:election");
    await later(HOUR * 1000 - 1000);
    expect(await state()).toBe("hide:election");
    await later(1000);
    expect(await state()).toBe("shown");
    // Listed still, marked expired, until removed.
    const listed = await getJson<KeywordFilter[]>(t, ben, "/api/filters");
    expect(listed.find((f) => f.id === filter.id)).toMatchObject({ phrase: "election", expired: true });
  });

  test("the home page, cached rendered per reader, follows a filter added and its expiry", async () => {
    const id = await post(t, cat, "Tomorrow's weather forecast");
    const { cookie } = await loginAs(t, ann);
    const home = async () => {
      const html = await (await t.app.request("/", { headers: { Cookie: cookie! } })).text();
      return { card: html.includes(`id="post-${id}"`), warned: html.includes("Filtered: <strong>forecast</strong>") };
    };
    expect(await home()).toEqual({ card: true, warned: false });
    // Asked again: from the cache, and still right.
    expect(await home()).toEqual({ card: true, warned: false });
    await addFilter(ann, { phrase: "forecast", action: "warn", expires_in: 30 * 60 });
    expect(await home()).toEqual({ card: false, warned: true });
    await later(30 * 60 * 1000);
    expect(await home()).toEqual({ card: true, warned: false });
  });

  test("edit and remove: the feed follows at once", async () => {
    const id = await post(t, cat, "Pineapple pizza debate");
    const filter = await addFilter(ben, { phrase: "pineapple", action: "warn", expires_in: null });
    const state = async () => (await seen(ben, cat, [id], "pineapple")).global[0];
    expect(await state()).toBe("warn:pineapple");
    const changed = await call("PATCH", `/api/filters/${filter.id}`, ben, { action: "hide" });
    expect(await changed.json()).toMatchObject({
      id: filter.id,
      phrase: "pineapple",
      action: "hide",
      expires_at: null,
    });
    expect(await state()).toBe("hide:pineapple");
    expect((await call("PATCH", `/api/filters/${filter.id}`, ben, { phrase: "Pizza Debate" })).status).toBe(200);
    expect(await state()).toBe("hide:Pizza Debate");
    expect((await call("DELETE", `/api/filters/${filter.id}`, ben)).status).toBe(200);
    expect(await state()).toBe("shown");
    expect((await getJson<KeywordFilter[]>(t, ben, "/api/filters")).some((f) => f.id === filter.id)).toBe(false);
  });

  test("each member's own: another's filter can be neither read, changed nor removed", async () => {
    const filter = await addFilter(cat, { phrase: "secret word", action: "hide", expires_in: null });
    expect((await getJson<KeywordFilter[]>(t, ann, "/api/filters")).some((f) => f.id === filter.id)).toBe(false);
    const changed = await call("PATCH", `/api/filters/${filter.id}`, ann, { action: "warn" });
    expect([changed.status, (await changed.json()).code]).toEqual([404, "filter_not_found"]);
    expect((await call("DELETE", `/api/filters/${filter.id}`, ann)).status).toBe(404);
    expect((await getJson<KeywordFilter[]>(t, cat, "/api/filters")).find((f) => f.id === filter.id)?.action).toBe(
      "hide",
    );
    expect((await t.json("GET", "/api/filters")).status).toBe(401);
  });

  test("limits at the edge: phrase 1–100 characters with a letter, a known duration, a known action, no repeats", async () => {
    const refused = async (body: object) => {
      const response = await call("POST", "/api/filters", cat, body);
      return [response.status, (await response.json()).code];
    };
    expect(await refused({ phrase: "  ", action: "hide", expires_in: null })).toEqual([400, "invalid_input"]);
    expect(await refused({ phrase: "x".repeat(101), action: "hide", expires_in: null })).toEqual([
      400,
      "invalid_input",
    ]);
    expect(await refused({ phrase: "!!!", action: "hide", expires_in: null })).toEqual([400, "invalid_input"]);
    expect(await refused({ phrase: "ok", action: "mute", expires_in: null })).toEqual([400, "invalid_input"]);
    expect(await refused({ phrase: "ok", action: "hide", expires_in: 61 })).toEqual([400, "invalid_input"]);
    expect(await refused({ phrase: "SECRET  word", action: "warn", expires_in: null })).toEqual([409, "filter_exists"]);
    expect((await call("POST", "/api/filters", cat, { phrase: "x".repeat(100), action: "hide" })).status).toBe(200);
  });

  test("at most 100 filters", async () => {
    const dan = await createUser(t, { username: "fdan" });
    for (let i = 0; i < 100; i++) await addFilter(dan, { phrase: `word${i}`, action: "hide", expires_in: null });
    const response = await call("POST", "/api/filters", dan, { phrase: "one more", action: "hide", expires_in: null });
    expect([response.status, (await response.json()).code]).toEqual([400, "too_many_filters"]);
  });
});
