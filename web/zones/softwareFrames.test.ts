import { expect, test } from "bun:test";
import {
  IDLE_FPS,
  MOVING_FPS,
  SETTLE_MS,
  SOFTWARE_MAX_PIXELS,
  nextFrameInMs,
  pixelRatioWithin,
} from "./softwareFrames.ts";

test("a 1280×800 desktop's view (1040×740 beside the menu) draws at 0.32 pixels per CSS pixel, within the budget", () => {
  const ratio = pixelRatioWithin(1040, 740, SOFTWARE_MAX_PIXELS, 1);
  expect(ratio).toBe(0.32);
  expect(1040 * ratio * 740 * ratio).toBeLessThanOrEqual(SOFTWARE_MAX_PIXELS);
});

test("the budget is in pixels: a window twice as wide draws at a lower ratio, the same pixels", () => {
  const narrow = pixelRatioWithin(960, 540, SOFTWARE_MAX_PIXELS, 1);
  const wide = pixelRatioWithin(1920, 1080, SOFTWARE_MAX_PIXELS, 1);
  expect(wide).toBe(narrow / 2);
  for (const [w, h] of [
    [412, 740],
    [844, 330],
    [2560, 1340],
    [1000, 640],
  ] as const) {
    const ratio = pixelRatioWithin(w, h, SOFTWARE_MAX_PIXELS, 1);
    expect(w * ratio * h * ratio).toBeLessThanOrEqual(SOFTWARE_MAX_PIXELS);
    // Rounded down by at most a hundredth: the budget is used, not wasted.
    expect(w * (ratio + 0.01) * h * (ratio + 0.01)).toBeGreaterThan(SOFTWARE_MAX_PIXELS);
  }
});

test("a small canvas is not drawn sharper than the ceiling", () => {
  expect(pixelRatioWithin(200, 100, SOFTWARE_MAX_PIXELS, 1)).toBe(1);
  // Before the canvas has a size, the ceiling.
  expect(pixelRatioWithin(0, 0, SOFTWARE_MAX_PIXELS, 1)).toBe(1);
});

test("nothing moving and nothing animated: no frame until something changes", () => {
  expect(nextFrameInMs({ sinceChangeMs: SETTLE_MS + 1, keysHeld: false, animated: false })).toBeNull();
});

test("idle animations draw at the idle rate", () => {
  expect(nextFrameInMs({ sinceChangeMs: 60_000, keysHeld: false, animated: true })).toBe(1000 / IDLE_FPS);
});

test("input, and the second after it, draw at the moving rate, animated or not", () => {
  for (const animated of [true, false]) {
    expect(nextFrameInMs({ sinceChangeMs: 0, keysHeld: false, animated })).toBe(1000 / MOVING_FPS);
    expect(nextFrameInMs({ sinceChangeMs: SETTLE_MS - 1, keysHeld: false, animated })).toBe(1000 / MOVING_FPS);
  }
});

test("a key held for long still walks at the moving rate", () => {
  expect(nextFrameInMs({ sinceChangeMs: 10_000, keysHeld: true, animated: false })).toBe(1000 / MOVING_FPS);
});
