import type { PublicEndpoint, UserEndpoint } from "./endpoint.ts";
import type { FeedItem } from "./posts.ts";

/** One reply under a post (one level: replies have no replies). */
export interface Reply {
  id: number;
  post_id: number;
  user_id: number;
  user_name: string;
  username: string;
  /** The author's picture URL, or null for the default picture. */
  user_profile: string | null;
  text: string;
  created_at: string;
  /** Whether the caller may delete it: its author, or the post's author. */
  can_delete: boolean;
  /** Hidden pending review (reported by several people): present only for its author and admins. */
  hidden_pending_review?: true;
}

/** The most replies one page holds; the default page too (a thread reads oldest first). */
export const REPLY_PAGE_SIZE = 50;

/** `?after=<id>&limit=<n>`: the replies after the last one read, oldest first. */
export interface ThreadQuery {
  after?: number;
  limit?: number;
}

/** A post's page (`/posts/:id`): the post and the first page of its replies; `more` when more follow. */
export interface Thread {
  post: FeedItem;
  /** The post's page as people reach it (`PUBLIC_URL/posts/<id>`): its link preview's address. */
  url: string;
  replies: Reply[];
  more: boolean;
}

/**
 * A post with its first replies, for whoever may see the post: a visitor, its public posts only. Anything
 * else is 404, the answer a missing post gets, so a friends-only post's existence never shows.
 */
export const thread: PublicEndpoint<{ params: { id: number }; answer: Thread }> = {
  method: "GET",
  path: "/api/content/:id/thread",
  access: "public",
};

/** The replies after `after`, oldest first, under the same rule as `thread`. */
export const replies: PublicEndpoint<{ params: { id: number }; query: ThreadQuery; answer: Reply[] }> = {
  method: "GET",
  path: "/api/content/:id/replies",
  access: "public",
};

/** A reply under a post the caller may see: text 1–5000 characters, as a post's. */
export const addReply: UserEndpoint<{ params: { id: number }; body: { text: string }; answer: Reply }> = {
  method: "POST",
  path: "/api/content/:id/replies",
  access: "user",
};

/** Its author or the post's author (403 for anyone else who sees the post, 404 for who does not). */
export const deleteReply: UserEndpoint<{
  params: { id: number; replyId: number };
  answer: { success: true; reply_count: number };
}> = {
  method: "DELETE",
  path: "/api/content/:id/replies/:replyId",
  access: "user",
};
