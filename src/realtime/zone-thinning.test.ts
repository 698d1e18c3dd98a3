import { expect, test } from "bun:test";
import { MoveThinning, ZONE_FAR_EVERY_MS, ZONE_NEAR_RADIUS } from "./zone-thinning.ts";

/** Time is handed in by the test (an injected clock): ten moves a second for two seconds. */
const movesOverTwoSeconds = (thinning: MoveThinning, distance: number) => {
  let delivered = 0;
  let owed = 0;
  for (let now = 0; now < 2_000; now += 100) {
    if (thinning.offer(1, 2, distance, now)) delivered++;
    owed += thinning.due(now).length;
  }
  return { delivered, owed };
};

test("a person within the near radius is told of every move", () => {
  expect(movesOverTwoSeconds(new MoveThinning(), ZONE_NEAR_RADIUS)).toEqual({ delivered: 20, owed: 0 });
});

test("a person farther away is told at most twice a second", () => {
  const { delivered, owed } = movesOverTwoSeconds(new MoveThinning(), ZONE_NEAR_RADIUS + 0.1);
  expect(ZONE_FAR_EVERY_MS).toBe(500);
  expect(delivered + owed).toBe(4);
});

test("a move held back is owed, and due once the wait is over: the last place is never lost", () => {
  const thinning = new MoveThinning();
  expect(thinning.offer(1, 2, 50, 0)).toBe(true);
  expect(thinning.offer(1, 2, 50, 100)).toBe(false);
  expect(thinning.offer(1, 2, 50, 200)).toBe(false);
  expect(thinning.due(499)).toEqual([]);
  expect(thinning.due(500)).toEqual([[1, 2]]);
  // Told at 500: nothing more owed, and the next far move waits until 1000.
  expect(thinning.due(2_000)).toEqual([]);
  expect(thinning.offer(1, 2, 50, 900)).toBe(false);
  expect(thinning.due(1_000)).toEqual([[1, 2]]);
});

test("coming near is told at once, whatever was sent before", () => {
  const thinning = new MoveThinning();
  thinning.offer(1, 2, 50, 0);
  expect(thinning.offer(1, 2, 3, 10)).toBe(true);
});

test("each recipient is counted on its own, and one who leaves is owed nothing", () => {
  const thinning = new MoveThinning();
  expect(thinning.offer(1, 2, 50, 0)).toBe(true);
  expect(thinning.offer(3, 2, 50, 0)).toBe(true);
  expect(thinning.offer(1, 2, 50, 100)).toBe(false);
  expect(thinning.offer(3, 2, 50, 100)).toBe(false);
  thinning.forget(3);
  expect(thinning.due(600)).toEqual([[1, 2]]);
});
