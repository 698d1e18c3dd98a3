import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { testApp, type TestApp } from "../../../tests/harness.ts";
import { createUser, loginAs, renewAccessToken, type TestUser } from "../../../tests/accounts.ts";
import { post } from "../../../tests/posts.ts";
import { ManualClock } from "../../../shared/clock.ts";
import { shell } from "../../../shared/api/system.ts";
import { globalFeed } from "../../../shared/api/posts.ts";
import { changeUser } from "../../commands/users.ts";
import { png } from "../../../tests/media-fixtures.ts";
import { createContext } from "../../boot.ts";
import type { AppContext } from "../../context.ts";
import { createApp, type App } from "../../app.ts";
import { currentAssets, type Assets } from "../../ssr.tsx";
import { expectScriptsAllowedByHash } from "../../../tests/csp.ts";
import { waitFor } from "../../../tests/wait.ts";

setDefaultTimeout(60_000);

/**
 * Two server processes on one database, as a deployment runs them: `t` and `other`, with caches and a tail
 * of the log of its own. Time is held by hand, and moved where a test says.
 */
const clock = new ManualClock(Date.parse("2026-11-23T12:00:00Z"));
const renders = { count: 0 };
/** While set, a page's read of the global feed waits for it (the shell has been read by then), and says it waits. */
let feedHeld: Promise<void> | undefined;
let feedWaiting = false;
let t: TestApp;
let otherCtx: AppContext;
let other: App;
beforeAll(async () => {
  t = await testApp(
    {},
    {
      clock,
      beforeApiCall: async (endpoint) => {
        if (endpoint === shell) renders.count++;
        if (endpoint === globalFeed && feedHeld) {
          feedWaiting = true;
          await feedHeld;
        }
      },
    },
  );
  otherCtx = await createContext(t.config, { silent: true, clock });
  other = createApp(otherCtx);
});
afterAll(async () => {
  await otherCtx.close();
  await t.close();
});

const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };

/** A person signed in with a session cookie, as a browser is. */
async function member(username: string): Promise<TestUser & { cookie: string }> {
  const user = await createUser(t, { username, name: `${username[0]!.toUpperCase()}${username.slice(1)} Example` });
  return { ...user, cookie: (await loginAs(t, user)).cookie! };
}

/** A page as the browser gets it, and whether it came from the cache (nothing was rendered for it). */
async function load(cookie: string, path = "/", app: App = t.app, headers: Record<string, string> = browser) {
  const before = renders.count;
  const response = await app.request(path, { headers: { ...headers, Cookie: cookie } });
  const body = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  const html = new TextDecoder().decode(
    encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body,
  );
  return { response, html, cached: renders.count === before };
}

/** That the page came from the cache or was rendered, as `cached` says, and shows `text`. */
function expectPage(page: { cached: boolean; html: string }, cached: boolean, text: string) {
  expect(page.cached).toBe(cached);
  expect(page.html).toContain(text);
}

/** The page loaded `ms` later by the server's clock. */
function loadAfter(ms: number, cookie: string, path = "/") {
  clock.advance(ms);
  return load(cookie, path);
}

/**
 * Loads the page until it is served from the cache, so that the next load shows whether a change dropped it.
 * (The process's first page streams while the navigation's code loads, and is not cached.)
 */
async function cachedPage(cookie: string, path = "/", app: App = t.app) {
  for (let tries = 0; tries < 3; tries++) {
    const page = await load(cookie, path, app);
    if (page.cached) return page.html;
  }
  throw new Error(`${path} was not cached`);
}

test("the home page and settings are served from the cache until something they show changes", async () => {
  const ann = await member("ann");
  await post(t, ann, "Morning at the harbour");
  for (const path of ["/", "/?tab=friends", "/settings"]) {
    const first = await cachedPage(ann.cookie, path);
    const again = await load(ann.cookie, path);
    expect(again.cached).toBe(true);
    expect(again.html).toBe(first);
  }
  expect((await load(ann.cookie, "/")).html).toContain("Morning at the harbour");
});

