import type { SignedInUser } from "./api/auth.ts";

/**
 * What a signed-in page kept rendered in memory shows of the log, in names the events also use: a route
 * says which of these its page shows (`kept` below, as its `handle`), each event says which of them it
 * changes (src/cache/changes.ts), and a kept page is dropped as soon as one it shows changes. A name that no
 * event is said to change would keep a page forever, so a page needing a new kind of data needs a new name
 * here and its events in src/cache/changes.ts.
 */
export const shown = {
  /** An account as any page shows it: name, username, e-mail, admin flag, picture, organisation, the reactions to its profile. */
  account: (userId: number) => `account:${userId}`,
  /** A post as its card shows it: text, sharing, ratings (each reader's own among them), being there at all. */
  post: (postId: number) => `post:${postId}`,
  /** Which public posts are the newest: a public post added, or posts that may have become public or visible again. */
  publicPosts: "public-posts",
  /** Which of an author's posts are the newest visible ones. */
  postsBy: (userId: number) => `posts-by:${userId}`,
  /** Who a user's friends are, requests included. */
  friendsOf: (userId: number) => `friends-of:${userId}`,
  /**
   * Which posts of a user and of their friends are the newest: when the page is kept, the server expands it
   * into `friendsOf(userId)` and `postsBy` of the user and of each friend they have then.
   */
  friendsPosts: (userId: number) => `friends-posts:${userId}`,
} as const;

/**
 * A route's word that its part of a signed-in page may be kept rendered on the server (src/cache/http): given
 * its loader's data and who is signed in, the names of all it shows of the log, or null when this answer
 * must not be kept (a failed read shown as an error). A page is kept only when every route it matched says
 * so; what it shows beyond its data (the build, the time, the address) the server accounts for itself.
 */
export type Shows<Data> = (data: Data, viewer: SignedInUser) => string[] | null;

export interface KeptHandle {
  shows: Shows<never>;
}

/** The `handle` of a route whose page may be kept: `export const handle = kept<typeof data>((data, viewer) => [...])`. */
export function kept<Data>(shows: Shows<Data>): KeptHandle {
  return { shows: shows as Shows<never> };
}

/** For a route that shows nothing of the log itself (a guard, a frame around its children). */
export const showsNothing: KeptHandle = kept(() => []);

/** The declaration a route's `handle` carries, if any. */
export function keptHandleOf(handle: unknown): KeptHandle | undefined {
  const shows = (handle as Partial<KeptHandle> | undefined)?.shows;
  return typeof shows === "function" ? { shows } : undefined;
}
