import { useId, useState, type ReactNode } from "react";
import { useShell } from "../../auth/guards.ts";
import "./WarnedContent.css";

/**
 * A post's words and media behind its author's content warning (issue 27 item 5), as Mastodon shows it: the
 * warning, and "Show more" to open what it covers, "Show less" to close it again. Closed, what it covers is
 * not rendered at all: not read by a screen reader, its media not even fetched. A person who asked to always
 * see them (Settings) gets it open. Without a warning, the content as it is. Every list of posts, the post's
 * page and search use it, so a post reads the same everywhere.
 */
export function WarnedContent({ warning, children }: { warning: string | null; children: ReactNode }) {
  const { alwaysShowSensitive } = useShell();
  const [open, setOpen] = useState(alwaysShowSensitive);
  const id = useId();
  if (!warning) return <>{children}</>;
  return (
    <>
      <p className="content-warning">
        <span className="content-warning-text" id={`${id}-warning`}>
          {warning}
        </span>
        <button
          type="button"
          className="content-warning-toggle"
          aria-expanded={open}
          aria-controls={`${id}-content`}
          aria-describedby={`${id}-warning`}
          onClick={() => setOpen(!open)}
        >
          {open ? "Show less" : "Show more"}
        </button>
      </p>
      <div id={`${id}-content`} className="content-warning-covered">
        {open && children}
      </div>
    </>
  );
}
