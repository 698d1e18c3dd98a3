import type { EventOf } from "../../events/index.ts";
import type { NewZone } from "../../shared/api/zones.ts";
import { AppError } from "../../shared/errors.ts";
import { builtinZone, createdZoneSlug } from "../../shared/zones.ts";

/** A new zone shows one of the built-in worlds; its address is `/zones/<name>-<id>`, the id the store gave. */
export function decideCreateZone(
  { owner, zone }: { owner: number; zone: NewZone },
  { zoneId }: { zoneId: number },
): { path: string; events: EventOf<"ZoneCreated">[] } {
  if (!builtinZone(zone.zone)) throw AppError.badRequest("Please select all required options.", "zone_unknown");
  const slug = createdZoneSlug(zone.name, zoneId);
  const { zone: scene, ...choices } = zone;
  return {
    path: `/zones/${slug}`,
    events: [{ type: "ZoneCreated", data: { zoneId, slug, scene, ...choices, owner } }],
  };
}

/** A person's notes for a zone are saved whole; saving the text already saved records nothing. */
export function decideZoneNotes(
  { userId, zone, text }: { userId: number; zone: string; text: string },
  { saved }: { saved: string | null | undefined },
): EventOf<"ZoneNotesSaved">[] {
  return saved === text ? [] : [{ type: "ZoneNotesSaved", data: { zone, userId, text } }];
}
