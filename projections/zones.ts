import { projection } from "../events/projection.ts";
import { zoneNotes, zones } from "./zones.schema.ts";

/** The created zones and each person's notes per zone. */
export const zonesProjection = projection({
  name: "zones",
  version: 1,
  tables: [zones, zoneNotes],
  on: ["ZoneCreated", "ZoneNotesSaved"],
  async apply(event, tx) {
    switch (event.type) {
      case "ZoneCreated": {
        const { zoneId, ...zone } = event.data;
        await tx.insert(zones).values({ id: zoneId, ...zone, createdAt: event.at }).onConflictDoNothing();
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
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
