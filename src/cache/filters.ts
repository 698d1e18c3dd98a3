import type { Db } from "../../store/db.ts";
import type { Change } from "./changes.ts";
import { filtersOf, type FilterRow } from "../../projections/filters.queries.ts";
import { LoadingCache } from "./loading-cache.ts";

const MAX_PEOPLE = 50_000;

/**
 * Each member's keyword filters, expired ones included (the reader compares them with its clock), so that a feed
 * page reads a viewer's filters in one query at most, and none while they are held. Follows the one map of
 * changes: a filter added, changed or removed drops its owner's entry; `generation` counts those changes, so an
 * answer cached as sent (src/cache/http/api-answers.ts) stands only while no filter changed since.
 */
export class FiltersCache {
  readonly #filters = new LoadingCache<number, FilterRow[]>(MAX_PEOPLE);
  #generation = 0;

  constructor(private readonly db: Db) {}

  get generation() {
    return this.#generation;
  }

  of(userId: number): Promise<FilterRow[]> {
    return this.#filters.get(userId, () => filtersOf(this.db, userId));
  }

  follow(changes: Change[]): void {
    for (const change of changes) {
      if (change.kind === "filtersOf") this.#filters.invalidate(change.id);
      else if (change.kind === "everything") this.#filters.invalidateAll();
      else continue;
      this.#generation++;
    }
  }
}
