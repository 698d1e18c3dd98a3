import type { AppContext } from "./context.ts";
import type { Actor } from "./actor.ts";
import type { Api } from "../web/api/types.ts";
import { shellFor } from "./http/shell.ts";
import { featuredGames } from "./games/featured.ts";
import { AppError } from "../shared/errors.ts";
import { friendsFeed, globalFeed, postItem, userPosts } from "./reads/posts.ts";
import { ownProfile, profileOf } from "./reads/profiles.ts";
import { friendLists } from "./reads/friends.ts";
import { search } from "./reads/search.ts";
import { DEFAULT_PAGE_SIZE } from "./http/paging.ts";

/** The Api for server rendering: direct calls into the projections, made as the request's user. */
export function serverApi(ctx: AppContext, user: Actor | null): Api {
  return withHook(ctx, {
    shell: async () => shellFor(ctx, user),
    version: async () => ({ version: ctx.config.version }),
    featuredGames: async () => [...featuredGames],
    globalFeed: async (before) => globalFeed(ctx, signedIn(user), { before, limit: DEFAULT_PAGE_SIZE }),
    friendsFeed: async (before) => friendsFeed(ctx, signedIn(user), { before, limit: DEFAULT_PAGE_SIZE }),
    post: async (id) => postItem(ctx, signedIn(user), id),
    profile: async (username) => (username ? profileOf(ctx, signedIn(user), username) : ownProfile(ctx, signedIn(user))),
    userPosts: async (username, before) => userPosts(ctx, signedIn(user), username, { before, limit: DEFAULT_PAGE_SIZE }),
    friends: async () => friendLists(ctx, signedIn(user)),
    search: async (q) => search(ctx, signedIn(user), q),
  });
}

/** The social calls are for signed-in people only, as their API routes are. */
function signedIn(user: Actor | null): Actor {
  if (!user) throw AppError.unauthorized();
  return user;
}

/** Lets a test delay or fail a call (see `beforeApiCall`); without a hook the Api is returned as it is. */
function withHook(ctx: AppContext, api: Api): Api {
  const hook = ctx.beforeApiCall;
  if (!hook) return api;
  const hooked = Object.entries(api).map(([name, call]) => [
    name,
    async (...args: unknown[]) => {
      await hook(name as keyof Api);
      return (call as (...args: unknown[]) => Promise<unknown>)(...args);
    },
  ]);
  return Object.fromEntries(hooked) as Api;
}
