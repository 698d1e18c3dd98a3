import { expect, test } from "bun:test";
import { adaptResolution, type Resolution } from "./AdaptiveResolution.tsx";

const limits = { target: 60, min: 0.5, ceiling: 2 };
const start: Resolution = { ratio: 2, tooSlow: Infinity, good: 0 };

test("slow seconds soften the view down to the minimum, and no further", () => {
  let state = start;
  const ratios: number[] = [];
  for (let i = 0; i < 8; i++) {
    state = adaptResolution(state, 40, limits);
    ratios.push(state.ratio);
  }
  expect(ratios.slice(0, 5)).toEqual([1.5, 1.13, 0.85, 0.64, 0.5]);
  expect(state.ratio).toBe(0.5);
});

test("far under the target (software WebGL), each second halves the ratio, down to the minimum", () => {
  const ratios: number[] = [];
  let state = start;
  for (let i = 0; i < 3; i++) {
    state = adaptResolution(state, 5, limits);
    ratios.push(state.ratio);
  }
  expect(ratios).toEqual([1, 0.5, 0.5]);
});

test("a smooth view stays sharp, and sharpens again after three good seconds", () => {
  expect(adaptResolution(start, 60, limits).ratio).toBe(2);
  let state: Resolution = { ratio: 1, tooSlow: Infinity, good: 0 };
  state = adaptResolution(state, 60, limits);
  state = adaptResolution(state, 60, limits);
  expect(state.ratio).toBe(1);
  state = adaptResolution(state, 60, limits);
  expect(state.ratio).toBe(1.33);
});

test("it never sharpens back to a ratio that was too slow", () => {
  let state = adaptResolution(adaptResolution(start, 30, limits), 30, limits); // 2 -> 1.5 -> 1.13
  expect(state.ratio).toBe(1.13);
  for (let i = 0; i < 9; i++) state = adaptResolution(state, 60, limits);
  // One step sharper would be 1.51, no better than 1.5, which was already too slow.
  expect(state.ratio).toBe(1.13);
});
