import type { ReactNode } from "react";
import type { FeedItem } from "../../../shared/api/posts.ts";
import { PostCard } from "./PostCard.tsx";
import { usePagedPosts } from "./usePagedPosts.ts";
import { FilteredPost, shownPosts } from "../filters/FilteredPost.tsx";
import "./PostList.css";

interface PostListProps {
  /** The first page, from the route's loader. */
  first: FeedItem[];
  loadAfter: (before: number) => Promise<FeedItem[]>;
  /** What an empty list says (and offers). */
  empty: ReactNode;
  /** The owner's controls for a post; `remove` takes it out of the list. */
  actions?: (item: FeedItem, remove: () => void) => ReactNode;
  label: string;
  /** The level of each post's heading: under the page's h1 (the feed) 2, under a section's h2 (a profile) 3. */
  headingLevel?: 2 | 3;
}

/** Posts, newest first, growing as the reader scrolls to the end. */
export function PostList({ first, loadAfter, empty, actions, label, headingLevel = 2 }: PostListProps) {
  const { items, state, sentinel, loadMore, remove } = usePagedPosts(first, loadAfter);
  // Paging goes on from the last post loaded, shown or not (a keyword filter's "hide" leaves it out).
  const shown = shownPosts(items);
  if (shown.length === 0 && state === "done") return <div className="post-list-empty">{empty}</div>;
  return (
    <section className="post-list" aria-label={label}>
      {shown.map((item, index) => (
        <FilteredPost key={item.ID} item={item}>
          <PostCard
            item={item}
            first={index === 0}
            headingLevel={headingLevel}
            actions={actions?.(item, () => remove(item.ID))}
          />
        </FilteredPost>
      ))}
      <div ref={sentinel} className="post-list-end">
        {state === "loading" && <p role="status">Loading more posts...</p>}
        {state === "failed" && (
          <p role="alert">
            Failed to fetch content.{" "}
            <button type="button" className="button" onClick={loadMore}>
              Try again
            </button>
          </p>
        )}
        {state === "done" && items.length > 3 && <p className="muted">You are all caught up.</p>}
      </div>
    </section>
  );
}
