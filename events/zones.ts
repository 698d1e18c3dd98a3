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

/** What every guest event names: the zone (its id, slug and name, for the people told of it) and its owner. */
const guestOf = { zoneId, slug: z.string(), zoneName: z.string(), owner: userId, userId };

/**
 * The owner of a private zone invited someone (`userId`): they may enter it and see it listed. `ownerName`
 * is for the invitee's notice. Stream `zone-<id>`, like every guest event below.
 */
export const ZoneGuestInvited = defineEvent("ZoneGuestInvited", z.object({ ...guestOf, ownerName: z.string() }));

/** The owner took an invitation back: the person no longer enters the private zone. */
export const ZoneInvitationRevoked = defineEvent("ZoneInvitationRevoked", z.object(guestOf));

/**
 * Someone asked to enter a protected zone; the owner is told at once. `name` and `username` are the asker's,
 * so the owner's notice needs no read.
 */
export const ZoneAccessRequested = defineEvent(
  "ZoneAccessRequested",
  z.object({ ...guestOf, name: z.string(), username: z.string() }),
);

/** The owner let the person in (from a request, or after refusing them): they enter the protected zone. */
export const ZoneAccessApproved = defineEvent("ZoneAccessApproved", z.object(guestOf));

/** The owner refused the person's request, or took back their approval: they do not enter, and cannot ask again. */
export const ZoneAccessRefused = defineEvent("ZoneAccessRefused", z.object(guestOf));

export const zonesEvents = [
  ZoneCreated,
  ZoneNotesSaved,
  ZoneGuestInvited,
  ZoneInvitationRevoked,
  ZoneAccessRequested,
  ZoneAccessApproved,
  ZoneAccessRefused,
] as const;

export function zoneStream(zoneId: number): string {
  return `zone-${zoneId}`;
}

export function zoneNotesStream(userId: number): string {
  return `zone-notes-${userId}`;
}
