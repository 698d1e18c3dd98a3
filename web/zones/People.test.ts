import { expect, test } from "bun:test";
import { glideRate, shortestTurn } from "./People.tsx";

test("an avatar turns the short way round", () => {
  expect(shortestTurn(0, Math.PI / 2)).toBeCloseTo(Math.PI / 2);
  expect(shortestTurn(0.1, 2 * Math.PI - 0.1)).toBeCloseTo(-0.2);
  expect(shortestTurn(3, -3)).toBeCloseTo(2 * Math.PI - 6);
});

test("an avatar glides as fast as before for frequent updates, slower for the sparse updates of far people", () => {
  expect(glideRate(150)).toBe(8);
  expect(glideRate(500)).toBeCloseTo(2.4);
  expect(glideRate(4_000)).toBe(2);
  // Half a second after a far update, most of the way there: still moving when the next one comes.
  expect(1 - Math.exp(-0.5 * glideRate(500))).toBeGreaterThan(0.6);
});