test("a rating, a friend's new post, a new picture and a block all show on the next load", async () => {
  const [cat, dan, eve] = [await member("cat"), await member("dan"), await member("eve")];
  await t.json("POST", "/api/friends/dan", undefined, cat.headers);
  await t.json("POST", "/api/friends/cat", undefined, dan.headers);
  const id = await post(t, dan, "Dan's first post");

  await cachedPage(cat.cookie, "/?tab=friends");
  await t.json("POST", `/api/content/${id}/rating`, { stars: 4 }, eve.headers);
  let page = await load(cat.cookie, "/?tab=friends");
  expectPage(page, false, "4.0 average · 1 rating");

  await cachedPage(cat.cookie, "/?tab=friends");
  await post(t, dan, "Dan only for friends", 2);
  expect((await load(cat.cookie, "/?tab=friends")).html).toContain("Dan only for friends");

  const before = await cachedPage(cat.cookie, "/?tab=friends");
  const form = new FormData();
  form.set("profile", new File([png(3, 3)], "dan.png"));
  const { profile } = await (
    await t.app.request("/api/profile/set", { method: "POST", headers: dan.headers, body: form })
  ).json();
  expect(before).not.toContain(profile);
  expect((await load(cat.cookie, "/?tab=friends")).html).toContain(`src="${profile}"`);

  await cachedPage(cat.cookie, "/");
  await changeUser(t.ctx, dan.id, "block");
  page = await load(cat.cookie, "/");
  expect(page.html).not.toContain("Dan's first post");
  expect((await load(cat.cookie, "/?tab=friends")).html).not.toContain("Dan only for friends");
});

test("after a person's own write, their next page shows it", async () => {
  const fay = await member("fay");
  await cachedPage(fay.cookie, "/");
  await cachedPage(fay.cookie, "/settings");
  await post(t, fay, "Fay writes something");
  expect((await load(fay.cookie, "/")).html).toContain("Fay writes something");
  await t.json("PUT", "/api/profile", { name: "Fay Renamed", organisation: "Harbour Club" }, fay.headers);
  const settings = (await load(fay.cookie, "/settings")).html;
  expect(settings).toContain('value="Fay Renamed"');
  expect(settings).toContain('value="Harbour Club"');
});

test("what another process records shows on the next load here: a friend's post, and the end of a session", async () => {
  const [gus, hal] = [await member("gus"), await member("hal")];
  await t.json("POST", "/api/friends/hal", undefined, gus.headers);
  await t.json("POST", "/api/friends/gus", undefined, hal.headers);
  await cachedPage(gus.cookie, "/?tab=friends");
  // Written through the other process: this one learns of it from the log alone.
  const form = new FormData();
  form.set("context", "Hal posts elsewhere");
  form.set("sharing", "2");
  expect((await other.request("/api/content", { method: "POST", headers: hal.headers, body: form })).status).toBe(200);
  expect((await load(gus.cookie, "/?tab=friends")).html).toContain("Hal posts elsewhere");

  await cachedPage(gus.cookie, "/settings");
  const logout = await other.request("/api/auth/logout", {
    method: "POST",
    headers: { Cookie: gus.cookie, "Content-Type": "application/json" },
    body: "{}",
  });
  expect(logout.status).toBe(204);
  const after = await load(gus.cookie, "/settings");
  expect(after.response.status).toBe(302);
  expect(after.response.headers.get("location")).toBe("/login?next=%2Fsettings");
});

test("a page whose render a change overtook is not cached: the next load renders it again", async () => {
  const pia = await member("pia");
  await cachedPage(pia.cookie, "/settings");
  let open!: () => void;
  feedHeld = new Promise((resolve) => (open = resolve));
  // The render has read Pia's shell (no picture yet) and waits to read the feed, when her new picture comes.
  const rendering = load(pia.cookie, "/");
  await waitFor(() => feedWaiting, "the render to wait for the feed");
  const form = new FormData();
  form.set("profile", new File([png(2, 2)], "pia.png"));
  const { profile } = await (
    await t.app.request("/api/profile/set", { method: "POST", headers: pia.headers, body: form })
  ).json();
  open();
  feedHeld = undefined;
  expect((await rendering).html).not.toContain(`src="${profile}"`);
  const next = await load(pia.cookie, "/");
  expectPage(next, false, `src="${profile}"`);
});

