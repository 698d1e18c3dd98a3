import { expect, test } from "bun:test";
import { matchingFilter, type MatchingFilter } from "./filters.ts";

const warn = (phrase: string): MatchingFilter => ({ phrase, action: "warn" });
const hide = (phrase: string): MatchingFilter => ({ phrase, action: "hide" });

test("whole words, case-insensitive: 'cat' filters 'Cat!' but not 'category'", () => {
  expect(matchingFilter(["My Cat!"], [warn("cat")])?.phrase).toBe("cat");
  expect(matchingFilter(["a category"], [warn("cat")])).toBeUndefined();
});

test("a phrase matches its words in a row, across punctuation", () => {
  expect(matchingFilter(["I love ICE-cream."], [warn("ice cream")])).toBeDefined();
  expect(matchingFilter(["ice is not cream"], [warn("ice cream")])).toBeUndefined();
  expect(matchingFilter(["nice creamery"], [warn("ice cream")])).toBeUndefined();
});

test("any of the texts (the post's and its alt text), other scripts too", () => {
  expect(matchingFilter(["Look", "Ein Café am Meer"], [warn("café")])).toBeDefined();
  expect(matchingFilter(["Look", null], [warn("café")])).toBeUndefined();
});

test("hide wins over warn", () => {
  expect(matchingFilter(["spoilers ahead"], [warn("spoilers"), hide("ahead")])?.action).toBe("hide");
});
