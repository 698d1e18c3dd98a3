import type { Projection } from "../events/projection.ts";
import { contactMessages } from "./contact.schema.ts";

export const contactProjection: Projection = {
  name: "contact",
  version: 1,
  tables: [contactMessages],
  async apply(event, tx) {
    if (event.type !== "ContactMessageSent") return;
    await tx
      .insert(contactMessages)
      .values({ position: event.position, ...event.data, sentAt: event.at })
      .onConflictDoNothing();
  },
};
