import type { LoaderFunctionArgs } from "../../router/index.ts";
import type { Api } from "../../../shared/api/endpoint.ts";
import { friendsFeed, globalFeed, type FeedItem } from "../../../shared/api/posts.ts";
import { apiOf } from "../../api/context.ts";
import { shellOf } from "../../auth/guards.ts";

// Apart from the feed's screen: /add loads the same feed while its screen's code comes after the popup's.

export type FeedTab = "friends" | "global";

export interface FeedData {
  tab: FeedTab;
  items: FeedItem[];
  error: string | null;
}

/** The tab is in the address (`?tab=friends`), so a shared or reloaded link opens the same tab. */
function tabOf(url: URL): FeedTab {
  return url.searchParams.get("tab") === "friends" ? "friends" : "global";
}

/** The chosen tab's posts before `before` (its first page without). */
export function feedOf(api: Api, tab: FeedTab) {
  const feed = tab === "friends" ? friendsFeed : globalFeed;
  return (before?: number) => api.call(feed, { query: { before } });
}

/** The first page of the chosen tab. Visitors see the landing screen instead, so nothing is loaded for them. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<FeedData | null> {
  const { user } = await shellOf(context);
  if (!user) return null;
  const tab = tabOf(new URL(request.url));
  try {
    return { tab, items: await feedOf(apiOf(context), tab)(), error: null };
  } catch {
    return { tab, items: [], error: "Failed to fetch content." };
  }
}
