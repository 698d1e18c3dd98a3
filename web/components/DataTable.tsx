import type { ReactNode } from "react";
import "./DataTable.css";

/**
 * A table of records for the admin screens: it scrolls sideways inside its frame rather than pushing the
 * page wider, and its caption names it for screen readers. The frame is a named region in the tab order,
 * so a keyboard reaches what is scrolled out of sight on a phone (axe: scrollable-region-focusable).
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <section className="data-table-frame" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

/**
 * An e-mail address in a table: on one line, cut with an ellipsis when the column is narrow (never broken
 * mid-word), the whole address in its tooltip and still in the text for copying and screen readers.
 */
export function EmailCell({ email, className }: { email: string; className?: string }) {
  return (
    <td className={className ? `${className} email` : "email"}>
      <span className="email-text" title={email}>
        {email}
      </span>
    </td>
  );
}

/** What stands in the table's place while it loads or when it has no rows. */
export function TableStatus({ children }: { children: ReactNode }) {
  return (
    <p className="table-status" role="status">
      {children}
    </p>
  );
}
