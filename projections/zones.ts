import { projection } from "../store/projection.ts";
import type { Tx } from "../store/db.ts";
import { and, eq } from "drizzle-orm";
import { zoneGuests, zoneNotes, zones } from "./zones.schema.ts";
import type { ZoneGuestStatus } from "./zones.queries.ts";

/** The created zones, who each lets in or was asked by, and each person's notes per zone. */
export const zonesProjection = projection({
  name: "zones",
  version: 2,
  tables: [zones, zoneNotes, zoneGuests],
  on: [
    "ZoneCreated",
    "ZoneNotesSaved",
    "ZoneGuestInvited",
    "ZoneInvitationRevoked",
    "ZoneAccessRequested",
    "ZoneAccessApproved",
    "ZoneAccessRefused",
  ],
  async apply(event, tx) {
    switch (event.type) {
      case "ZoneCreated": {
        const { zoneId, ...zone } = event.data;
        await tx
          .insert(zones)
          .values({ id: zoneId, ...zone, createdAt: event.at })
          .onConflictDoNothing();
        return;
      }
      case "ZoneNotesSaved": {
        const { userId, zone, text } = event.data;
        await tx
          .insert(zoneNotes)
          .values({ userId, zone, text, updatedAt: event.at })
          .onConflictDoUpdate({ target: [zoneNotes.userId, zoneNotes.zone], set: { text, updatedAt: event.at } });
        return;
      }
      case "ZoneGuestInvited":
        return setGuest(tx, event.data, "invited", event.at);
      case "ZoneAccessRequested":
        return setGuest(tx, event.data, "requested", event.at);
      case "ZoneAccessApproved":
        return setGuest(tx, event.data, "approved", event.at);
      case "ZoneAccessRefused":
        return setGuest(tx, event.data, "refused", event.at);
      case "ZoneInvitationRevoked": {
        const { zoneId, userId } = event.data;
        await tx.delete(zoneGuests).where(and(eq(zoneGuests.zoneId, zoneId), eq(zoneGuests.userId, userId)));
        return;
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

async function setGuest(tx: Tx, guest: { zoneId: number; userId: number }, status: ZoneGuestStatus, at: string) {
  const { zoneId, userId } = guest;
  await tx
    .insert(zoneGuests)
    .values({ zoneId, userId, status, updatedAt: at })
    .onConflictDoUpdate({ target: [zoneGuests.zoneId, zoneGuests.userId], set: { status, updatedAt: at } });
}
