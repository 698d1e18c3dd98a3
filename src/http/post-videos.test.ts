import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { getJson, ids, post } from "../../tests/posts.ts";
import { befriend } from "../../tests/friends.ts";
import { corruptVideo, describeVideo, mpeg4Video } from "../../tests/test-videos.ts";
import { waitFor } from "../../tests/wait.ts";
import type { FeedItem, PendingVideo } from "../../shared/api/posts.ts";
import { postVideoById } from "../../projections/post-videos.queries.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";

/**
 * A posted video is transcoded in the background (src/reactors/post-videos.ts): its author sees it as
 * processing, readers see nothing until it plays, and then a post with H.264 renditions and a poster.
 */

setDefaultTimeout(120_000);

let t: TestApp;
let author: TestUser, friend: TestUser;

beforeAll(async () => {
  t = await testApp();
  author = await createUser(t, { username: "vera" });
  friend = await createUser(t, { username: "otto" });
  await befriend(t, author, friend);
});
afterAll(() => t.close());

const pending = (user: TestUser) => getJson<PendingVideo[]>(t, user, "/api/contents/processing");
const status = async (user: TestUser, path: string) => (await t.app.request(path, { headers: user.headers })).status;

/** Waits until the author's list no longer shows the video as processing; its entry then, if any. */
async function settled(id: number): Promise<PendingVideo | undefined> {
  await waitFor(
    async () => (await pending(author)).every((v) => v.ID !== id || v.state !== "processing"),
    "the transcoding",
    90_000,
  );
  return (await pending(author)).find((v) => v.ID === id);
}

test("an MPEG-4 part 2 upload becomes an H.264/AAC post with a 360p rendition and a poster, shown only once it plays", async () => {
  const id = await post(t, author, "An old camera's clip", 1, new File([mpeg4Video()], "clip.mp4"));
  // At once: the author sees it processing; readers, and the feeds, have no such post yet.
  const [waiting] = await pending(author);
  expect(waiting).toMatchObject({ ID: id, state: "processing" });
  expect(await status(friend, `/api/contents/item/${id}`)).toBe(404);
  expect(await pending(friend)).toEqual([]);
  const original = (await postVideoById(t.ctx.db, id))!.originalKey;

  expect(await settled(id)).toBeUndefined();
  const item = await getJson<FeedItem>(t, friend, `/api/contents/item/${id}`);
  expect(await ids(t, friend, "/api/contents/global")).toContain(id);
  expect(item.media_type).toBe("video");
  expect(item.media_video).toMatchObject({ width: 854, height: 480, heights: [360, 480] });
  expect(item.media_video!.duration).toBeCloseTo(4, 0);
  expect(item.MediaID).toMatch(/^\/media\/private\/post\/\d{4}\/[\w-]{24}-480\.mp4$/);

  const stem = item.MediaID!.slice(0, -"-480.mp4".length);
  const main = await t.app.request(item.MediaID!, { headers: friend.headers });
  expect(main.headers.get("content-type")).toBe("video/mp4");
  const described = await describeVideo(new Uint8Array(await main.arrayBuffer()));
  expect(described.streams).toEqual([{ codec: "h264", width: 854, height: 480 }, { codec: "aac" }]);
  expect(described.indexFirst).toBe(true);
  const small = await t.app.request(`${stem}-360.mp4`, { headers: friend.headers });
  expect((await describeVideo(new Uint8Array(await small.arrayBuffer()))).streams[0]).toEqual({
    codec: "h264",
    width: 640,
    height: 360,
  });
  for (const [ext, type] of [
    ["jpg", "image/jpeg"],
    ["webp", "image/webp"],
  ] as const) {
    const poster = await t.app.request(`${stem}-480.${ext}`, { headers: friend.headers });
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe(type);
  }
  // The upload itself is deleted once the renditions exist.
  await waitFor(() => !existsSync(join(t.config.mediaDir, original)), "the original's deletion");

  // Deleting the post deletes every rendition and poster.
  expect((await t.json("DELETE", `/api/content/${id}`, undefined, author.headers)).status).toBe(200);
  const files = ["-360.mp4", "-480.mp4", "-480.jpg", "-480.webp"].map((end) =>
    join(t.config.mediaDir, `${stem.slice("/media/".length)}${end}`),
  );
  await waitFor(() => files.every((file) => !existsSync(file)), "the video's files' deletion");
});

test("a video that passes sniffing but does not decode is reported to its author and never reaches readers", async () => {
  const id = await post(t, author, "A broken clip", 1, new File([corruptVideo()], "broken.mp4"));
  const original = (await postVideoById(t.ctx.db, id))!.originalKey;
  // While it waits, nobody can fetch the upload, its author included.
  expect(await status(friend, `/media/${original}`)).toBe(404);
  const failed = await settled(id);
  expect(failed).toMatchObject({
    ID: id,
    state: "failed",
    reason: "This video could not be processed: it is damaged or in a format we cannot play.",
  });
  for (const user of [author, friend]) {
    expect(await status(user, `/api/contents/item/${id}`)).toBe(404);
    expect(await ids(t, user, "/api/contents/friends")).not.toContain(id);
    expect(await status(user, `/media/${original}`)).toBe(404);
  }
  await waitFor(() => !existsSync(join(t.config.mediaDir, original)), "the original's deletion");
  expect(await pending(friend)).toEqual([]);
});

test("a video over 3 minutes is refused with its length", async () => {
  const id = await post(
    t,
    author,
    "Too long",
    2,
    new File([mpeg4Video({ width: 64, height: 64, seconds: 190, rate: 2 })], "long.mp4"),
  );
  expect(await settled(id)).toMatchObject({
    state: "failed",
    reason: "This video is 3:10 long. Videos can be at most 3 minutes.",
  });
});

test("a replay rebuilds the videos' states, the published video posts and their files' quota rows", async () => {
  await t.ctx.reactors.settled();
  const live = await expectReplayReproduces(t);
  expect(new Set(live.post_videos!.map((v) => v.state))).toEqual(new Set(["ready", "failed"]));
  expect(live.posts!.some((p) => p.media_video !== null)).toBe(true);
  // The originals stopped counting once made playable or failed; the renditions count instead.
  const originals = new Set(live.post_videos!.map((v) => v.original_key));
  expect(live.media_files!.filter((f) => originals.has(f.key as string)).every((f) => f.removed_at !== null)).toBe(
    true,
  );
});
