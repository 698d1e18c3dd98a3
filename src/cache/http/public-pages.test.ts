import { afterEach, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { testApp, type TestApp } from "../../../tests/harness.ts";
import { createUser, loginAs } from "../../../tests/accounts.ts";
import { createApp } from "../../app.ts";
import { currentAssets, type Assets } from "../../ssr.tsx";
import { publicPaths } from "./public-pages.ts";
import { expectScriptsAllowedByHash } from "../../../tests/csp.ts";
import { shell } from "../../../shared/api/system.ts";
import { gameCommands } from "../../cli/games.ts";
import { waitFor } from "../../../tests/wait.ts";
import { landingChunk } from "../../../web/auth/LandingWhenLoggedOut.tsx";

let t: TestApp | undefined;
afterEach(() => t?.close());

/** An app that counts how often a page's data is asked for: once per render of any page. */
async function countingApp() {
  const renders = { count: 0 };
  t = await testApp(
    {},
    {
      beforeApiCall: async (endpoint) => {
        if (endpoint === shell) renders.count++;
      },
    },
  );
  return { app: t.app, renders };
}

const nonceOf = (response: Response) => response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

test("a visitor's public page is rendered once, then every visitor gets the same bytes from the cache, in each encoding", async () => {
  const { app, renders } = await countingApp();
  for (const path of publicPaths) {
    const before = renders.count;
    const answers = await Promise.all(
      ["br", "gzip", "br, gzip", "identity", "gzip", "br"].map((encoding) =>
        app.request(path, { headers: { "Accept-Encoding": encoding } }),
      ),
    );
    expect(renders.count - before).toBe(1);
    const [br, gzip, , identity, gzipAgain, brAgain] = await Promise.all(
      answers.map(async (r) => new Uint8Array(await r.arrayBuffer())),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers[0]!.headers.get("content-encoding")).toBe("br");
    expect(answers[1]!.headers.get("content-encoding")).toBe("gzip");
    expect(answers[3]!.headers.get("content-encoding")).toBeNull();
    const html = new TextDecoder().decode(identity);
    expect(html).toStartWith("<!DOCTYPE html>");
    expect(html).toEndWith("</html>");
    expect(brotliDecompressSync(br!).toString()).toBe(html);
    expect(gunzipSync(gzip!).toString()).toBe(html);
    expect(gzipAgain).toEqual(gzip!);
    expect(brAgain).toEqual(br!);
  }
  expect(renders.count).toBe(publicPaths.length);
});

test("a cached page has no nonce: its policy allows exactly its own inline scripts by their hashes", async () => {
  const { app } = await countingApp();
  for (const path of publicPaths) {
    const response = await app.request(path);
    expectScriptsAllowedByHash(response.headers.get("content-security-policy")!, await response.text());
    // The other security headers are those of every answer.
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  }
});

// Signed-in pages cached allow their scripts by hash as well: src/cache/http/signed-in-pages.test.ts.
test("pages rendered per request still get a fresh nonce on every answer, on their scripts too", async () => {
  await countingApp();
  const member = await createUser(t!, { username: "reader" });
  const { cookie } = await loginAs(t!, member);
  const requests = [
    () => t!.app.request("/login"),
    () => t!.app.request("/about?from=mail"),
    () => t!.app.request("/profile", { headers: { Cookie: cookie! } }),
    () => t!.app.request("/chat", { headers: { Cookie: cookie! } }),
  ];
  const nonces = new Set<string>();
  for (const request of requests) {
    for (let i = 0; i < 3; i++) {
      const response = await request();
      expect(response.status).toBe(200);
      const nonce = nonceOf(response)!;
      expect(nonce).toBeTruthy();
      expect(nonces.has(nonce)).toBe(false);
      nonces.add(nonce);
      expect(await response.text()).toContain(`nonce="${nonce}"`);
    }
  }
});

test("a signed-in person's home is their own page, never the landing cached for visitors", async () => {
  const { app } = await countingApp();
  const member = await createUser(t!, { username: "reader" });
  const { cookie } = await loginAs(t!, member);
  // The landing is a chunk of its own: a visitor's page links its code and styles, a member's does not.
  const { js, css } = currentAssets().routes[landingChunk]!;
  const landing = await (await app.request("/")).text();
  expect(landing).toContain("Discover New Worlds");
  expect(preloadOf(landing)).toContain(js);
  for (const href of css) expect(landing).toContain(`<link rel="stylesheet" href="${href}"/>`);
  const home = await app.request("/", { headers: { Cookie: cookie! } });
  expect(home.headers.get("cache-control")).toBe("no-store");
  expect(home.headers.get("etag")).not.toBe((await app.request("/")).headers.get("etag"));
  const homeHtml = await home.text();
  expect(homeHtml).not.toContain("Discover New Worlds");
  expect(preloadOf(homeHtml)).not.toContain(js);
});

test("a browser that has the page gets 304 without the page; HEAD gets the headers alone", async () => {
  const { app, renders } = await countingApp();
  const first = await app.request("/about", { headers: { "Accept-Encoding": "gzip" } });
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^"[^"]+-gzip"$/);
  const again = await app.request("/about", { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get("etag")).toBe(etag);
  expect((await again.arrayBuffer()).byteLength).toBe(0);
  const other = await app.request("/about", {
    headers: { "Accept-Encoding": "gzip", "If-None-Match": '"something-else-gzip"' },
  });
  expect(other.status).toBe(200);
  const head = await app.request("/about", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
  expect(head.status).toBe(200);
  expect(head.headers.get("etag")).toBe(etag);
  expect((await head.arrayBuffer()).byteLength).toBe(0);
  expect(renders.count).toBe(1);
});

test("a new build is served at once: the cached pages are rendered again from it, under a new ETag", async () => {
  await countingApp();
  const built = currentAssets();
  let assets: Assets = built;
  const app = createApp(t!.ctx, { assets: () => assets });
  const clientBuild = async (response: Response) =>
    (await response.text()).match(/data-testid="client-build">([^<]+)</)?.[1];

  const before = await app.request("/version");
  const beforeTag = before.headers.get("etag");
  expect(await clientBuild(before)).toBe(built.entry.match(/-([a-z0-9]+)\.js$/)![1]);
  expect(await clientBuild(await app.request("/version"))).toBe(built.entry.match(/-([a-z0-9]+)\.js$/)![1]);

  assets = { ...built, entry: "/assets/entry.client-newbuild1.js" };
  const after = await app.request("/version");
  expect(after.headers.get("etag")).not.toBe(beforeTag);
  const html = await after.text();
  expect(html).toContain('data-testid="client-build">newbuild1<');
  expect(preloadOf(html)).toContain("/assets/entry.client-newbuild1.js");
  const landing = await (await app.request("/")).text();
  expect(preloadOf(landing)).toContain("/assets/entry.client-newbuild1.js");
});

test("a change of the games catalogue is served at once: the landing is rendered again with the hosts it may frame", async () => {
  const { app, renders } = await countingApp();
  const landing = async () => {
    const response = await app.request("/");
    const frames = response.headers
      .get("content-security-policy")!
      .split("; ")
      .find((d) => d.startsWith("frame-src "));
    return { etag: response.headers.get("etag"), frames, html: await response.text() };
  };
  const before = await landing();
  expect(before.html).toContain("Discover New Worlds");
  expect(before.frames).not.toContain("https://chess.example");
  expect((await landing()).etag).toBe(before.etag);
  const rendersBefore = renders.count;

  const game = {
    key: "kept-chess",
    title: "Chess",
    url: "https://chess.example/embed/1",
    image: "https://img.example/c.png",
  };
  await gameCommands.find((c) => c.name === "games add")!.run(t!.ctx, [JSON.stringify(game)]);
  await t!.ctx.caches.catalogueOrigins.load();
  const after = await landing();
  expect(after.frames).toContain("https://chess.example");
  expect(renders.count).toBeGreaterThan(rendersBefore);
  // And cached again once the change has settled (this process's own events also come back through the tail,
  // which replaces the catalogue's state once more).
  await waitFor(async () => {
    const count = renders.count;
    await landing();
    await landing();
    return renders.count === count;
  }, "the landing cached again");
});

/** The scripts a page names for its first screen (fetched by the start script once that screen is drawn). */
function preloadOf(html: string): string[] {
  return JSON.parse(/<script type="application\/json" id="__app">(.*?)<\/script>/s.exec(html)![1]!).preload;
}
