import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";

setDefaultTimeout(60_000);

/**
 * What a browser's disk cache or a shared proxy may keep of an answer for a signed-in person. Every GET the
 * app registers under /api, asked by a signed-in admin (so admin routes answer too), whatever the status:
 * each says `no-store`, but for the cached feeds, which are `private, no-cache` and revalidated by ETag.
 */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await testApp();
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

/** Cached answers (src/cache/http/api-answers.ts): one reader's, asked again each time, answered 304 when unchanged. */
const revalidated = new Set(["/api/contents/global", "/api/contents/friends"]);
/** The stream never ends; it says no-store itself (src/http/realtime.ts). */
const streams = new Set(["/api/realtime"]);

function urlOf(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === "userId") return String(admin.id);
    if (name === "username") return admin.username;
    if (name === "slug") return "no-such-zone";
    return "1";
  });
}

const authenticatedGets = () => [
  ...new Set(
    t.app.routes
      .filter((r) => r.method === "GET" && r.path.startsWith("/api/") && !r.path.includes("*"))
      .map((r) => r.path),
  ),
];

test("the table below covers the app's GET routes under /api (a new one is checked without being listed)", () => {
  const paths = authenticatedGets();
  expect(paths).toContain("/api/sessions");
  expect(paths).toContain("/api/profile");
  expect(paths.length).toBeGreaterThan(25);
});

test("every authenticated GET under /api answers Cache-Control: no-store, but the feeds, which revalidate", async () => {
  const wrong: string[] = [];
  for (const path of authenticatedGets()) {
    if (streams.has(path)) continue;
    const response = await t.json("GET", urlOf(path), undefined, admin.headers);
    await response.arrayBuffer();
    const expected = revalidated.has(path) ? "private, no-cache" : "no-store";
    const got = response.headers.get("cache-control");
    if (got !== expected) wrong.push(`${path} (${response.status}): ${got}`);
  }
  expect(wrong).toEqual([]);
});

test("the cached feeds still answer 304 to the ETag they gave", async () => {
  for (const path of revalidated) {
    const first = await t.json("GET", path, undefined, admin.headers);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    const again = await t.json("GET", path, undefined, { ...admin.headers, "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
  }
});

test("a sign-in's answer, which holds tokens, and an error answer are no-store too", async () => {
  const login = await t.json("POST", "/api/auth/login", { emailOrUsername: admin.username, password: admin.password });
  expect(login.status).toBe(200);
  expect(login.headers.get("cache-control")).toBe("no-store");
  expect((await t.json("GET", "/api/no-such-thing", undefined, admin.headers)).headers.get("cache-control")).toBe(
    "no-store",
  );
});

test("every kind of answer carries the Permissions-Policy: pages, the API, errors, static files, games", async () => {
  const policies = new Map<string, string | null>();
  for (const path of [
    "/",
    "/about",
    "/login",
    "/api/shell",
    "/api/no-such-thing",
    "/favicon-a.svg",
    "/games/coral-quest/index.html",
    "/no-such-page",
  ]) {
    const response = await t.app.request(path);
    await response.arrayBuffer();
    policies.set(path, response.headers.get("permissions-policy"));
  }
  const policy = policies.get("/")!;
  expect(new Set(policies.values())).toEqual(new Set([policy]));
  for (const denied of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "display-capture"]) {
    expect(policy).toContain(`${denied}=()`);
  }
  // What the framed games and videos use stays allowed (their iframes' `allow` hands it on).
  for (const used of ["fullscreen=*", "gamepad=*", "autoplay=*", "encrypted-media=*", "picture-in-picture=*"])
    expect(policy).toContain(used);
});
