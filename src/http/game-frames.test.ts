import { afterAll, beforeAll, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { gameCommands } from "../cli/games.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test("a game's folder serves its page, sandboxed by its own CSP, framable by the product only, its files fetchable from the opaque origin", async () => {
  for (const path of ["/games/frost-peak/", "/games/frost-peak/game.js", "/games/_shared/bridge.js"]) {
    const response = await t.app.request(path);
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("sandbox")).toEqual(["allow-scripts"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'none'"]);
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  }
  expect(await (await t.app.request("/games/frost-peak/")).text()).toContain('data-game="frost-peak"');
});

test("the product's own pages keep theirs: never framed, and the /games page is no game file", async () => {
  for (const path of ["/games", "/play/1", "/games/frost-peak.svg"]) {
    const response = await t.app.request(path);
    expect(directives(response.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  }
});

test("pages may frame exactly this origin and the other hosts the catalogue lists, as it changes", async () => {
  const frames = async () =>
    directives((await t.app.request("/games")).headers.get("content-security-policy")).get("frame-src");
  expect(await frames()).toEqual(["'self'"]);
  const add = gameCommands.find((c) => c.name === "games add")!;
  const remove = gameCommands.find((c) => c.name === "games remove")!;
  await add.run(t.ctx, [
    JSON.stringify({
      key: "csp-chess",
      title: "Chess",
      url: "https://chess.example/embed/1",
      image: "https://img.example/c.png",
    }),
  ]);
  await t.ctx.caches.catalogueOrigins.load();
  expect(await frames()).toEqual(["'self'", "https://chess.example"]);
  const images = directives((await t.app.request("/games")).headers.get("content-security-policy")).get("img-src");
  expect(images).toContain("https://img.example");
  await remove.run(t.ctx, ["csp-chess"]);
  await t.ctx.caches.catalogueOrigins.load();
  expect(await frames()).toEqual(["'self'"]);
});

test("a configured video's provider is let in too", async () => {
  const file = join(t.dir, "catalogue-csp.json");
  writeFileSync(
    file,
    JSON.stringify({ videos: [{ key: "clip", title: "Clip", url: "https://www.youtube-nocookie.com/embed/abc" }] }),
  );
  const other = await testApp({ CATALOGUE_FILE: file });
  try {
    const csp = directives((await other.app.request("/videos")).headers.get("content-security-policy"));
    expect(csp.get("frame-src")).toEqual(["'self'", "https://www.youtube-nocookie.com"]);
  } finally {
    await other.close();
  }
});
