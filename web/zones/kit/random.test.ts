import { expect, test } from "bun:test";
import { seeded, valueNoise } from "./random.ts";

test("the same seed scatters things the same way", () => {
  const a = seeded(7);
  const b = seeded(7);
  const first = [a(), a(), a()];
  expect([b(), b(), b()]).toEqual(first);
  for (const n of first) expect(n >= 0 && n < 1).toBe(true);
});

test("value noise is continuous and stays in [0, 1]", () => {
  const noise = valueNoise(3);
  for (let x = 0; x < 10; x += 0.37) {
    const here = noise(x, 1.5);
    expect(here).toBeGreaterThanOrEqual(0);
    expect(here).toBeLessThanOrEqual(1);
    expect(Math.abs(noise(x + 0.001, 1.5) - here)).toBeLessThan(0.01);
  }
});
