import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { FeedItem } from "../../shared/api/posts.ts";
import type { KeywordFilter } from "../../shared/api/filters.ts";
import { matchingFilter } from "../../shared/filters.ts";
import { activeAt, filtersOf, type FilterRow } from "../../projections/filters.queries.ts";

/** A filter as Settings lists it. */
export function keywordFilter(row: FilterRow, now: Date): KeywordFilter {
  return {
    id: row.id,
    phrase: row.phrase,
    action: row.action,
    expires_at: row.expiresAt,
    expired: !activeAt(row, now),
  };
}

/** GET /api/filters: the caller's filters, expired ones too (marked), newest first. */
export async function filtersList(ctx: AppContext, viewer: Actor): Promise<KeywordFilter[]> {
  const now = ctx.clock.now();
  return (await filtersOf(ctx.db, viewer.id)).map((row) => keywordFilter(row, now));
}

/** The viewer's filters that apply now: from the cache, one query when not held. */
async function activeFiltersOf(ctx: AppContext, viewer: Actor): Promise<FilterRow[]> {
  const now = ctx.clock.now();
  return (await ctx.caches.filters.of(viewer.id)).filter((f) => activeAt(f, now));
}

/**
 * Posts as the viewer's keyword filters leave them: each of another's posts whose text or alt text holds a
 * filtered phrase is marked with it (`filtered`), never the viewer's own. Marked rather than dropped, as
 * Mastodon's, so that the next page still starts after the last post of this one (the browser leaves "hide"
 * ones out of what it shows).
 */
export async function withFilters(ctx: AppContext, viewer: Actor, items: FeedItem[]): Promise<FeedItem[]> {
  if (items.length === 0) return items;
  const filters = await activeFiltersOf(ctx, viewer);
  if (filters.length === 0) return items;
  return items.map((item) => {
    if (item.user_id === viewer.id) return item;
    const match = matchingFilter([item.context, item.alt_text], filters);
    return match ? { ...item, filtered: { phrase: match.phrase, action: match.action } } : item;
  });
}

/**
 * What a kept feed answer made for the viewer depends on of their filters now: the filters cache's generation and
 * which of them apply at this moment, so an expiry passing makes a new answer without any event.
 */
export async function filtersVersion(ctx: AppContext, viewer: Actor): Promise<string> {
  const active = await activeFiltersOf(ctx, viewer);
  return `${ctx.caches.filters.generation}:${active.map((f) => f.id).join(",")}`;
}
