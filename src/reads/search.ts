import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { SearchResults } from "../../shared/api/search.ts";
import { personQuery } from "./people.ts";
import { searchPosts } from "../../projections/posts.queries.ts";
import { feedItems } from "./posts.ts";
import { withFilters } from "./filters.ts";
import { userSummary } from "./profiles.ts";
import { searchUsers } from "../../projections/profiles.queries.ts";
import { wordsOf } from "../../projections/words.ts";
import { gamesMatching } from "../../projections/games.queries.ts";
import { zonesMatching } from "../../shared/zones.ts";

const USERS = 10;
const POSTS = 20;
const GAMES = 10;
const ZONES = 10;

/**
 * GET /api/search: people whose username or name starts with the query, posts with a word starting with its
 * longest word (and containing the others), and the built-in zones and games whose name contains it, all
 * case-insensitive and only what the caller may see.
 */
export async function search(ctx: AppContext, viewer: Actor, q: string): Promise<SearchResults> {
  const query = q.trim().toLowerCase();
  const words = wordsOf(query).sort((a, b) => b.length - a.length);
  const [users, views, games] = await Promise.all([
    searchUsers(ctx.db, viewer.id, personQuery(query), USERS),
    words.length > 0 ? searchPosts(ctx.db, viewer.id, words[0]!, words.slice(1), POSTS) : [],
    gamesMatching(ctx.db, query, GAMES),
  ]);
  return {
    users: users.map(userSummary),
    posts: await withFilters(ctx, viewer, await feedItems(ctx, viewer, views)),
    zones: zonesMatching(query)
      .slice(0, ZONES)
      .map((zone) => ({ name: zone.name, path: zone.path })),
    games: games.map((game) => ({ id: game.id, title: game.title, image_url: game.image })),
  };
}
