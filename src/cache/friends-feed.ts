import type { Db } from "../../events/db.ts";
import type { StoredEvent } from "../../events/index.ts";
import { friendIdsOf } from "../../projections/friends.queries.ts";
import {
  friendsFeedPage,
  newestPostIdsOf,
  postViewsByIds,
  type Page,
  type PostView,
} from "../../projections/posts.queries.ts";
import { LoadingCache } from "./loading-cache.ts";

/** How many of an author's newest visible post ids are held: a first page, and the next ones of most feeds. */
export const HELD_PER_AUTHOR = 20;
const MAX_AUTHORS = 50_000;
const MAX_VIEWS = 100_000;
const MAX_VIEWERS = 50_000;

/** An author's newest visible posts, newest first; `complete` when they are all the author has. */
interface AuthorPosts {
  ids: number[];
  complete: boolean;
}

/**
 * The friends feed in memory, as three pieces each kept by the log, so that no viewer's page is held and a
 * new post invalidates only its author's few ids: each viewer's friends, each author's newest visible post
 * ids, and each post as a feed shows it. A page is the merge of the viewer's and their friends' held ids;
 * whatever memory cannot answer exactly (a page deeper than what is held of some author) is asked of the
 * database (`friendsFeedPage`), so the answer is always the query's.
 *
 * A load that an event overtook (read before the change, finished after it) is handed to its caller but not
 * kept: each load under way collects the keys dropped meanwhile, and keeps none of those.
 */
export class FriendsFeedCache {
  readonly #friends = new LoadingCache<number, number[]>(MAX_VIEWERS);
  readonly #authors = new Map<number, AuthorPosts>();
  readonly #views = new Map<number, PostView>();
  /** The loads under way, each with what was dropped since it began. */
  readonly #authorLoads = new Set<Overtaken>();
  readonly #viewLoads = new Set<Overtaken>();
  #generation = 0;

  constructor(private readonly db: Db) {}

  /**
   * Counts the changes to what any friends feed page shows (posts, their ratings and authors, friendships):
   * an answer made while it had one value is exact for as long as it keeps it.
   */
  get generation() {
    return this.#generation;
  }

  /** The viewer's friends, as the feed merges their posts. */
  friendsOf(viewerId: number): Promise<number[]> {
    return this.#friends.get(viewerId, () => friendIdsOf(this.db, viewerId));
  }

