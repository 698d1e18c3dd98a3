import type { Reader } from "../store/db.ts";
import type { ZoneAccess } from "../shared/api/zones.ts";
import { AppError } from "../shared/errors.ts";
import { builtinZone, mayEnter, type ZoneDefinition } from "../shared/zones.ts";
import { standingWith, zoneBySlug, type ZoneRow } from "./zones.queries.ts";

/**
 * Who may enter a zone and who owns it, as both the reads (a zone's page, its notes, its guests) and the
 * commands (notes, asking to enter, inviting) ask it: one place, below both, so neither imports the other.
 */

/** Only the acting account's id counts here. */
type Caller = { id: number };

/** A zone as the rules see it: a built-in one (open to everyone signed in) or a created one. */
export type ZoneFound = { builtin: ZoneDefinition } | { created: CreatedZone };
type CreatedZone = ZoneRow & { ownerUsername: string | null };

export const zoneNotFound = () => AppError.notFound("Zone not found", "zone_not_found");
/** 403 from a zone's mode: its code (`zone_private`, `zone_protected`) tells the page what to offer. */
export const zoneRefused = (mode: string) => AppError.forbidden("This zone is not open to you.", `zone_${mode}`);
const notOwner = () => AppError.forbidden("Only the zone's owner decides who enters.", "not_zone_owner");

/** The zone with this slug that `actor` may enter: 404 when there is none, 403 when its mode refuses them. */
export async function requireEnterableZone(db: Reader, actor: Caller, slug: string): Promise<ZoneFound> {
  const builtin = builtinZone(slug);
  if (builtin) return { builtin };
  const created = await zoneBySlug(db, slug);
  if (!created) throw zoneNotFound();
  if (created.mode === "public" || created.owner === actor.id) return { created };
  if (!mayEnter(created, actor.id, await standingWith(db, created, actor.id))) throw zoneRefused(created.mode);
  return { created };
}

/** The actor's created zone with this slug: 404 when there is none, 403 when it is someone else's. */
export async function ownedZone(db: Reader, actor: Caller, slug: string): Promise<CreatedZone> {
  if (builtinZone(slug)) throw notOwner();
  const zone = await zoneBySlug(db, slug);
  if (!zone) throw zoneNotFound();
  if (zone.owner !== actor.id) throw notOwner();
  return zone;
}

/** Allowed in, or for a protected zone where their request stands; a private zone they may not enter is refused (403). */
export async function standingOf(db: Reader, zone: ZoneRow, userId: number): Promise<ZoneAccess> {
  if (zone.mode === "public" || zone.owner === userId) return "allowed";
  const standing = await standingWith(db, zone, userId);
  if (mayEnter(zone, userId, standing)) return "allowed";
  if (zone.mode === "private") throw zoneRefused(zone.mode);
  if (standing.guest === "requested" || standing.guest === "refused") return standing.guest;
  return "none";
}
