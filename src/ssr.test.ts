import { afterEach, expect, test } from "bun:test";
import { constants, gunzipSync } from "node:zlib";
import { testApp, type TestApp } from "../tests/harness.ts";
import { createUser, loginAs } from "../tests/accounts.ts";
import { waitFor } from "../tests/wait.ts";
import type { ContextOptions } from "./boot.ts";
import { shippedGames } from "./games/shipped.ts";
import { clientDir, publicDir } from "./paths.ts";
import { featuredGames as featuredGamesEndpoint } from "../shared/api/games.ts";
import { shell } from "../shared/api/system.ts";

/** The landing page's cards: the catalogue, which starts as the shipped games. */
const featuredGames = shippedGames(publicDir).slice(0, 16);

let t: TestApp | undefined;
afterEach(() => t?.close());

async function app(options: ContextOptions = {}) {
  t = await testApp({}, options);
  return t.app;
}

const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0", "Accept-Encoding": "gzip" };
const crawler = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

/** A gate a test opens by hand: the slow part of a page waits on it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test("a page's head arrives while its slow part is still loading, and the slow part follows in the same answer", async () => {
  const slow = gate();
  let slowCalls = 0;
  const pages = await app({
    beforeApiCall: async (endpoint) => {
      if (endpoint !== featuredGamesEndpoint) return;
      slowCalls++;
      await slow.opened;
    },
  });

  // /games shows a visitor the landing in place, rendered for each request (the landing at "/" is cached
  // whole, src/cache/http/public-pages.test.ts).
  const response = await pages.request("/games", { headers: browser });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-encoding")).toBe("gzip");
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  const received = () => gunzipSync(Buffer.concat(chunks), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
  // Reading stops as soon as the head is in; if it were held back until the end, this would never finish.
  while (!received().includes("</head>")) {
    const { value, done } = await reader.read();
    expect(done).toBe(false);
    chunks.push(value!);
  }
  expect(received()).toStartWith("<!DOCTYPE html>");
  expect(received()).not.toContain(featuredGames[0]!.title);
  // The landing's code is loaded while the head goes out; once it is in, its slow part is asked for.
  await waitFor(() => slowCalls === 1, "the slow part to be asked for");

  slow.open();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  const html = received();
  expect(html).toContain(featuredGames[0]!.title);
  expect(html).toContain('data-deferred="featured-games"');
  expect(html).toEndWith("</html>");
  // The scripts React streams to put the late part in place must carry the page's nonce, or CSP blocks them.
  const nonce = response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g)].map((m) => m[0]);
  expect(inline.length).toBeGreaterThan(0);
  for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
});

test("a crawler gets the whole landing page at once, slow parts included, with no JavaScript needed", async () => {
  const pages = await app();
  const response = await pages.request("/", { headers: crawler });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await response.text();
  expect(html).toStartWith("<!DOCTYPE html>");
  expect(html).toContain("Virtual Worlds, Real Connections");
  for (const game of featuredGames) expect(html).toContain(game.title.replace("'", "&#x27;"));
  // Everything is in place in the markup itself: no fallback behind a placeholder for a script to swap out.
  expect(html).not.toContain('<template id="B:');
  expect(html).not.toContain("$RC(");
});

test("an unknown page is a whole HTML document with status 404", async () => {
  const pages = await app();
  const response = await pages.request("/no/such/page", { headers: browser });
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
  expect(html).toStartWith("<!DOCTYPE html>");
  expect(html).toMatch(/<html lang="en"[^>]*>[\s\S]*<head>[\s\S]*<\/head>[\s\S]*<body>[\s\S]*<\/body><\/html>$/);
  expect(html).toContain("Page not found");
});

test("a page whose data fails is a whole HTML document with status 500 that tells nothing of the failure", async () => {
  const pages = await app({
    beforeApiCall: async (endpoint) => {
      if (endpoint === shell) throw new Error("database at /var/lib/secret.db is down");
    },
  });
  const response = await pages.request("/about", { headers: crawler });
  expect(response.status).toBe(500);
  const html = await response.text();
  expect(html).toStartWith("<!DOCTYPE html>");
  expect(html).toEndWith("</html>");
  expect(html).toContain("Something went wrong");
  expect(html).not.toContain("secret.db");
});

test("loaders get the API's own checks: a profile name no account could have is a 404 page, not a failure", async () => {
  await app();
  const member = await createUser(t!, { username: "reader" });
  const { cookie } = await loginAs(t!, member);
  const page = (path: string) => t!.app.request(path, { headers: { ...crawler, Cookie: cookie! } });

  expect((await page("/user/reader")).status).toBe(200);
  expect((await page("/user/nobody_by_this_name")).status).toBe(404);
  const tooLong = await page(`/user/${"a".repeat(40)}`);
  expect(tooLong.status).toBe(404);
  expect(await tooLong.text()).toContain("Page not found");
});

test("the landing's head asks for its hero picture first: the largest paint is not found late through the stylesheet", async () => {
  const pages = await app();
  const html = await (await pages.request("/", { headers: crawler })).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preload = head.match(/<link[^>]*rel="preload"[^>]*href="\/static\/[0-9a-f]{12}\/hero\.svg"[^>]*>/)?.[0] ?? "";
  expect(preload).toContain('as="image"');
  expect(preload).toMatch(/fetchpriority="high"/i);
});

test("a page names every script its first screen runs, to be fetched in one wave after that screen is drawn", async () => {
  const pages = await app();
  const html = await (await pages.request("/", { headers: crawler })).text();
  // No script competes with the first screen's pictures: none is linked from the page itself.
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).not.toContain('<link rel="modulepreload"');
  const app_ = JSON.parse(/<script type="application\/json" id="__app">(.*?)<\/script>/s.exec(html)![1]!);
  const named = new Set<string>(app_.preload);
  // The entry and what it imports statically, read from the built files themselves, level after level.
  const queue = [app_.assets.entry as string];
  const needed = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (needed.has(url)) continue;
    needed.add(url);
    const source = await Bun.file(`${clientDir}/${url.slice("/assets/".length)}`).text();
    for (const [, imported] of source.matchAll(
      /(?:^|[;\s}])(?:import|export)[\w$*{}\s,]*?(?:from)?\s*"((?:\.|\/assets)\/[^"]+\.js)"/g,
    ))
      queue.push(`/assets/${imported!.replace(/^(\.|\/assets)\//, "")}`);
  }
  expect(needed.size).toBeGreaterThan(5);
  for (const url of needed) expect(named.has(url)).toBe(true);
});
