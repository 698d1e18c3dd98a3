import type { Db } from "../../store/db.ts";
import {
  allRatingsBy,
  globalFeedPage,
  ratingsBy,
  type MyRating,
  type Page,
  type PostView,
} from "../../projections/posts.queries.ts";
import { LoadingCache } from "./loading-cache.ts";
import type { Change, ChangeKind } from "./changes.ts";

/**
 * The changes to what a global feed page shows: which public posts are the newest, a post's card (its
 * ratings among them), its author's account. A page cannot tell which posts and authors it holds, so any
 * of them drops every page.
 */
const changesPages = new Set<ChangeKind>(["publicPosts", "post", "account", "everything"]);

/** A user with more ratings than this is not cached; their pages ask the database instead. */
const MAX_CACHED_RATINGS = 10_000;

/**
 * The global feed cached: every page asked for (by `before` and `limit`) and each reader's own ratings, so
 * that reading the feed costs no query. Pages are dropped on any change to what they show
 * (src/cache/changes.ts); a reader's ratings are updated in place from each new rating.
 */
export class PostsCache {
  readonly #pages = new LoadingCache<string, PostView[]>(1000);
  readonly #ratings = new LoadingCache<number, Map<number, MyRating> | null>(10_000);
  #generation = 0;

  constructor(private readonly db: Db) {}

  /**
   * Counts the changes to what any global feed page shows, anyone's own ratings included (a rating changes
   * its post's average): an answer made from the pages and ratings of one generation is exact for as long
   * as the generation stays the same.
   */
  get generation() {
    return this.#generation;
  }

  publicPage(page: Page): Promise<PostView[]> {
    return this.#pages.get(`${page.before ?? ""}:${page.limit}`, () => globalFeedPage(this.db, page));
  }

  /** The reader's ratings of these posts. */
  async ratingsOf(userId: number, postIds: number[]): Promise<Map<number, MyRating>> {
    const held = await this.#ratings.get(userId, async () => {
      const all = await allRatingsBy(this.db, userId, MAX_CACHED_RATINGS + 1);
      return all.size > MAX_CACHED_RATINGS ? null : all;
    });
    return held ?? ratingsBy(this.db, userId, postIds);
  }

  follow(changes: Change[]): void {
    for (const change of changes) {
      if (change.kind === "rating") {
        const { id: user, post, stars, emoji } = change;
        this.#ratings.update(user, (held) => held?.set(post, { stars, emoji }));
      } else if (change.kind === "everything") {
        this.#ratings.invalidateAll();
      }
      if (!changesPages.has(change.kind)) continue;
      this.#generation++;
      this.#pages.invalidateAll();
    }
  }
}
