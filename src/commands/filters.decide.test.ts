import { describe, test } from "bun:test";
import { decider } from "../../tests/decider.ts";
import { decideFilter } from "./filters.decide.ts";
import type { FilterRow } from "../../projections/filters.queries.ts";

const filter = decider(decideFilter);
const ann = 1;
const spoilers: FilterRow = { id: 7, userId: ann, phrase: "Spoilers", action: "warn", expiresAt: null };
const many = (n: number): FilterRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    userId: ann,
    phrase: `word${i}`,
    action: "hide",
    expiresAt: null,
  }));

describe("add", () => {
  test("records the filter with its phrase trimmed", () => {
    filter
      .given({ mine: [] })
      .when({
        type: "add",
        me: ann,
        id: 3,
        phrase: "  ice cream ",
        action: "hide",
        expiresAt: "2026-01-02T00:00:00.000Z",
      })
      .then([
        {
          type: "KeywordFilterAdded",
          data: { id: 3, by: ann, phrase: "ice cream", action: "hide", expiresAt: "2026-01-02T00:00:00.000Z" },
        },
      ]);
  });

  test("the same words again, whatever their case and spacing, are refused", () => {
    filter
      .given({ mine: [spoilers] })
      .when({ type: "add", me: ann, id: 8, phrase: "SPOILERS!", action: "hide", expiresAt: null })
      .thenRefuses(409, "filter_exists");
  });

  test("a 101st filter is refused, a 100th is not", () => {
    filter
      .given({ mine: many(100) })
      .when({ type: "add", me: ann, id: 101, phrase: "more", action: "hide", expiresAt: null })
      .thenRefuses(400, "too_many_filters");
    filter
      .given({ mine: many(99) })
      .when({ type: "add", me: ann, id: 100, phrase: "more", action: "hide", expiresAt: null })
      .thenMatches([{ type: "KeywordFilterAdded" }]);
  });
});

describe("change", () => {
  test("records the whole new state, keeping what was not given", () => {
    filter
      .given({ mine: [spoilers] })
      .when({ type: "change", me: ann, id: 7, action: "hide" })
      .then([
        { type: "KeywordFilterChanged", data: { id: 7, by: ann, phrase: "Spoilers", action: "hide", expiresAt: null } },
      ]);
  });

  test("an expiry of never replaces a moment", () => {
    filter
      .given({ mine: [{ ...spoilers, expiresAt: "2026-01-02T00:00:00.000Z" }] })
      .when({ type: "change", me: ann, id: 7, expiresAt: null })
      .thenMatches([{ type: "KeywordFilterChanged", data: { expiresAt: null } }]);
  });

  test("changing nothing records nothing", () => {
    filter
      .given({ mine: [spoilers] })
      .when({ type: "change", me: ann, id: 7, phrase: "Spoilers" })
      .then([]);
  });

  test("another's filter, or none, is not found", () => {
    filter
      .given({ mine: [spoilers] })
      .when({ type: "change", me: ann, id: 99, action: "hide" })
      .thenRefuses(404, "filter_not_found");
  });

  test("a phrase another of one's filters has is refused", () => {
    filter
      .given({ mine: [spoilers, { ...spoilers, id: 8, phrase: "ice cream" }] })
      .when({ type: "change", me: ann, id: 8, phrase: "spoilers" })
      .thenRefuses(409, "filter_exists");
  });
});

describe("remove", () => {
  test("records the removal of one's own filter", () => {
    filter
      .given({ mine: [spoilers] })
      .when({ type: "remove", me: ann, id: 7 })
      .then([{ type: "KeywordFilterRemoved", data: { id: 7, by: ann } }]);
  });

  test("another's filter, or none, is not found", () => {
    filter.given({ mine: [] }).when({ type: "remove", me: ann, id: 7 }).thenRefuses(404, "filter_not_found");
  });
});
