import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import sharp from "sharp";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, type TestUser } from "../../tests/accounts.ts";
import { createPost, getJson, post } from "../../tests/posts.ts";
import type { FeedItem } from "../../shared/api/posts.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { cameraPhoto } from "../../tests/camera-photo.ts";

/** A 12-megapixel photo reaches the feed sized for the screen; a picture that does not decode never does. */

setDefaultTimeout(60_000);

let t: TestApp;
let author: TestUser, reader: TestUser;

beforeAll(async () => {
  t = await testApp();
  author = await createUser(t, { username: "lens" });
  reader = await createUser(t, { username: "viewer" });
});
afterAll(() => t.close());

test("a 12-megapixel photo reaches the feed at most 2048 px wide and 700 KB, upright, with no EXIF or GPS left", async () => {
  const photo = await cameraPhoto();
  const meta = await sharp(photo).metadata();
  expect([meta.width, meta.height, meta.orientation]).toEqual([4000, 3000, 6]);
  // The camera's EXIF block, with its GPS sub-block (IFD pointer tag 0x8825), is in the upload.
  expect(meta.exif?.includes("PhoneCam")).toBe(true);
  expect(meta.exif?.includes(Buffer.from([0x88, 0x25])) || meta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

  const id = await post(t, author, "From the hills", 1, new File([photo], "IMG_0001.jpg"));
  const feed = await getJson<FeedItem[]>(t, reader, "/api/contents/global");
  const item = feed.find((i) => i.ID === id)!;
  const renditions = item.media_renditions!;
  expect(renditions).toMatchObject({
    width: 3000,
    height: 4000,
    widths: [320, 640, 1080, 2048],
    formats: ["avif", "webp", "jpg"],
  });
  expect(renditions.placeholder).toMatch(/^data:image\/webp;base64,/);
  expect(renditions.placeholder.length).toBeLessThan(600);
  // MediaID stays a picture every client shows: the 1080 px JPEG.
  expect(item.MediaID).toMatch(/-1080\.jpg$/);

  const stem = item.MediaID!.replace(/-1080\.jpg$/, "");
  for (const format of renditions.formats) {
    const response = await t.app.request(`${stem}-2048.${format}`, { headers: reader.headers });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(700 * 1024);
    const served = await sharp(bytes).metadata();
    // Upright: the portrait the camera meant, and no orientation left to apply.
    expect([served.width, served.height]).toEqual([2048, Math.round((4000 * 2048) / 3000)]);
    expect(served.orientation ?? 1).toBe(1);
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    // The GPS position lives in the EXIF block: none is left, nor the camera's name (three letters "GPS"
    // may occur by chance in compressed pixels, so the block's own marker is what is looked for).
    expect(bytes.includes("Exif\0\0")).toBe(false);
    expect(bytes.includes("PhoneCam")).toBe(false);
  }
  // The original is not kept: nothing wider than 2048 px is served under the post's name.
  expect((await t.app.request(`${stem}.jpg`, { headers: reader.headers })).status).toBe(404);

  // The reader's home page, as their browser gets it: the post's card offers the widths, the first one at once.
  const { cookie } = await loginAs(t, reader);
  const html = await (await t.app.request("/", { headers: { Cookie: cookie! } })).text();
  expect(html).toMatch(/srcset="[^"]*-1080\.jpg 1080w/i);
  expect(html).toMatch(/type="image\/avif"/);
  expect(html).toMatch(/width="2048"/);
  expect(html).toMatch(/fetchpriority="high"/i);
});

test("a picture that does not decode is refused with 415 and never reaches readers", async () => {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
  const truncated = new File([photo.subarray(0, Math.floor(photo.length * 0.6))], "cut.jpg");
  // Sniffs as JPEG (its first bytes are), but its picture is noise.
  const garbage = new Uint8Array(4096).map((_, i) => (i * 73) & 255);
  garbage.set(photo.subarray(0, 600));
  const before = (await getJson<FeedItem[]>(t, reader, "/api/contents/global")).length;
  for (const file of [truncated, new File([garbage], "noise.jpg")]) {
    const answer = await createPost(t, author, { context: "broken", media: file });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({
      success: false,
      code: "unsupported_media",
      message: "This image is damaged and cannot be used.",
    });
  }
  const after = await getJson<FeedItem[]>(t, reader, "/api/contents/global");
  expect(after.length).toBe(before);
  expect(after.some((i) => i.context === "broken")).toBe(false);
});

test("a picture with transparency keeps it (AVIF, WebP and a PNG fallback), and a replay rebuilds the renditions from the log", async () => {
  const logo = await sharp({
    create: { width: 700, height: 400, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const id = await post(t, author, "Our new logo", 1, new File([new Uint8Array(logo)], "logo.png"));
  const item = await getJson<FeedItem>(t, reader, `/api/contents/item/${id}`);
  expect(item.media_renditions).toMatchObject({
    width: 700,
    height: 400,
    widths: [320, 640],
    formats: ["avif", "webp", "png"],
  });
  expect(item.MediaID).toMatch(/-640\.png$/);
  for (const format of ["avif", "webp", "png"]) {
    const response = await t.app.request(item.MediaID!.replace(/\.png$/, `.${format}`), { headers: reader.headers });
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).hasAlpha).toBe(true);
  }
  const live = await expectReplayReproduces(t);
  expect(live.posts!.filter((row) => row.media_renditions !== null)).toHaveLength(2);
});

test("a profile picture is offered in all its square crops wherever its avatar shows, so a phone takes the small one", async () => {
  const picture = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("profile", new File([picture], "me.jpg", { type: "image/jpeg" }));
  const set = await t.app.request("/api/profile/set", { method: "POST", headers: author.headers, body: form });
  expect(set.status).toBe(200);
  const { profile } = (await set.json()) as { profile: string };
  expect(profile).toMatch(/-512\.jpg$/);
  await post(t, author, "Avatar beside this post");

  const { cookie } = await loginAs(t, reader);
  const html = await (await t.app.request("/", { headers: { Cookie: cookie! } })).text();
  const stem = profile.replace(/-512\.jpg$/, "");
  // The feed card's avatar (44 px): every crop, and the width it is shown at.
  const avatar = new RegExp(`<img class="avatar-image" src="${profile}" srcSet="([^"]+)" sizes="44px"`, "i");
  const srcset = avatar.exec(html)?.[1];
  expect(srcset).toBe(`${stem}-96.jpg 96w, ${stem}-192.jpg 192w, ${profile} 512w`);
  for (const candidate of srcset!.split(", ").map((c) => c.split(" ")[0]!))
    expect((await t.app.request(candidate, { headers: reader.headers })).status).toBe(200);
});
