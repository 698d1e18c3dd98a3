import type { UserEndpoint } from "./endpoint.ts";
import type { FilterAction } from "../filters.ts";

/** One keyword filter of the caller's, as Settings lists it. */
export interface KeywordFilter {
  id: number;
  phrase: string;
  action: FilterAction;
  /** When it stops applying (ISO time), or null for never; an expired filter is still listed until removed. */
  expires_at: string | null;
  /** Whether it has expired by now. */
  expired: boolean;
}

/** A new filter, or a filter's new state: `expires_in` in seconds from now (one of shared/filters.ts's), or null for never. */
export interface FilterInput {
  phrase: string;
  action: FilterAction;
  expires_in: number | null;
}

/** A change to a filter: only what is given changes; `expires_in` restarts the clock from now. */
export type FilterChange = Partial<FilterInput>;

/** The caller's keyword filters, newest first. */
export const filters: UserEndpoint<{ answer: KeywordFilter[] }> = {
  method: "GET",
  path: "/api/filters",
  access: "user",
};

/** Adds a keyword filter (at most 100; phrase 1–100 characters with a letter or digit). */
export const addFilter: UserEndpoint<{ body: FilterInput; answer: KeywordFilter }> = {
  method: "POST",
  path: "/api/filters",
  access: "user",
};

/** Changes one of the caller's filters: its phrase, action or expiry. */
export const changeFilter: UserEndpoint<{ params: { id: number }; body: FilterChange; answer: KeywordFilter }> = {
  method: "PATCH",
  path: "/api/filters/:id",
  access: "user",
};

/** Removes one of the caller's filters. */
export const removeFilter: UserEndpoint<{ params: { id: number }; answer: { success: true } }> = {
  method: "DELETE",
  path: "/api/filters/:id",
  access: "user",
};
