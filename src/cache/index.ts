import type { Db } from "../../store/db.ts";
import type { Store } from "../../store/store.ts";
import type { LogTail } from "../../store/tail.ts";
import { followChanges } from "./follow.ts";
import { PostsCache } from "./posts.ts";
import { UserCache } from "./users.ts";
import { AccessTokenCache } from "./access-tokens.ts";
import { CatalogueOriginsCache } from "./catalogue-origins.ts";
import { SessionCache } from "./sessions.ts";
import { FriendsFeedCache } from "./friends-feed.ts";
import { RefreshTokenCache } from "./refresh-tokens.ts";
import { AnswerCache } from "./answers.ts";
import { BlocksCache } from "./blocks.ts";
import { FiltersCache } from "./filters.ts";

/** The read caches of the hot paths, kept current by the log through src/cache/changes.ts. */
export interface Caches {
  users: UserCache;
  posts: PostsCache;
  /** The friends feed's pieces: each viewer's friends, each author's newest ids, each post's view. */
  friendsFeed: FriendsFeedCache;
  accessTokens: AccessTokenCache;
  /** The other hosts of catalogue games and videos, for the pages' CSP. */
  catalogueOrigins: CatalogueOriginsCache;
  sessions: SessionCache;
  /** The session cookie's refresh tokens, as every signed-in page reads them. */
  refreshTokens: RefreshTokenCache;
  /** API answers as sent, each served while what it was made from is unchanged. */
  answers: AnswerCache;
  /** Each member's blocks and mutes, for the feeds and the realtime fan-out. */
  blocks: BlocksCache;
  /** Each member's keyword filters, for the feeds, profiles and search. */
  filters: FiltersCache;
}

export function createCaches(db: Db, store: Store, tail: LogTail, answerBytes: number): Caches {
  const caches = {
    users: new UserCache(db),
    posts: new PostsCache(db),
    friendsFeed: new FriendsFeedCache(db),
    accessTokens: new AccessTokenCache(),
    catalogueOrigins: new CatalogueOriginsCache(db),
    sessions: new SessionCache(db),
    refreshTokens: new RefreshTokenCache(db),
    answers: new AnswerCache(answerBytes),
    blocks: new BlocksCache(db),
    filters: new FiltersCache(db),
  };
  // Every cache follows the one map of what events change (src/cache/changes.ts).
  followChanges(store, tail, (changes) => {
    caches.users.follow(changes);
    caches.posts.follow(changes);
    caches.friendsFeed.follow(changes);
    caches.catalogueOrigins.follow(changes);
    caches.sessions.follow(changes);
    caches.refreshTokens.follow(changes);
    caches.blocks.follow(changes);
    caches.filters.follow(changes);
  });
  return caches;
}
