import type { ZonePresent } from "../../../shared/api/zones.ts";

/** The people known in the zone with these arrivals or moves in them (a new map: React sees the change). */
export function arrived(
  known: ReadonlyMap<number, ZonePresent>,
  people: readonly ZonePresent[],
): ReadonlyMap<number, ZonePresent> {
  if (people.length === 0) return known;
  const next = new Map(known);
  for (const person of people) next.set(person.userId, person);
  return next;
}

/** The people known in the zone without this one. */
export function departed(known: ReadonlyMap<number, ZonePresent>, userId: number): ReadonlyMap<number, ZonePresent> {
  if (!known.has(userId)) return known;
  const next = new Map(known);
  next.delete(userId);
  return next;
}

/**
 * The camera's yaw grows without bound as one keeps turning; the server takes a facing within a few hundred
 * radians, so it is sent as the same direction within one turn either way of zero.
 */
export function facingWithinTurn(yaw: number): number {
  const turn = Math.PI * 2;
  return ((((yaw + Math.PI) % turn) + turn) % turn) - Math.PI;
}
