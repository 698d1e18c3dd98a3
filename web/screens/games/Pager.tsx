import type { ReactNode } from "react";
import "./Pager.css";

/** The up and down buttons around the one item shown (a game, a video); both wrap around the list. */
export function Pager({
  previous,
  next,
  noun,
  children,
}: {
  previous: () => void;
  next: () => void;
  noun: string;
  children: ReactNode;
}) {
  return (
    <div className="pager">
      <div className="pager-item">{children}</div>
      <div className="pager-buttons">
        <button type="button" className="button pager-button" onClick={previous} aria-label={`Previous ${noun}`}>
          <span aria-hidden="true">▲</span>
        </button>
        <button type="button" className="button pager-button" onClick={next} aria-label={`Next ${noun}`}>
          <span aria-hidden="true">▼</span>
        </button>
      </div>
    </div>
  );
}
