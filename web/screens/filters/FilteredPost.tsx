import { useState, type ReactNode } from "react";
import type { FeedItem } from "../../../shared/api/posts.ts";
import "./Filters.css";

/** The posts to show: those under a "hide" filter of the reader's leave silently (shared/api/posts.ts `filtered`). */
export function shownPosts(items: FeedItem[]): FeedItem[] {
  return items.some((item) => item.filtered?.action === "hide")
    ? items.filter((item) => item.filtered?.action !== "hide")
    : items;
}

/**
 * A post under a "warn" filter of the reader's, collapsed behind the filter's words until they ask for it (as
 * Mastodon's "Filtered: …" with "Show anyway"); any other post as it is.
 */
export function FilteredPost({ item, children }: { item: FeedItem; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (item.filtered?.action !== "warn" || shown) return <>{children}</>;
  return (
    <div className="filtered-post" role="group" aria-label={`Post by ${item.user_name}, filtered`}>
      <p>
        Filtered: <strong>{item.filtered.phrase}</strong>
      </p>
      <button type="button" className="button small" onClick={() => setShown(true)}>
        Show anyway
      </button>
    </div>
  );
}
