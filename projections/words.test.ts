import { describe, expect, test } from "bun:test";
import { wordsOf } from "./words.ts";

describe("the words search indexes", () => {
  test("are the distinct lower-cased runs of letters, digits and underscores, in any script", () => {
    expect(wordsOf("Sunrise, HARBOUR & sunrise: snake_case 42 Ünïcode—Москва 東京")).toEqual(
      ["sunrise", "harbour", "snake_case", "42", "ünïcode", "москва", "東京"],
    );
  });

  test("a long word is cut at 40 letters, and a text gives at most 400 words", () => {
    expect(wordsOf("a".repeat(60))).toEqual(["a".repeat(40)]);
    const many = Array.from({ length: 500 }, (_, i) => `w${i}`).join(" ");
    expect(wordsOf(many)).toHaveLength(400);
    expect(wordsOf("  ...  ")).toEqual([]);
  });
});
