import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, type TestUser } from "../../tests/accounts.ts";
import { getJson, post } from "../../tests/posts.ts";
import { befriend } from "../../tests/friends.ts";
import { jpeg } from "../../tests/media-fixtures.ts";
import { mpeg4Video } from "../../tests/test-videos.ts";
import { waitFor } from "../../tests/wait.ts";
import type { FeedItem } from "../../shared/api/posts.ts";

/** A post's image or video reaches exactly those who see the post; to anyone else its link is a 404. */

setDefaultTimeout(30_000);

let t: TestApp;
let author: TestUser, friend: TestUser, stranger: TestUser;

beforeAll(async () => {
  t = await testApp();
  author = await createUser(t, { username: "maya" });
  friend = await createUser(t, { username: "felix" });
  stranger = await createUser(t, { username: "stan" });
  await befriend(t, author, friend);
});
afterAll(() => t.close());

/** A post with a photo; its media link as the author's feed gives it. */
async function photoPost(sharing: 1 | 2): Promise<{ id: number; url: string }> {
  const id = await post(t, author, `A photo, sharing ${sharing}`, sharing, new File([await jpeg(6, 6)], "photo.jpg"));
  const url = (await getJson<FeedItem>(t, author, `/api/contents/item/${id}`)).MediaID!;
  expect(url).toMatch(/^\/media\/private\/post\/\d{4}\/[\w-]{24}(?:-\d{1,4})?\.jpg$/);
  return { id, url };
}

const fetchAs = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const statusAs = async (url: string, headers?: Record<string, string>) => (await fetchAs(url, headers)).status;
const unknownKey = `/media/private/post/2026/${"A".repeat(24)}.jpg`;

test("a friend-only post's photo reaches its author and friends, by token or session cookie; to others it does not exist", async () => {
  const { url } = await photoPost(2);
  const { cookie } = await loginAs(t, friend);

  const byCookie = await fetchAs(url, { Cookie: cookie! });
  expect(byCookie.status).toBe(200);
  expect(byCookie.headers.get("content-type")).toBe("image/jpeg");
  expect(await new Bun.Image(await byCookie.bytes()).metadata()).toMatchObject({ width: 6, height: 6 });
  // Checked on every fetch: no browser or proxy may keep it for someone whose access ends.
  expect(byCookie.headers.get("cache-control")).toBe("private, no-store");
  expect(await statusAs(url, friend.headers)).toBe(200);
  expect(await statusAs(url, author.headers)).toBe(200);

  const absent = await (await fetchAs(unknownKey, stranger.headers)).json();
  for (const headers of [stranger.headers, {}]) {
    const refused = await fetchAs(url, headers);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual(absent);
  }
});

test("ending the friendship ends access to the photo at once", async () => {
  const ex = await createUser(t, { username: "exfriend" });
  await befriend(t, author, ex);
  const { url } = await photoPost(2);
  const { cookie } = await loginAs(t, ex);
  expect(await statusAs(url, { Cookie: cookie! })).toBe(200);

  expect((await t.json("DELETE", `/api/friends/${author.username}`, undefined, ex.headers)).status).toBe(200);
  expect(await statusAs(url, { Cookie: cookie! })).toBe(404);
  expect(await statusAs(url, ex.headers)).toBe(404);
});

test("a public post's photo reaches every signed-in person, and nobody without an account", async () => {
  const { url } = await photoPost(1);
  expect(await statusAs(url, stranger.headers)).toBe(200);
  expect(await statusAs(url)).toBe(404);
});

test("changing a post's sharing changes who fetches its photo at once", async () => {
  const { id, url } = await photoPost(1);
  expect(await statusAs(url, stranger.headers)).toBe(200);

  const edit = (sharing: 1 | 2) =>
    t.json("PUT", `/api/content/${id}`, { context: "Now for friends", sharing }, author.headers);
  expect((await edit(2)).status).toBe(200);
  expect(await statusAs(url, stranger.headers)).toBe(404);
  expect(await statusAs(url, friend.headers)).toBe(200);
  expect((await edit(1)).status).toBe(200);
  expect(await statusAs(url, stranger.headers)).toBe(200);
});

test("a deleted post's photo is gone for everyone, its author too", async () => {
  const { id, url } = await photoPost(2);
  expect((await t.json("DELETE", `/api/content/${id}`, undefined, author.headers)).status).toBe(200);
  for (const user of [author, friend]) expect(await statusAs(url, user.headers)).toBe(404);
});

test("a friend-only video still seeks: a friend's range request answers 206, a stranger's 404", async () => {
  const id = await post(
    t,
    author,
    "A clip",
    2,
    new File([mpeg4Video({ width: 320, height: 240, seconds: 1 })], "clip.mp4"),
  );
  // Published once transcoded (src/reactors/post-videos.ts).
  await waitFor(
    async () => (await t.json("GET", `/api/contents/item/${id}`, undefined, friend.headers)).ok,
    "the video's post",
    60_000,
  );
  const url = (await getJson<FeedItem>(t, friend, `/api/contents/item/${id}`)).MediaID!;
  const part = await fetchAs(url, { ...friend.headers, Range: "bytes=0-9" });
  expect(part.status).toBe(206);
  expect((await part.bytes()).length).toBe(10);
  expect(await statusAs(url, { ...stranger.headers, Range: "bytes=0-9" })).toBe(404);
});
