import type { Api } from "./types.ts";
import type { FeaturedGame } from "../../shared/api/games.ts";
import type { FeedItem } from "../../shared/api/posts.ts";
import type { FriendLists } from "../../shared/api/friends.ts";
import type { OwnProfile, Profile } from "../../shared/api/profiles.ts";
import type { SearchResults } from "../../shared/api/search.ts";
import type { Shell } from "../../shared/api/system.ts";
import { request } from "./http.ts";

export const browserApi: Api = {
  shell: () => request<Shell>("GET", "/shell"),
  version: () => request<{ version: string }>("GET", "/fetch"),
  featuredGames: () => request<FeaturedGame[]>("GET", "/games/featured"),
  globalFeed: (before) => request<FeedItem[]>("GET", `/contents/global${page(before)}`),
  friendsFeed: (before) => request<FeedItem[]>("GET", `/contents/friends${page(before)}`),
  post: (id) => request<FeedItem>("GET", `/contents/item/${id}`),
  profile: (username) => request<Profile | OwnProfile>("GET", `/profile/${username ? encodeURIComponent(username) : ""}`),
  userPosts: (username, before) =>
    request<FeedItem[]>("GET", `/content/${username ? encodeURIComponent(username) : ""}${page(before)}`),
  friends: () => request<FriendLists>("GET", "/friends"),
  search: (q) => request<SearchResults>("GET", `/search?q=${encodeURIComponent(q)}`),
};

function page(before: number | undefined): string {
  return before === undefined ? "" : `?before=${before}`;
}
