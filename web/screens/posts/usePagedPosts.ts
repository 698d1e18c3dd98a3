import { useEffect, useRef, useState } from "react";
import type { FeedItem } from "../../../shared/api/posts.ts";

/** The API's page size when none is asked for: a shorter page is the last one. */
const pageSize = 20;

type LoadState = "idle" | "loading" | "done" | "failed";

/**
 * A list of posts that grows at its end: `first` is the page the route loaded (rendered by the server),
 * `loadAfter(id)` fetches the page after the post `id` (keyset paging). The next page loads when the
 * returned sentinel scrolls near the screen. A new `first` (another tab, a reload after posting) starts
 * the list over.
 */
export function usePagedPosts(first: FeedItem[], loadAfter: (before: number) => Promise<FeedItem[]>) {
  const [source, setSource] = useState(first);
  const [items, setItems] = useState(first);
  const [state, setState] = useState<LoadState>(stateAfter(first));
  if (source !== first) {
    setSource(first);
    setItems(first);
    setState(stateAfter(first));
  }

  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const latest = useRef({ items, first, loadAfter });
  latest.current = { items, first, loadAfter };

  async function loadMore() {
    const { items: shown, first: startedWith, loadAfter: load } = latest.current;
    const last = shown.at(-1);
    if (loading.current || !last) return;
    loading.current = true;
    setState("loading");
    try {
      const page = await load(last.ID);
      if (latest.current.first !== startedWith) return; // the list started over meanwhile
      setItems((current) => [...current, ...page.filter((p) => !current.some((c) => c.ID === p.ID))]);
      setState(stateAfter(page));
    } catch {
      setState("failed");
    } finally {
      loading.current = false;
    }
  }

  useEffect(() => {
    const element = sentinel.current;
    if (!element || state !== "idle") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: "800px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [state, items]);

  const remove = (id: number) => setItems((current) => current.filter((p) => p.ID !== id));
  return { items, state, sentinel, loadMore, remove };
}

function stateAfter(page: FeedItem[]): LoadState {
  return page.length < pageSize ? "done" : "idle";
}