test("two people never see each other's page, nor a person their page from before their account changed", async () => {
  const [ian, joy] = [await member("ian"), await member("joy")];
  for (const path of ["/", "/settings"]) {
    await cachedPage(ian.cookie, path);
    await cachedPage(joy.cookie, path);
    const [ians, joys] = [(await load(ian.cookie, path)).html, (await load(joy.cookie, path)).html];
    expect(ians).toContain("ian@example.com");
    expect(ians).not.toContain("joy@example.com");
    expect(joys).toContain("joy@example.com");
    expect(joys).not.toContain("ian@example.com");
  }
  await cachedPage(ian.cookie, "/");
  await changeUser(t.ctx, ian.id, "promote");
  expect((await load(ian.cookie, "/")).html).toContain('"is_admin":true');
});

test("a cached page does not depend on the clock: its times are dates, and an hour later it is the same page", async () => {
  const kim = await member("kim");
  await post(t, kim, "Kim, just now");
  const first = await cachedPage(kim.cookie, "/");
  const at = new Date(clock.now()).toISOString();
  expect(first).toContain(`>${at.slice(0, 10)} ${at.slice(11, 16)} UTC</time>`);
  expect(first).not.toMatch(/>[^<]* ago<\/time>|>just now<\/time>/);
  const later = await loadAfter(60 * 60_000, kim.cookie, "/");
  expect(later.cached).toBe(true);
  expect(later.html).toBe(first);
  // The access tokens the other tests use last 15 minutes of this clock: renewed after the move.
  await renewAccessToken(t, kim);
});

test("a cached page has no nonce: its policy allows exactly its inline scripts by hash; the rest of each answer is its own", async () => {
  const lee = await member("lee");
  await cachedPage(lee.cookie, "/");
  const [one, two] = [await load(lee.cookie, "/"), await load(lee.cookie, "/")];
  for (const { response, html } of [one, two]) {
    expectScriptsAllowedByHash(response.headers.get("content-security-policy")!, html);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-encoding")).toBe("br");
  }
  expect(one.response.headers.get("x-request-id")).not.toBe(two.response.headers.get("x-request-id"));

  const etag = one.response.headers.get("etag")!;
  const unchanged = await t.app.request("/", { headers: { ...browser, Cookie: lee.cookie, "If-None-Match": etag } });
  expect(unchanged.status).toBe(304);
  expect((await unchanged.arrayBuffer()).byteLength).toBe(0);
  const head = await t.app.request("/", { method: "HEAD", headers: { ...browser, Cookie: lee.cookie } });
  expect(head.status).toBe(200);
  expect(head.headers.get("etag")).toBe(etag);
  // Every encoding holds the same page.
  expect((await load(lee.cookie, "/", t.app, { "Accept-Encoding": "gzip" })).html).toBe(one.html);
  expect((await load(lee.cookie, "/", t.app, {})).html).toBe(one.html);
});

test("a crawler's page is cached apart from a browser's, and pages that declare nothing are rendered per request", async () => {
  const max = await member("max");
  const crawler = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" };
  await cachedPage(max.cookie, "/");
  const bot = await load(max.cookie, "/", t.app, crawler);
  expect(bot.cached).toBe(false);
  expect(bot.html).not.toContain("$RC(");
  expect((await load(max.cookie, "/", t.app, crawler)).cached).toBe(true);

  for (const path of ["/profile", "/chat", "/search?q=max"]) {
    const [first, second] = [await load(max.cookie, path), await load(max.cookie, path)];
    expect(second.cached).toBe(false);
    const nonces = [first, second].map(
      ({ response }) => response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  }
});

test("a new build is served at once: a cached page links the build it was rendered from only while that is the build", async () => {
  const ned = await member("ned");
  const built = currentAssets();
  let assets: Assets = built;
  const app = createApp(t.ctx, { assets: () => assets });
  await cachedPage(ned.cookie, "/", app);
  assets = { ...built, entry: "/assets/entry.client-newbuild2.js" };
  const page = await load(ned.cookie, "/", app);
  expectPage(page, false, '"entry":"/assets/entry.client-newbuild2.js"');
});

test("with no room for pages, every page is rendered per request, as it was before pages were cached", async () => {
  const ola = await member("ola");
  const app = createApp(t.ctx, { pageCacheBytes: 0 });
  for (let i = 0; i < 3; i++) {
    const page = await load(ola.cookie, "/settings", app);
    expect(page.cached).toBe(false);
    expect(page.response.headers.get("content-security-policy")).toContain("'nonce-");
  }
});
