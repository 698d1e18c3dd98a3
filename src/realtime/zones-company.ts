import type { ZonePresent } from "../../shared/api/zones.ts";
import type { ZonePresence } from "./zones.ts";

/** Who shares a place with the speaker: their own presence, the others with them, and the instance's name. */
export interface ZoneCompany {
  speaker: ZonePresent | undefined;
  others: ZonePresent[];
  instance?: string;
}

/**
 * The one rule of "who is with whom" zone talk follows: the speaker's instance of the zone, everyone in it (the
 * decision then keeps those near enough). Someone with no place yet (no move reached this server) has no company.
 */
export function companyOf(presence: ZonePresence, slug: string, userId: number): ZoneCompany {
  const instance = presence.instanceOf(slug, userId);
  if (instance === undefined) return { speaker: undefined, others: [] };
  const everyone = presence.peopleInInstance(slug, instance);
  return {
    speaker: everyone.find((person) => person.userId === userId),
    others: everyone.filter((person) => person.userId !== userId),
    instance: String(instance),
  };
}
