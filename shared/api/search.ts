import type { FeedItem } from "./posts.ts";
import type { UserSummary } from "./users.ts";

export interface SearchResults {
  users: UserSummary[];
  posts: FeedItem[];
  zones: { name: string; path: string }[];
  games: { id: string; title: string; image_url: string }[];
}
