import { expect, test } from "bun:test";
import { flicker } from "./flicker.ts";

test("a failing bulb is mostly lit, stutters sometimes and blacks out briefly", () => {
  const samples = Array.from({ length: 6000 }, (_, i) => flicker(i / 60, 1));
  for (const value of samples) {
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(1);
  }
  const dark = samples.filter((value) => value < 0.1).length / samples.length;
  const lit = samples.filter((value) => value >= 0.8).length / samples.length;
  expect(dark).toBeGreaterThan(0.01);
  expect(dark).toBeLessThan(0.2);
  expect(lit).toBeGreaterThan(0.6);
});

test("two bulbs do not fail in step", () => {
  const differ = Array.from({ length: 600 }, (_, i) => Math.abs(flicker(i / 10, 0) - flicker(i / 10, 1)) > 0.3).filter(
    Boolean,
  ).length;
  expect(differ).toBeGreaterThan(10);
});
