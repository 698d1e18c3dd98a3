import { ApiError } from "./apiError.ts";

/**
 * The server's reason for refusing a write, when it is one the person can act on by waiting or making
 * room: a write budget (429) or the storage quota (413). Null for any other failure, whose screen keeps
 * its own words.
 */
export function budgetRefusal(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 429 || error.status === 413) ? error.message : null;
}
