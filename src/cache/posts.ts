import type { Db } from "../../events/db.ts";
import type { EventType, StoredEvent } from "../../events/index.ts";
import {
  allRatingsBy,
  globalFeedPage,
  ratingsBy,
  type MyRating,
  type Page,
  type PostView,
} from "../../projections/posts.queries.ts";
import { LoadingCache } from "./loading-cache.ts";

/** Events that change what a global feed page shows: its posts, their authors or their ratings. */
const changesPages = new Set<EventType>([
  "PostCreated",
  "PostEdited",
  "PostDeleted",
  "PostRated",
  "ProfileChanged",
  "UserEdited",
  "UserBlocked",
  "UserUnblocked",
  "UserDeleted",
  "ContentHiddenPendingReview",
  "ModerationActionTaken",
  "ModerationActionRevoked",
]);

/** A user with more ratings than this is not held in memory; their pages ask the database instead. */
const MAX_HELD_RATINGS = 10_000;

/**
 * The global feed in memory: every page asked for (by `before` and `limit`) and each reader's own ratings,
 * so that reading the feed costs no query. Pages are dropped on any change to what they show; a reader's
 * ratings are kept up to date from PostRated events.
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
      const all = await allRatingsBy(this.db, userId, MAX_HELD_RATINGS + 1);
      return all.size > MAX_HELD_RATINGS ? null : all;
    });
    return held ?? ratingsBy(this.db, userId, postIds);
  }

  follow(events: StoredEvent[]): void {
    for (const event of events) {
      if (!changesPages.has(event.type)) continue;
      this.#generation++;
      this.#pages.invalidateAll();
      if (event.type === "PostRated") {
        const { post, user, stars, emoji } = event.data;
        this.#ratings.update(user, (held) => held?.set(post, { stars, emoji }));
      }
    }
  }
}
