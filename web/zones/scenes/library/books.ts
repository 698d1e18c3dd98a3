/**
 * The library's five books (the specification's sample data: title, author, bookId, imageUrl, position).
 * Covers are painted in the browser (covers.ts), so `imageUrl` is made there; `position` is where each
 * picture panel stands in the library, in world units.
 */
export interface Book {
  bookId: string;
  title: string;
  author: string;
  position: readonly [number, number, number];
  /** The cover's colours and emblem. */
  cover: { background: string; accent: string; ink: string; emblem: Emblem };
  /** Its first line, shown on the reader's first page (all five are in the public domain). */
  opening: string;
}

export type Emblem = "magnifier" | "rose" | "bolt" | "whale" | "bat";

export const books: readonly Book[] = [
  {
    bookId: "sherlock-holmes",
    title: "Sherlock Holmes",
    author: "Arthur Conan Doyle",
    position: [-6, 1.75, -2],
    cover: { background: "#1e3a5f", accent: "#e2b04a", ink: "#f8ecd0", emblem: "magnifier" },
    opening: "To Sherlock Holmes she is always the woman. I have seldom heard him mention her under any other name.",
  },
  {
    bookId: "pride-and-prejudice",
    title: "Pride & Prejudice",
    author: "Jane Austen",
    position: [-3, 1.75, -2],
    cover: { background: "#f3e3d3", accent: "#b4536a", ink: "#4a2330", emblem: "rose" },
    opening:
      "It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.",
  },
  {
    bookId: "frankenstein",
    title: "Frankenstein",
    author: "Mary Shelley",
    position: [0, 1.75, -2],
    cover: { background: "#1f2a1d", accent: "#8fd16a", ink: "#e8f5d8", emblem: "bolt" },
    opening:
      "You will rejoice to hear that no disaster has accompanied the commencement of an enterprise which you have regarded with such evil forebodings.",
  },
  {
    bookId: "moby-dick",
    title: "Moby Dick",
    author: "Herman Melville",
    position: [3, 1.75, -2],
    cover: { background: "#0e4b63", accent: "#f1f5f9", ink: "#f1f5f9", emblem: "whale" },
    opening: "Call me Ishmael. Some years ago—never mind how long precisely—I thought I would sail about a little.",
  },
  {
    bookId: "dracula",
    title: "Dracula",
    author: "Bram Stoker",
    position: [6, 1.75, -2],
    cover: { background: "#2a0a12", accent: "#d62839", ink: "#f5e6e8", emblem: "bat" },
    opening: "Left Munich at 8:35 P.M., on 1st May, arriving at Vienna early next morning.",
  },
];

export function bookById(bookId: string | null): Book | undefined {
  return books.find((book) => book.bookId === bookId);
}
