import { afterAll, beforeAll, expect, test } from "bun:test";
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { testApp, type TestApp } from "../../tests/harness.ts";
import type { AppEnv } from "../http/env.ts";
import { handleError } from "../http/errors.ts";
import { AppError } from "../../shared/errors.ts";
import { acceptUpload } from "./accept.ts";
import { MEDIA_LIMITS } from "../../shared/media.ts";
import { uploadBodyLimit } from "./upload-limit.ts";
import { saveMedia } from "./save.ts";
import { ftyp, gif, jpeg, mp4WithLocation, png, withJpegMetadata } from "../../tests/media-fixtures.ts";
import type { Bytes } from "./bytes.ts";

let t: TestApp;
let upload: Hono<AppEnv>;
let sparseDir: string;

/** An upload route as the content and chat areas build theirs: limit, parse, accept, store. */
function uploadRoutes(t: TestApp) {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set("ctx", t.ctx);
    return next();
  });
  app.post("/upload", uploadBodyLimit(MEDIA_LIMITS.video), async (c) => {
    const form = await c.req.parseBody();
    if (!(form.media instanceof File)) throw AppError.badRequest("Choose a file.");
    const media = await acceptUpload(form.media, { allow: ["image", "video"] });
    return c.json(await saveMedia(t.ctx, media));
  });
  app.onError(handleError);
  return app;
}

beforeAll(async () => {
  t = await testApp();
  upload = uploadRoutes(t);
  sparseDir = mkdtempSync(join(tmpdir(), "vw-sparse-"));
});
afterAll(async () => {
  await t.close();
  rmSync(sparseDir, { recursive: true, force: true });
});

function postFile(bytes: Bytes, name: string, type: string) {
  const form = new FormData();
  form.set("media", new File([bytes], name, { type }));
  return upload.request("/upload", { method: "POST", body: form });
}

/** A file of `size` bytes that starts with `head` and takes no memory or disk: the rest is a hole. */
function sparseFile(name: string, head: Uint8Array, size: number) {
  const path = join(sparseDir, name);
  const fd = openSync(path, "w");
  writeSync(fd, head);
  ftruncateSync(fd, size);
  closeSync(fd);
  return Bun.file(path);
}

test("a text file called x.png and sent as image/png is refused with 415 in the error shape", async () => {
  const response = await postFile(new TextEncoder().encode("just some text"), "x.png", "image/png");
  expect(response.status).toBe(415);
  const body = await response.json();
  expect(body).toEqual({
    error: body.message,
    message: expect.stringContaining("not accepted"),
    code: "unsupported_media",
  });
});

test("a photo is stored as what its bytes are, whatever its name, and served without its location", async () => {
  const photo = withJpegMetadata(await jpeg(8, 8));
  const response = await postFile(photo, "holiday.txt", "text/plain");
  expect(response.status).toBe(200);
  const saved = await response.json();
  expect(saved.kind).toBe("image");
  expect(saved.url).toMatch(/^\/media\/\d{4}\/[\w-]{24}(?:-\d{1,4})?\.jpg$/); // server-made: the name "holiday.txt" is gone

  const served = await t.app.request(saved.url);
  expect(served.headers.get("content-type")).toBe("image/jpeg");
  const bytes = new Uint8Array(await served.arrayBuffer());
  expect(Buffer.from(bytes).toString("latin1")).not.toContain("secret-");
  expect(await new Bun.Image(bytes).metadata()).toMatchObject({ width: 8, height: 8, format: "jpeg" });
});

test("every accepted kind comes back typed by its bytes", async () => {
  expect(await acceptUpload(new File([png()], "a.gif"), { allow: ["image"] })).toMatchObject({
    type: "image/png",
    kind: "image",
    ext: "png",
  });
  expect(await acceptUpload(new File([gif()], "a.png"), { allow: ["image"] })).toMatchObject({ type: "image/gif" });
  expect(await acceptUpload(new File([mp4WithLocation()], "a.jpg"), { allow: ["video"] })).toMatchObject({
    type: "video/mp4",
    kind: "video",
  });
  expect(await acceptUpload(new File([ftyp("qt  ")], "a.mp4"), { allow: ["video"] })).toMatchObject({
    type: "video/quicktime",
  });
});

test("a kind the caller does not allow is refused with 415 (a video where only images go)", async () => {
  const refused = acceptUpload(new File([mp4WithLocation()], "clip.png", { type: "image/png" }), { allow: ["image"] });
  await expect(refused).rejects.toMatchObject({ status: 415, message: expect.stringContaining("Choose an image") });
});

test("a damaged image is refused with 415", async () => {
  const cut = png().subarray(0, 40);
  await expect(acceptUpload(new File([cut], "a.png"), { allow: ["image"] })).rejects.toMatchObject({
    status: 415,
    message: "This image is damaged and cannot be used.",
  });
});

test("an image over 10 MB and a video over 100 MB are refused with 413 without being read", async () => {
  const bigPhoto = sparseFile("big.jpg", await jpeg(), MEDIA_LIMITS.image + 1);
  await expect(acceptUpload(bigPhoto, { allow: ["image", "video"] })).rejects.toMatchObject({
    status: 413,
    message: "The file is too large. Images can be at most 10 MB.",
  });
  const bigVideo = sparseFile("big.mp4", mp4WithLocation(), MEDIA_LIMITS.video + 1);
  await expect(acceptUpload(bigVideo, { allow: ["image", "video"] })).rejects.toMatchObject({ status: 413 });
  await expect(acceptUpload(bigVideo, { allow: ["image"] })).rejects.toMatchObject({
    status: 413,
    message: "The file is too large. Images can be at most 10 MB.",
  });
});

test("a photo of more than 10 MB sent over HTTP is refused with 413", async () => {
  const photo = new Uint8Array(MEDIA_LIMITS.image + 1);
  photo.set(await jpeg());
  const response = await postFile(photo, "big.jpg", "image/jpeg");
  expect(response.status).toBe(413);
  expect((await response.json()).code).toBe("too_large");
});

test("an upload body declaring more than the limit is refused with 413 before it is read", async () => {
  let read = false;
  const body = new ReadableStream(
    {
      pull() {
        read = true;
      },
    },
    { highWaterMark: 0 }, // pulled only when someone reads
  );
  const response = await upload.request("/upload", {
    method: "POST",
    body,
    headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(MEDIA_LIMITS.video * 2) },
    duplex: "half",
  } as RequestInit);
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({
    code: "too_large",
    message: "The file is too large. Uploads can be at most 100 MB.",
  });
  expect(read).toBe(false);
});

test("a streamed upload body is cut off with 413 as soon as it passes the limit", async () => {
  const chunk = new Uint8Array(1024 * 1024); // one megabyte, sent again and again
  let sent = 0;
  const body = new ReadableStream({
    pull(controller) {
      sent++;
      controller.enqueue(chunk);
      if (sent === 200) controller.close();
    },
  });
  const response = await upload.request("/upload", {
    method: "POST",
    body,
    headers: { "content-type": "multipart/form-data; boundary=x" },
    duplex: "half",
  } as RequestInit);
  expect(response.status).toBe(413);
  expect((await response.json()).code).toBe("too_large");
  expect(sent).toBeLessThan(110);
});
