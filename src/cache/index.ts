import type { Db } from "../db/client.ts";
import type { Store } from "../../events/store.ts";
import type { LogTail } from "../realtime/tail.ts";
import { followLog } from "./follow.ts";
import { GlobalFeedCache } from "./posts.ts";
import { UserCache } from "./users.ts";
import { AccessTokenCache } from "./access-tokens.ts";

/** The in-memory read caches of the hot paths, kept current by the log. */
export interface Caches {
  users: UserCache;
  globalFeed: GlobalFeedCache;
  accessTokens: AccessTokenCache;
}

export function createCaches(db: Db, store: Store, tail: LogTail): Caches {
  const caches = { users: new UserCache(db), globalFeed: new GlobalFeedCache(db), accessTokens: new AccessTokenCache() };
  followLog(store, tail, (events) => {
    caches.users.follow(events);
    caches.globalFeed.follow(events);
  });
  return caches;
}
