import { afterAll, beforeAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { manifestPath } from "../paths.ts";
import type { Assets } from "../../web/document.tsx";

let t: TestApp;
let assets: Assets;
beforeAll(async () => {
  t = await testApp();
  assets = JSON.parse(readFileSync(manifestPath, "utf8"));
});
afterAll(() => t.close());

test("hashed build files are cached for a year as immutable", async () => {
  for (const path of [assets.entry, ...assets.css]) {
    const response = await t.app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toMatch(path.endsWith(".js") ? /javascript/ : /text\/css/);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
});

test("files of public/ are served but revalidated, since their names do not change with their content", async () => {
  const response = await t.app.request("/favicon-a.svg");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toStartWith("image/svg+xml");
  expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
});

test("a path that climbs out of the served folders serves nothing from outside", async () => {
  for (const path of ["/assets/%2e%2e/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json", "/%2e%2e/package.json"]) {
    const response = await t.app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"dependencies"');
  }
});

test("a path no file could have (a NUL byte, a broken escape) is left to the pages, never a 500", async () => {
  for (const path of ["/%00", "/about%00", "/user/a%00b", "/assets/%00.js", "/%E0%A4%A", "/assets/%E0%A4%A.js"]) {
    const { status } = await t.app.request(path);
    expect([path, status < 500]).toEqual([path, true]);
  }
});

test("a missing build file is a 404, never the page shell in its place", async () => {
  const response = await t.app.request("/assets/entry.client-nothere.js");
  expect(response.status).toBe(404);
});

test("the client's source maps are not public: every one answers 404, in either spelling, unless SOURCE_MAPS=public", async () => {
  const maps = [assets.entry, ...Object.values(assets.routes).map((route) => route.js)].map((js) => `${js}.map`);
  expect(maps.length).toBeGreaterThan(5);
  for (const path of [...maps, maps[0]!.replace(/\.map$/, "%2Emap"), maps[0]!.replace(/\.map$/, ".m%61p")]) {
    const response = await t.app.request(path);
    expect([path, response.status]).toEqual([path, 404]);
    expect(await response.text()).not.toContain('"mappings"');
  }

  const open = await testApp({ SOURCE_MAPS: "public" });
  try {
    const response = await open.app.request(maps[0]!);
    expect(response.status).toBe(200);
    expect(JSON.parse(await response.text())).toHaveProperty("mappings");
  } finally {
    await open.close();
  }
});
