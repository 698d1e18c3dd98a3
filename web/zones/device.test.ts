import { expect, test } from "bun:test";
import { SWIPE_THRESHOLD, isPhoneUserAgent, swipeOf } from "./device.ts";

test("phones and tablets are recognised by their user agent", () => {
  expect(
    isPhoneUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"),
  ).toBe(true);
  expect(
    isPhoneUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36"),
  ).toBe(true);
  expect(isPhoneUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36")).toBe(false);
});

test("a swipe must be longer than 50 px to step; up is forward", () => {
  expect(SWIPE_THRESHOLD).toBe(50);
  expect(swipeOf(0, -50)).toBeNull();
  expect(swipeOf(0, -51)).toBe("forward");
  expect(swipeOf(0, 51)).toBe("backward");
  expect(swipeOf(10, 50)).toBeNull();
});

test("a mostly sideways drag is not a step", () => {
  expect(swipeOf(120, -60)).toBeNull();
  expect(swipeOf(-60, 120)).toBe("backward");
});
