import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";
import { userStream } from "./users.ts";

/**
 * A member's keyword filters (issue 27, item 7), on their stream `filters-<by>`. The expiry is a moment, not a
 * duration, so the replay rebuilds the same table and nothing must fire on time: reads compare it with the clock.
 */
const id = z.number().int().positive();
const Filter = z.object({
  id,
  by: id,
  phrase: z.string(),
  action: z.enum(["hide", "warn"]),
  expiresAt: z.string().nullable(),
});

export const KeywordFilterAdded = defineEvent("KeywordFilterAdded", Filter);
/** The filter's whole new state. */
export const KeywordFilterChanged = defineEvent("KeywordFilterChanged", Filter);
export const KeywordFilterRemoved = defineEvent("KeywordFilterRemoved", z.object({ id, by: id }));

export const filtersEvents = [KeywordFilterAdded, KeywordFilterChanged, KeywordFilterRemoved] as const;

/** The words one filters say something of them: deleting the account erases them from the log. */
export const filtersPersonal = [
  personal(KeywordFilterAdded, (d) => userStream(d.by), ["phrase"]),
  personal(KeywordFilterChanged, (d) => userStream(d.by), ["phrase"]),
];

export function filtersStream(by: number): string {
  return `filters-${by}`;
}
