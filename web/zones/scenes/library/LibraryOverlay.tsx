import { useEffect, useId, useRef, useState } from "react";
import type { OverlayProps } from "../../scene.ts";
import { bookById, books, type Book } from "./books.ts";
import { coverUrl } from "./covers.ts";
import { READER_PAGES, isLastPage, pagesOf, previousPage, turnPage } from "./reader.ts";
import "./LibraryOverlay.css";

/**
 * The library's page content over the canvas: the five books as buttons (for the keyboard, phones and
 * browsers without WebGL; the 3D panels open the same reader), and the reader with its notes box.
 */
export function LibraryOverlay({ selected, onSelect, onClose, notes, onNotesChange, webgl }: OverlayProps) {
  const book = bookById(selected);
  return (
    <div className={webgl ? "library-overlay" : "library-overlay library-overlay-2d"}>
      <nav className="library-books" aria-label="Books">
        <h2 className="library-books-title">Books</h2>
        <ul>
          {books.map((each) => (
            <li key={each.bookId}>
              <button
                type="button"
                className="library-book-button"
                aria-pressed={each.bookId === selected}
                onClick={() => onSelect(each.bookId)}
              >
                {each.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {book && <Reader key={book.bookId} book={book} onClose={onClose} notes={notes} onNotesChange={onNotesChange} />}
    </div>
  );
}

interface ReaderProps {
  book: Book;
  onClose: () => void;
  notes: string;
  onNotesChange: (text: string) => void;
}

function Reader({ book, onClose, notes, onNotesChange }: ReaderProps) {
  const [page, setPage] = useState(1);
  const titleId = useId();
  const notesId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const pages = pagesOf(book);

  // Opening a book takes the focus to it, so keyboard and screen-reader users land on what they chose;
  // closing it gives the focus back to what opened it (the book's button, or the view).
  useEffect(() => {
    const opener = document.activeElement;
    heading.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <section
      className="library-reader"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <header className="library-reader-header">
        <img
          className="library-reader-cover"
          src={coverUrl(book)}
          alt={`Cover of ${book.title}`}
          width={64}
          height={90}
        />
        <div>
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {book.title}
          </h2>
          <p className="library-reader-author">{book.author}</p>
        </div>
        <button type="button" className="library-reader-close" aria-label="Close the book" onClick={onClose}>
          ×
        </button>
      </header>
      <article className="library-reader-page" aria-live="polite">
        <p className="library-reader-page-number">
          Page {page} of {READER_PAGES}
        </p>
        {pages[page - 1]!.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>
      <div className="library-reader-actions">
        <button type="button" className="button" disabled={page === 1} onClick={() => setPage(previousPage)}>
          Previous Page
        </button>
        <button
          type="button"
          className="button primary"
          disabled={isLastPage(page)}
          onClick={() => setPage((p) => turnPage(p))}
        >
          Turn Page
        </button>
      </div>
      <label className="library-reader-notes-label" htmlFor={notesId}>
        Your notes
      </label>
      <textarea
        id={notesId}
        className="library-reader-notes"
        placeholder="Write your thoughts or progress..."
        rows={4}
        value={notes}
        onChange={(event) => onNotesChange(event.target.value)}
      />
    </section>
  );
}
