import type { FeaturedGame } from "../../shared/api/games.ts";
import type { FeedItem } from "../../shared/api/posts.ts";
import type { FriendLists } from "../../shared/api/friends.ts";
import type { OwnProfile } from "../../shared/api/profiles.ts";
import type { Profile } from "../../shared/api/profiles.ts";
import type { SearchResults } from "../../shared/api/search.ts";
import type { Shell } from "../../shared/api/system.ts";

/**
 * What route loaders may ask for. On the server it is plain function calls into the projections, made as
 * the session cookie's user; in the browser it is fetch to /api. Every answer is plain JSON.
 */
export interface Api {
  shell(): Promise<Shell>;
  /** The server's release, as GET /api/fetch answers it. */
  version(): Promise<{ version: string }>;
  featuredGames(): Promise<FeaturedGame[]>;
  /** Public posts of active users, newest first; `before` is the last ID of the previous page. */
  globalFeed(before?: number): Promise<FeedItem[]>;
  /** The caller's own and friends' posts of both sharing levels. */
  friendsFeed(before?: number): Promise<FeedItem[]>;
  /** One post if the caller may see it; a 404 ApiError (browser) or AppError (server) otherwise. */
  post(id: number): Promise<FeedItem>;
  /** Without a username the caller's own profile. */
  profile(username?: string): Promise<Profile | OwnProfile>;
  /** A user's posts the caller may see (without a username, the caller's own). */
  userPosts(username?: string, before?: number): Promise<FeedItem[]>;
  friends(): Promise<FriendLists>;
  search(q: string): Promise<SearchResults>;
}
