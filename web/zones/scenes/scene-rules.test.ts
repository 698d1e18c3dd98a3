import { expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { insideAny } from "../parts/colliders.ts";
import type { SceneDefinition } from "../scene.ts";

const folder = import.meta.dir;
const files = readdirSync(folder).filter((file) => file.endsWith(".tsx"));

for (const file of files) {
  test(`${file}: a scene a visitor can enter and a 2D view can describe`, async () => {
    const scene: SceneDefinition = (await import(`${folder}/${file}`)).default;
    expect(scene.slug).toBe(file.replace(/\.tsx$/, ""));
    expect(scene.title.length).toBeGreaterThan(0);
    expect(scene.objects.length).toBeGreaterThanOrEqual(4);
    for (const [x0, y0, z0, x1, y1, z1] of scene.colliders) {
      expect(x0).toBeLessThan(x1);
      expect(y0).toBeLessThan(y1);
      expect(z0).toBeLessThan(z1);
    }
    const [x, y, z] = scene.spawn;
    expect(insideAny(scene.colliders, x, y, z)).toBe(false);
    expect(insideAny(scene.colliders, x, 0.5, z)).toBe(false);
    expect(scene.spawn).not.toEqual(scene.lookAt);
  });
}
