import { expect, test } from "bun:test";
import { wheelEffect } from "./usePager.ts";

test("the first wheel gesture turns a page even in the page's first half second", () => {
  // Event times count from the page's load: a gesture 120 ms in is the first, and must not be taken for a tail.
  expect(wheelEffect(240, 120, null)).toBe("turn");
});

test("the tail of a gesture that turned a page is held; a gesture after the pause turns again", () => {
  expect(wheelEffect(240, 2_300, 2_000)).toBe("hold");
  expect(wheelEffect(-240, 2_600, 2_000)).toBe("turn");
});

test("a trackpad's drift turns nothing", () => {
  expect(wheelEffect(12, 5_000, null)).toBe("hold");
  expect(wheelEffect(-29, 5_000, 1_000)).toBe("hold");
});
