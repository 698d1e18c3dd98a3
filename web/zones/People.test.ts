import { expect, test } from "bun:test";
import { shortestTurn } from "./People.tsx";

test("an avatar turns the short way round", () => {
  expect(shortestTurn(0, Math.PI / 2)).toBeCloseTo(Math.PI / 2);
  expect(shortestTurn(0.1, 2 * Math.PI - 0.1)).toBeCloseTo(-0.2);
  expect(shortestTurn(3, -3)).toBeCloseTo(2 * Math.PI - 6);
});
