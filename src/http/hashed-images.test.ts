import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { buildClient } from "../build.ts";
import { hashImages } from "../build-images.ts";

/** Shipped pictures are served under content-hashed addresses, cached for a year; the plain ones keep working. */

let t: TestApp;
beforeAll(async () => {
  // A manifest made by this code (the harness keeps any existing one, which may predate the pictures' hashes).
  await buildClient({ minify: false });
  t = await testApp();
});
afterAll(() => t.close());

const IMMUTABLE = "public, max-age=31536000, immutable";

test("the landing names its pictures by hashed address, and each is cached for a year as immutable", async () => {
  const html = await (await t.app.request("/")).text();
  const named = [...html.matchAll(/(?:src|href)="(\/static\/[0-9a-f]{12}\/[^"]+)"/g)].map((m) => m[1]!);
  const shown = new Set(named);
  // The logos, the favicon and the hero's picture (preloaded at high priority) at least.
  for (const plain of ["/logo-a.svg", "/logo-footer-a.svg", "/favicon-a.svg", "/hero.svg"])
    expect([...shown].some((url) => url.endsWith(plain))).toBe(true);
  // No picture of public/ is named by its plain address any more.
  expect(html).not.toMatch(/(?:src|href)="\/(?:logo|favicon|hero|default-avatar)[^"]*\.svg"/);
  for (const url of shown) {
    const response = await t.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("content-type")).toStartWith("image/svg+xml");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
});

test("an old address keeps working: the plain one revalidated hourly, a stale hash sent on to the current file", async () => {
  const plain = await t.app.request("/logo-a.svg");
  expect(plain.status).toBe(200);
  expect(plain.headers.get("cache-control")).toBe("public, max-age=3600");

  const html = await (await t.app.request("/")).text();
  const current = /src="(\/static\/[0-9a-f]{12}\/logo-a\.svg)"/.exec(html)![1]!;
  const stale = await t.app.request("/static/000000000000/logo-a.svg");
  expect(stale.status).toBe(307);
  expect(stale.headers.get("location")).toBe(current);
  expect(stale.headers.get("cache-control")).toBe("no-cache");
  // Not a shipped picture: not found, as any unknown address.
  expect((await t.app.request("/static/000000000000/../../package.json")).status).not.toBe(200);
  expect((await t.app.request("/static/000000000000/pitch.css")).status).toBe(404);
});

test("a changed file gets a new address, an unchanged one keeps its own", () => {
  const dir = mkdtempSync(join(tmpdir(), "hashed-images-"));
  try {
    mkdirSync(join(dir, "games"));
    writeFileSync(join(dir, "logo.svg"), "<svg>a</svg>");
    writeFileSync(join(dir, "games", "kart.png"), "png bytes");
    writeFileSync(join(dir, "sw.js"), "not a picture");
    const before = hashImages(dir);
    expect(Object.keys(before).sort()).toEqual(["/games/kart.png", "/logo.svg"]);
    expect(before["/logo.svg"]).toMatch(/^\/static\/[0-9a-f]{12}\/logo\.svg$/);
    expect(before["/games/kart.png"]).toMatch(/^\/static\/[0-9a-f]{12}\/games\/kart\.png$/);
    writeFileSync(join(dir, "logo.svg"), "<svg>b</svg>");
    const after = hashImages(dir);
    expect(after["/logo.svg"]).not.toBe(before["/logo.svg"]);
    expect(after["/games/kart.png"]).toBe(before["/games/kart.png"]!);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
