import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, renewAccessToken, type TestUser } from "../../tests/accounts.ts";
import { createPost } from "../../tests/posts.ts";
import { ManualClock } from "../../shared/clock.ts";
import { jpeg, png, pngDeclaring } from "../../tests/media-fixtures.ts";

/**
 * Uploads against an account's storage quota and hourly allowance, and images whose declared size is a
 * decoder's undoing. Small limits (20 KB stored, 30 KB an hour) stand for the real ones.
 */
const KB = 1024;
const clock = new ManualClock(Date.parse("2026-05-01T10:00:00Z"));
let t: TestApp;

beforeAll(async () => {
  t = await testApp({ MEDIA_QUOTA_MB: String(20 / 1024), MEDIA_UPLOAD_MB_PER_HOUR: String(30 / 1024) }, { clock });
});
afterAll(() => t.close());

/** A JPEG of exactly `size` bytes, stored as it is: a real image whose scan data is padded out. */
async function photoOf(size: number) {
  const photo = await jpeg(2, 2);
  const file = new Uint8Array(size);
  file.set(photo.subarray(0, photo.length - 2));
  file.set([0xff, 0xd9], size - 2);
  return new File([file], "photo.jpg");
}

function storedFiles() {
  return readdirSync(t.config.mediaDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
}

function setPicture(user: TestUser, file: File) {
  const form = new FormData();
  form.set("profile", file);
  return t.app.request("/api/profile/set", { method: "POST", headers: user.headers, body: form });
}

describe("the storage quota", () => {
  test("an upload past it is refused with 413 in the error shape and leaves no file; deleting a post makes room", async () => {
    const ann = await createUser(t, { username: "quota_ann" });
    const first = await createPost(t, ann, { context: "first", media: await photoOf(12 * KB) });
    expect(first.status).toBe(200);
    const files = storedFiles();

    const second = await createPost(t, ann, { context: "second", media: await photoOf(12 * KB) });
    expect(second.status).toBe(413);
    const body = await second.json();
    expect(body).toMatchObject({ success: false, code: "quota_exceeded", error: body.message });
    expect(body.message).toContain("Your storage is full");
    expect(storedFiles()).toBe(files);

    // Text alone needs no room.
    expect((await createPost(t, ann, { context: "words only" })).status).toBe(200);

    const { id } = await first.json();
    expect((await t.json("DELETE", `/api/content/${id}`, undefined, ann.headers)).status).toBe(200);
    clock.advance(61 * 60 * 1000); // past the hourly allowance, which counts deleted uploads too
    await renewAccessToken(t, ann);
    expect((await createPost(t, ann, { context: "third", media: await photoOf(12 * KB) })).status).toBe(200);
  });

  test("a profile picture counts too, and the one it replaces stops counting", async () => {
    const ben = await createUser(t, { username: "quota_ben" });
    expect((await setPicture(ben, await photoOf(9 * KB))).status).toBe(200);
    expect((await setPicture(ben, await photoOf(9 * KB))).status).toBe(200);
    expect(
      (await createPost(t, ben, { context: "fits beside one picture", media: await photoOf(9 * KB) })).status,
    ).toBe(200);
    const refused = await setPicture(ben, await photoOf(9 * KB));
    expect(refused.status).toBe(413);
    expect((await refused.json()).code).toBe("quota_exceeded");
  });

  test("concurrent uploads cannot pass it together: each is counted in the transaction that records it", async () => {
    const cat = await createUser(t, { username: "quota_cat" });
    const files = storedFiles();
    const answers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) =>
        createPost(t, cat, { context: `at once ${i}`, media: await photoOf(8 * KB) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 413, 413]);
    // Each picture is stored as its renditions: AVIF, WebP and JPEG of its one width (it is 2 px wide).
    expect(storedFiles()).toBe(files + 2 * 3);
  });

  test("a body declaring more than the quota allows is refused before it is read", async () => {
    const dan = await createUser(t, { username: "quota_dan" });
    let read = false;
    const body = new ReadableStream(
      {
        pull() {
          read = true;
        },
      },
      { highWaterMark: 0 },
    );
    const response = await t.app.request("/api/content", {
      method: "POST",
      body,
      headers: {
        ...dan.headers,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(5 * 1024 * KB),
      },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("quota_exceeded");
    expect(read).toBe(false);
  });
});

describe("the hourly upload allowance", () => {
  test("uploading past it answers 429 with Retry-After; an hour after the first upload it is open again", async () => {
    const eve = await createUser(t, { username: "rate_eve" });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await createPost(t, eve, { context: `upload ${i}`, media: await photoOf(9 * KB) });
      expect(answer.status).toBe(200);
      ids.push((await answer.json()).id);
      // Deleting keeps the quota free; the hour still remembers what was uploaded.
      await t.json("DELETE", `/api/content/${ids.at(-1)}`, undefined, eve.headers);
      clock.advance(60 * 1000);
    }
    const refused = await createPost(t, eve, { context: "one too many", media: await photoOf(9 * KB) });
    expect(ids).toHaveLength(3);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(57 * 60));
    expect(await refused.json()).toMatchObject({
      code: "rate_limited",
      message: "You can upload at most 30 KB in an hour. Please try again later.",
    });

    clock.advance(57 * 60 * 1000 + 1000);
    await renewAccessToken(t, eve);
    expect((await createPost(t, eve, { context: "the hour has passed", media: await photoOf(9 * KB) })).status).toBe(
      200,
    );
  });
});

describe("images declaring too many pixels", () => {
  test("are refused with 413 from their header alone, as a post or a picture, and nothing is stored", async () => {
    const fay = await createUser(t, { username: "bomb_fay" });
    const files = storedFiles();
    const bomb = new File([pngDeclaring(60_000, 60_000)], "small.png");
    expect(bomb.size).toBeLessThan(200);
    for (const answer of [await createPost(t, fay, { context: "bomb", media: bomb }), await setPicture(fay, bomb)]) {
      expect(answer.status).toBe(413);
      expect(await answer.json()).toMatchObject({
        code: "image_too_large",
        message: "This image is too large: 60000 × 60000 pixels. Images can have at most 50 million pixels.",
      });
    }
    expect(storedFiles()).toBe(files);
    // 50 million pixels exactly passes the pixel check; this header with no pixels behind it is then refused
    // as damaged when its renditions are made (415), not as too large.
    expect((await setPicture(fay, new File([pngDeclaring(10_000, 5_000)], "wide.png"))).status).toBe(415);
  });
});

test("spool files are gone once an upload is answered, accepted or refused", async () => {
  const gus = await createUser(t, { username: "spool_gus" });
  await createPost(t, gus, { context: "kept", media: new File([png()], "p.png") });
  await createPost(t, gus, {
    context: "refused",
    media: new File([new TextEncoder().encode("not an image")], "x.png"),
  });
  expect(readdirSync(join(t.dir, "spool"))).toEqual([]);
});
