import { expect, test } from "bun:test";
import { books } from "./books.ts";
import { READER_PAGES, isLastPage, pagesOf, previousPage, turnPage } from "./reader.ts";

test("Turn Page goes forward one page and never past page 5", () => {
  expect(READER_PAGES).toBe(5);
  let page = 1;
  for (let i = 0; i < 10; i++) page = turnPage(page);
  expect(page).toBe(5);
  expect(turnPage(3)).toBe(4);
  expect(isLastPage(4)).toBe(false);
  expect(isLastPage(5)).toBe(true);
  expect(previousPage(1)).toBe(1);
});

test("the library has the specification's five books, each with five pages", () => {
  expect(books.map((book) => book.title)).toEqual([
    "Sherlock Holmes",
    "Pride & Prejudice",
    "Frankenstein",
    "Moby Dick",
    "Dracula",
  ]);
  for (const book of books) {
    const pages = pagesOf(book);
    expect(pages).toHaveLength(5);
    expect(pages[0]![0]).toBe(book.opening);
  }
  expect(new Set(books.map((book) => book.bookId)).size).toBe(5);
});
