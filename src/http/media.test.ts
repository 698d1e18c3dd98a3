import { afterAll, beforeAll, expect, test } from "bun:test";
import { Hono } from "hono";
import { testApp, type TestApp } from "../../tests/harness.ts";
import type { AppEnv } from "./env.ts";
import type { Actor } from "../actor.ts";
import { handleError } from "./errors.ts";
import { mediaRoutes } from "./media.ts";
import { saveMedia } from "../media/save.ts";
import { acceptUpload } from "../media/accept.ts";
import { acceptedBytes, mp4WithLocation, png } from "../../tests/media-fixtures.ts";
import type { Bytes } from "../media/bytes.ts";

let t: TestApp;
let video: { url: string; bytes: Bytes };

beforeAll(async () => {
  t = await testApp();
  const media = await acceptUpload(new File([mp4WithLocation()], "clip.mp4"), { allow: ["video"] });
  video = { url: (await saveMedia(t.ctx, media)).url, bytes: await acceptedBytes(media) };
});
afterAll(() => t.close());

const ada: Actor = { id: 7, username: "ada", name: "Ada", email: "ada@example.com", isAdmin: false };

/** The media routes with a signed-in user already found (finding one is the accounts area's work). */
function signedIn(user: Actor) {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set("ctx", t.ctx);
    c.set("actor", user);
    return next();
  });
  app.route("/media", mediaRoutes());
  app.onError(handleError);
  return app;
}

test("media is served with its stored type, nosniff, inline, a long cache and its length", async () => {
  const response = await t.app.request(video.url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("video/mp4");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-disposition")).toBe("inline");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("accept-ranges")).toBe("bytes");
  expect(response.headers.get("content-length")).toBe(String(video.bytes.length));
  expect(await response.bytes()).toEqual(video.bytes);
});

test("a Range request answers 206 with that part, as a <video> asks when it seeks", async () => {
  const size = video.bytes.length;
  const cases: [string, number, number][] = [
    ["bytes=100-199", 100, 199],
    ["bytes=300-", 300, size - 1],
    ["bytes=-50", size - 50, size - 1],
    ["bytes=0-999999", 0, size - 1],
  ];
  for (const [range, start, end] of cases) {
    const response = await t.app.request(video.url, { headers: { Range: range } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(await response.bytes()).toEqual(video.bytes.subarray(start, end + 1));
  }
});

test("a range beyond the end answers 416; several ranges or a malformed one get the whole file", async () => {
  const beyond = await t.app.request(video.url, { headers: { Range: `bytes=${video.bytes.length}-` } });
  expect(beyond.status).toBe(416);
  expect(beyond.headers.get("content-range")).toBe(`bytes */${video.bytes.length}`);
  expect((await beyond.json()).code).toBe("range_not_satisfiable");
  for (const range of ["bytes=0-1,5-6", "lines=1-2", "bytes=9-3"]) {
    const whole = await t.app.request(video.url, { headers: { Range: range } });
    expect(whole.status).toBe(200);
    expect((await whole.bytes()).length).toBe(video.bytes.length);
  }
});

test("HEAD answers the headers alone", async () => {
  const response = await t.app.request(video.url, { method: "HEAD" });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-length")).toBe(String(video.bytes.length));
  expect(response.headers.get("content-type")).toBe("video/mp4");
  expect(await response.text()).toBe("");
});

test("unknown keys and path tricks answer 404", async () => {
  for (const path of [`/media/2026/${"A".repeat(24)}.mp4`, "/media/..%2F..%2Fapp.db", "/media/2026/readme.txt"]) {
    const response = await t.app.request(path);
    expect({ path, status: response.status }).toEqual({ path, status: 404 });
    expect((await response.json()).code).toBe("not_found");
  }
  // Dot segments are resolved by URL parsing before routing: these never reach the media routes.
  for (const path of ["/media/%2e%2e/%2e%2e/app.db", "/media/"]) {
    expect({ path, status: (await t.app.request(path)).status }).toEqual({ path, status: 404 });
  }
});

test("private media answers 404 to everyone unless its scope's check admits the user", async () => {
  const picture = await acceptUpload(new File([png()], "p.png"), { allow: ["image"] });
  const secret = await saveMedia(t.ctx, picture, "notes");
  expect(secret.url).toStartWith("/media/private/notes/");

  // Nobody has registered a check for "notes" (no area uses it): nobody reads it, signed in or not.
  expect((await t.app.request(secret.url)).status).toBe(404);
  expect((await signedIn(ada).request(secret.url)).status).toBe(404);

  t.ctx.mediaAccess.register("notes", (user, key) => user.id === ada.id && key === secret.key);
  expect((await t.app.request(secret.url)).status).toBe(404); // anonymous
  expect((await signedIn({ ...ada, id: 8, username: "eve" }).request(secret.url)).status).toBe(404);

  const response = await signedIn(ada).request(secret.url);
  expect(response.status).toBe(200);
  // An opaque PNG is stored as its renditions, the default a JPEG.
  expect(response.headers.get("content-type")).toBe("image/jpeg");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(await response.bytes()).toEqual(picture.rendered!.files.find((file) => file.format === "jpg")!.bytes);
});
