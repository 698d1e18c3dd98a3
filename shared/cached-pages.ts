import type { SignedInUser } from "./api/auth.ts";

/**
 * What a signed-in page cached rendered shows of the log, in the names of the changes events make
 * (src/cache/changes.ts, `nameOf`): a route says which of these its page shows (`cached` below, as its
 * `handle`), each event says which of them it changes, and a cached page is dropped as soon as one it shows
 * changes. A name that no event is said to change would cache a page forever, so a page needing a new kind
 * of data needs a new kind of change there and its name here.
 */
export const shown = {
  /** An account as any page shows it: name, username, e-mail, admin flag, picture, organisation, the reactions to its profile. */
  account: (userId: number) => `account:${userId}`,
  /** A post as its card shows it: text, sharing, ratings (each reader's own among them), being there at all. */
  post: (postId: number) => `post:${postId}`,
  /** Which public posts are the newest: a public post added, or posts that may have become public or visible again. */
  publicPosts: "publicPosts",
  /** Which of an author's posts are the newest visible ones. */
  postsBy: (userId: number) => `postsBy:${userId}`,
  /** Who a user's friends are, requests included. */
  friendsOf: (userId: number) => `friendsOf:${userId}`,
  /**
   * Which posts of a user and of their friends are the newest: when the page is cached, the server expands it
   * into `friendsOf(userId)` and `postsBy` of the user and of each friend they have then.
   */
  friendsPosts: (userId: number) => `friendsPosts:${userId}`,
} as const;

/**
 * A route's word that its part of a signed-in page may be cached rendered on the server (src/cache/http):
 * given its loader's data and who is signed in, the names of all it shows of the log, or null when this
 * answer must not be cached (a failed read shown as an error). A page is cached only when every route it
 * matched says so; what it shows beyond its data (the build, the address) the server accounts for itself.
 */
export type Shows<Data> = (data: Data, viewer: SignedInUser) => string[] | null;

export interface CacheHandle {
  shows: Shows<never>;
}

/** The `handle` of a route whose page may be cached: `export const handle = cached<typeof data>((data, viewer) => [...])`. */
export function cached<Data>(shows: Shows<Data>): CacheHandle {
  return { shows: shows as Shows<never> };
}

/** For a route that shows nothing of the log itself (a guard, a frame around its children). */
export const showsNothing: CacheHandle = cached(() => []);

/** The declaration a route's `handle` carries, if any. */
export function cacheHandleOf(handle: unknown): CacheHandle | undefined {
  const shows = (handle as Partial<CacheHandle> | undefined)?.shows;
  return typeof shows === "function" ? { shows } : undefined;
}
