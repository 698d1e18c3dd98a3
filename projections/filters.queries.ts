import { desc, eq } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { keywordFilters } from "./filters.schema.ts";
import type { FilterAction } from "../shared/filters.ts";

export interface FilterRow {
  id: number;
  userId: number;
  phrase: string;
  action: FilterAction;
  expiresAt: string | null;
}

/** Every filter of `userId`, expired ones too, newest first: one range of `keyword_filters_user`. */
export async function filtersOf(db: Reader, userId: number): Promise<FilterRow[]> {
  return db
    .select({
      id: keywordFilters.id,
      userId: keywordFilters.userId,
      phrase: keywordFilters.phrase,
      action: keywordFilters.action,
      expiresAt: keywordFilters.expiresAt,
    })
    .from(keywordFilters)
    .where(eq(keywordFilters.userId, userId))
    .orderBy(desc(keywordFilters.id));
}

/** Whether a filter still applies at `now`. */
export function activeAt(filter: { expiresAt: string | null }, now: Date): boolean {
  return filter.expiresAt === null || Date.parse(filter.expiresAt) > now.getTime();
}
