import { afterEach, beforeEach, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { publicDir } from "../paths.ts";

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(() => t.close());

test("the featured games are public: sixteen, each with its own id and artwork shipped in public/", async () => {
  const response = await t.json("GET", "/api/games/featured");
  expect(response.status).toBe(200);
  const games: { id: string; title: string; image: string }[] = await response.json();
  expect(games).toHaveLength(16);
  expect(new Set(games.map((g) => g.id)).size).toBe(16);
  for (const game of games) expect(existsSync(join(publicDir, game.image))).toBe(true);
});
