import { describe, expect, test } from "bun:test";
import { relativeAge } from "./relativeAge.ts";

const now = new Date("2025-06-30T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe("relativeAge", () => {
  test.each([
    [0, "just now"],
    [999, "just now"],
    [1 * s, "1 second ago"],
    [59 * s, "59 seconds ago"],
    [60 * s, "1 minute ago"],
    [2 * min + 59 * s, "2 minutes ago"],
    [59 * min, "59 minutes ago"],
    [1 * h, "1 hour ago"],
    [23 * h + 59 * min, "23 hours ago"],
    [1 * d, "1 day ago"],
    [6 * d, "6 days ago"],
    [7 * d, "1 week ago"],
    [29 * d, "4 weeks ago"],
    [30 * d, "1 month ago"],
    [400 * d, "13 months ago"],
  ])("%i ms ago reads %p", (ms, text) => {
    expect(relativeAge(ago(ms), now)).toBe(text);
  });

  test("a time ahead of this clock is just now, not a negative age", () => {
    expect(relativeAge(ago(-5 * min), now)).toBe("just now");
  });

  test("accepts a Date as well as the API's ISO string", () => {
    expect(relativeAge(new Date(now.getTime() - 3 * h), now)).toBe("3 hours ago");
  });

  test("an unreadable date is just now rather than NaN", () => {
    expect(relativeAge("not a date", now)).toBe("just now");
  });
});
