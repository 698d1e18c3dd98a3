import type { ReactNode } from "react";
import "./DataTable.css";

/**
 * A table of records for the admin screens: it scrolls sideways inside its frame rather than pushing the
 * page wider, and its caption names it for screen readers.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="data-table-frame">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
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
