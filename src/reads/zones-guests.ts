import type { Actor } from "../actor.ts";
import type { Reader } from "../../store/db.ts";
import type { ZoneAccess, ZoneGuest } from "../../shared/api/zones.ts";
import { guestsOf, zoneBySlug } from "../../projections/zones.queries.ts";
import { ownedZone, standingOf, zoneNotFound } from "../../projections/zones.access.ts";
import { builtinZone } from "../../shared/zones.ts";

/** How the actor stands with a zone (GET /api/zones/{slug}/access): 403 for a private zone they may not enter. */
export async function accessOf(db: Reader, actor: Actor, slug: string): Promise<{ access: ZoneAccess }> {
  if (builtinZone(slug)) return { access: "allowed" };
  const zone = await zoneBySlug(db, slug);
  if (!zone) throw zoneNotFound();
  return { access: await standingOf(db, zone, actor.id) };
}

/** The owner's list of the zone's guests. */
export async function guestList(db: Reader, actor: Actor, slug: string): Promise<{ guests: ZoneGuest[] }> {
  const zone = await ownedZone(db, actor, slug);
  return { guests: await guestsOf(db, zone.id) };
}
