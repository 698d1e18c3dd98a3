import type { ZonePresent } from "../../shared/api/zones.ts";
import type { ZonePresence } from "./zones.ts";

/** Who shares a place with the speaker: their own presence, the others with them, and the instance's name. */
export interface ZoneCompany {
  speaker: ZonePresent | undefined;
  others: ZonePresent[];
  instance?: string;
}

/**
 * The one rule of "who is with whom" zone talk follows (the decision then keeps those near enough). Until
 * zones have instances, the whole zone is one; with instances, this answers the speaker's instance alone.
 */
export function companyOf(presence: ZonePresence, slug: string, userId: number): ZoneCompany {
  const everyone = presence.peopleIn(slug);
  return {
    speaker: everyone.find((person) => person.userId === userId),
    others: everyone.filter((person) => person.userId !== userId),
  };
}
