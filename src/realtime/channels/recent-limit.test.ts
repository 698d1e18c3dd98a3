import { expect, test } from "bun:test";
import { RecentLimit } from "./recent-limit.ts";

test("at most `limit` per key in any window; the wait names when the oldest leaves it", () => {
  const limit = new RecentLimit(2, 60_000);
  expect(limit.admit(7, 0)).toBe(true);
  expect(limit.admit(7, 10_000)).toBe(true);
  expect(limit.admit(7, 20_000)).toBe(false);
  expect(limit.waitMs(7, 20_000)).toBe(40_000);
  expect(limit.admit(8, 20_000)).toBe(true);
  expect(limit.waitMs(7, 60_001)).toBe(0);
  expect(limit.admit(7, 60_001)).toBe(true);
  limit.prune(200_000);
  expect(limit.waitMs(7, 200_000)).toBe(0);
});
