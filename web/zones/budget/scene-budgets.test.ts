import { expect, test } from "bun:test";
import { sceneLoaders } from "../sceneLoaders.ts";
import type { Quality } from "../quality.ts";
import { sceneBudgets } from "./budgets.ts";
import { measureScene } from "./measureScene.ts";

/**
 * Every built-in scene, built headless at each quality level, within that level's budget: a scene over it
 * fails here, before a phone meets it.
 */
for (const [slug, load] of Object.entries(sceneLoaders)) {
  for (const quality of ["phone", "desktop"] as Quality[]) {
    test(`${slug} at ${quality} quality is within the ${quality} budget`, async () => {
      const budget = sceneBudgets[quality];
      const cost = await measureScene((await load()).default, quality);
      console.log(`${slug} (${quality}): ${JSON.stringify(cost)}`);
      expect(cost.triangles).toBeGreaterThan(0);
      expect(cost.triangles).toBeLessThanOrEqual(budget.triangles);
      expect(cost.materials).toBeLessThanOrEqual(budget.materials);
      expect(cost.largestTextureSide).toBeLessThanOrEqual(budget.textureSide);
      expect(cost.lights).toBeLessThanOrEqual(budget.lights);
    });
  }
}