  /** The viewer's and their friends' visible posts, newest first, as `friendsFeedPage` answers them. */
  async page(viewerId: number, page: Page): Promise<PostView[]> {
    const friends = await this.friendsOf(viewerId);
    const authors = [viewerId, ...friends];
    const unheldAuthors = authors.filter((a) => !this.#authors.has(a));
    if (unheldAuthors.length > 0) await this.#loadAuthors(unheldAuthors);
    const ids = this.#merge(authors, page);
    if (!ids) return friendsFeedPage(this.db, viewerId, page);
    const unheldViews = ids.filter((id) => !this.#views.has(id));
    if (unheldViews.length > 0) await this.#loadViews(unheldViews);
    const views: PostView[] = [];
    for (const id of ids) {
      const view = this.#views.get(id);
      // Deleted or hidden between the two reads: the database answers this one.
      if (!view) return friendsFeedPage(this.db, viewerId, page);
      views.push(view);
    }
    return views;
  }

  /**
   * The page's ids from the held ones, or undefined when they cannot tell it exactly: an author not held
   * entirely may have posts older than the oldest held, and none of those may belong on the page.
   */
  #merge(authors: number[], page: Page): number[] | undefined {
    const before = page.before ?? Number.POSITIVE_INFINITY;
    let known = Number.NEGATIVE_INFINITY;
    // The page so far, newest first: each author's list is newest first too, so an author is left as soon
    // as their next id would not make the page.
    const ids: number[] = [];
    for (const author of authors) {
      const held = this.#authors.get(author);
      if (!held) return undefined;
      if (!held.complete) known = Math.max(known, held.ids.at(-1)!);
      for (const id of held.ids) {
        if (id >= before) continue;
        if (ids.length === page.limit && id <= ids.at(-1)!) break;
        let at = ids.length;
        while (at > 0 && ids[at - 1]! < id) at--;
        ids.splice(at, 0, id);
        if (ids.length > page.limit) ids.pop();
      }
    }
    const exact = ids.length === page.limit ? ids.at(-1)! >= known : known === Number.NEGATIVE_INFINITY;
    return exact ? ids : undefined;
  }

  async #loadAuthors(authors: number[]) {
    const rows = await during(this.#authorLoads, () => newestPostIdsOf(this.db, authors, HELD_PER_AUTHOR));
    const byAuthor = new Map<number, number[]>(authors.map((a) => [a, []]));
    for (const row of rows.value) byAuthor.get(row.authorId)!.push(row.id);
    for (const [author, ids] of byAuthor) {
      if (rows.overtaken.has(author)) continue;
      ids.sort((a, b) => b - a);
      keep(this.#authors, author, { ids, complete: ids.length < HELD_PER_AUTHOR }, MAX_AUTHORS);
    }
  }

  async #loadViews(ids: number[]) {
    const views = await during(this.#viewLoads, () => postViewsByIds(this.db, ids));
    for (const view of views.value) {
      if (!views.overtaken.has(view.id)) keep(this.#views, view.id, view, MAX_VIEWS);
    }
  }

  #dropAuthor(author: number) {
    this.#authors.delete(author);
    for (const load of this.#authorLoads) load.add(author);
  }

  #dropView(id: number) {
    this.#views.delete(id);
    for (const load of this.#viewLoads) load.add(id);
  }

  /** Everything held of an author: their ids, and the views of their posts (which show their name). */
  #dropEverythingOf(author: number) {
    this.#dropAuthor(author);
    for (const [id, view] of this.#views) if (view.authorId === author) this.#views.delete(id);
    // A view being loaded may show the author as they were: none of those loads is kept.
    for (const load of this.#viewLoads) load.all = true;
  }

  follow(events: StoredEvent[]): void {
    for (const event of events) {
      switch (event.type) {
        case "PostCreated":
          this.#dropAuthor(event.data.author);
          break;
        case "PostEdited":
          this.#dropView(event.data.id);
          break;
        case "PostRated":
          this.#dropView(event.data.post);
          break;
        case "PostDeleted": {
          const id = event.data.id;
          const author = this.#views.get(id)?.authorId;
          this.#dropView(id);
          if (author !== undefined) this.#dropAuthor(author);
          else for (const [a, held] of this.#authors) if (held.ids.includes(id)) this.#dropAuthor(a);
          break;
        }
        case "ContentHiddenPendingReview":
        case "ModerationActionTaken":
        case "ModerationActionRevoked":
          // A post held or shown again, its media marked, its author limited: all of the account's held.
          this.#dropEverythingOf(event.data.account);
          break;
        case "UserEdited":
        case "ProfileChanged":
        case "UserBlocked":
        case "UserUnblocked":
          this.#dropEverythingOf(event.data.userId);
          break;
        case "UserDeleted":
          this.#dropEverythingOf(event.data.userId);
          this.#friends.invalidateAll();
          break;
        case "FriendRequested":
        case "FriendRequestAccepted":
        case "FriendRequestDeclined":
        case "FriendRequestCancelled":
          this.#friends.invalidate(event.data.from);
          this.#friends.invalidate(event.data.to);
          break;
        case "FriendshipEnded":
          this.#friends.invalidate(event.data.by);
          this.#friends.invalidate(event.data.other);
          break;
        default:
          continue;
      }
      this.#generation++;
    }
  }
}

/** The keys dropped while a load was under way; `all` when a change reached too wide to list. */
class Overtaken extends Set<number> {
  all = false;
  override has(key: number): boolean {
    return this.all || super.has(key);
  }
}

/** Runs `load` registered in `loads`, and gives its value with what overtook it. */
async function during<T>(loads: Set<Overtaken>, load: () => Promise<T>): Promise<{ value: T; overtaken: Overtaken }> {
  const overtaken = new Overtaken();
  loads.add(overtaken);
  try {
    return { value: await load(), overtaken };
  } finally {
    loads.delete(overtaken);
  }
}

/** Keeps `value` under `key`, dropping the oldest entry when the map is full (a Map keeps insertion order). */
function keep<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
