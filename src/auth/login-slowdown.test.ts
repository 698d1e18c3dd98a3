import { expect, test } from "bun:test";
import { slowdownMs } from "./login-slowdown.ts";

const limits = { loginSlowdownAfter: 10, loginSlowdownBaseMs: 30_000, loginSlowdownMaxMs: 900_000 };

test("below the threshold no address waits; from it on the wait doubles per failure up to the cap", () => {
  expect([0, 9].map((n) => slowdownMs(n, limits))).toEqual([0, 0]);
  expect([10, 11, 12, 14].map((n) => slowdownMs(n, limits))).toEqual([30_000, 60_000, 120_000, 480_000]);
  expect([15, 1000].map((n) => slowdownMs(n, limits))).toEqual([900_000, 900_000]);
});
