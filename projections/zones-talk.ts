import { eq } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { zoneMessages } from "./zones-talk.schema.ts";

/** Zone talk as the server keeps it: one row per message, for reports; an account's go when it is deleted. */
export const zonesTalkProjection = projection({
  name: "zones-talk",
  version: 1,
  tables: [zoneMessages],
  on: ["ZoneMessageSaid", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "ZoneMessageSaid": {
        const { id, zone, instance, author, text, position, hearers } = event.data;
        const [x, y, z] = position;
        await tx
          .insert(zoneMessages)
          .values({
            id,
            zone,
            instance: instance ?? null,
            authorId: author,
            text,
            x,
            y,
            z,
            hearers: JSON.stringify(hearers),
            saidAt: event.at,
          })
          .onConflictDoNothing();
        return;
      }
      case "UserDeleted":
        // Their words went with their key; the rows go too, so nothing reads the erased placeholder.
        await tx.delete(zoneMessages).where(eq(zoneMessages.authorId, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
