import { z } from "zod";
import { defineEvent } from "./define.ts";

const zoneId = z.number().int().positive();
const userId = z.number().int().positive();

/** Who may enter a created zone: anyone signed in, its owner and invited people, or people the owner approves. */
export const ZoneMode = z.enum(["public", "private", "protected"]);

/**
 * Someone created a zone of their own (stream `zone-<id>`): a name, the built-in world it shows (`scene`, a
 * built-in zone's slug), its address's last part (`slug`, unique), its mode and the creation form's choices.
 */
export const ZoneCreated = defineEvent(
  "ZoneCreated",
  z.object({
    zoneId,
    slug: z.string(),
    name: z.string(),
    scene: z.string(),
    mode: ZoneMode,
    autoAccess: z.boolean(),
    avatar: z.union([z.literal(1), z.literal(2)]),
    broadcastNotify: z.boolean(),
    owner: userId,
  }),
);

/**
 * A person saved their notes for a zone (the library's notes box), the whole text each time (stream
 * `zone-notes-<userId>`: a person's notes are theirs alone). `zone` is the zone's slug.
 */
export const ZoneNotesSaved = defineEvent("ZoneNotesSaved", z.object({ zone: z.string(), userId, text: z.string() }));

export const zonesEvents = [ZoneCreated, ZoneNotesSaved] as const;

export function zoneStream(zoneId: number): string {
  return `zone-${zoneId}`;
}

export function zoneNotesStream(userId: number): string {
  return `zone-notes-${userId}`;
}
