import type { Book } from "./books.ts";

/** The reader has five pages per book (the specification's constant). */
export const READER_PAGES = 5;

/** The page after `page`; Turn Page cannot go past the last one. Pages count from 1. */
export function turnPage(page: number, pages = READER_PAGES): number {
  return Math.min(page + 1, pages);
}

export function previousPage(page: number): number {
  return Math.max(page - 1, 1);
}

export function isLastPage(page: number, pages = READER_PAGES): boolean {
  return page >= pages;
}

const filler = [
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
  "Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.",
  "Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.",
  "Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.",
  "Sed ut perspiciatis unde omnis iste natus error sit voluptatem accusantium doloremque laudantium, totam rem aperiam.",
  "Nemo enim ipsam voluptatem quia voluptas sit aspernatur aut odit aut fugit, sed quia consequuntur magni dolores.",
];

/**
 * The reader's placeholder pages: the book's real first line opens page 1, and placeholder text fills the
 * rest (the specification's "fake reader").
 */
export function pagesOf(book: Book, pages = READER_PAGES): string[][] {
  return Array.from({ length: pages }, (_, index) => {
    const paragraphs = [0, 1, 2].map((k) => filler[(index * 2 + k) % filler.length]!);
    return index === 0 ? [book.opening, ...paragraphs.slice(0, 2)] : paragraphs;
  });
}
