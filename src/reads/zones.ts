import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Zone } from "../../shared/api/zones.ts";
import { notesOf, visibleZones, type ZoneRow } from "../../projections/zones.queries.ts";
import { builtinZones, type ZoneDefinition } from "../../shared/zones.ts";
import { requireEnterableZone } from "../commands/zones.ts";

/** GET /api/zones: the built-in zones, then the created ones the caller may see, newest first. */
export async function zoneList(ctx: AppContext, actor: Actor): Promise<Zone[]> {
  const created = await visibleZones(ctx.db, actor.id);
  return [...builtinZones.map(builtinAnswer), ...created.map(({ zone, ownerUsername }) => createdAnswer(zone, ownerUsername))];
}

/** GET /api/zones/{slug}: the zone, or 404, or 403 when its mode refuses the caller. */
export async function zoneDetails(ctx: AppContext, actor: Actor, slug: string): Promise<Zone> {
  const found = await requireEnterableZone(ctx.db, actor, slug);
  return "builtin" in found ? builtinAnswer(found.builtin) : createdAnswer(found.created, found.created.ownerUsername);
}

/** GET /api/zones/{slug}/notes: the caller's own notes, for a zone they may enter. */
export async function zoneNotes(ctx: AppContext, actor: Actor, slug: string): Promise<{ text: string }> {
  await requireEnterableZone(ctx.db, actor, slug);
  return { text: await notesOf(ctx.db, actor.id, slug) };
}

function builtinAnswer(zone: ZoneDefinition): Zone {
  return { name: zone.name, path: zone.path, scene: zone.slug, mode: "public", builtin: true, owner: null };
}

function createdAnswer(zone: ZoneRow, ownerUsername: string | null): Zone {
  return { name: zone.name, path: `/zones/${zone.slug}`, scene: zone.scene, mode: zone.mode, builtin: false, owner: ownerUsername };
}
