import type { UserEndpoint } from "./endpoint.ts";
import type { FeedItem } from "./posts.ts";
import type { UserSummary } from "./users.ts";

export interface SearchResults {
  users: UserSummary[];
  posts: FeedItem[];
  zones: { name: string; path: string }[];
  games: { id: number; title: string; image_url: string }[];
}

/** People, posts, zones and games the caller may see whose name or text matches `q` (1–100 characters). */
export const search: UserEndpoint<{ query: { q: string }; answer: SearchResults }> = {
  method: "GET",
  path: "/api/search",
  access: "user",
};

/**
 * People whose username or name starts with `q` (case-insensitive, a leading `@` ignored), best first: the
 * exact username, then usernames, then names starting with it; at most 10, never blocked, deleted or unverified.
 */
export const people: UserEndpoint<{ query: { q: string }; answer: UserSummary[] }> = {
  method: "GET",
  path: "/api/people",
  access: "user",
};
