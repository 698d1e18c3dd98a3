import { projection } from "../store/projection.ts";
import { contactMessages } from "./contact.schema.ts";

export const contactProjection = projection({
  name: "contact",
  version: 1,
  tables: [contactMessages],
  on: ["ContactMessageSent"],
  async apply(event, tx) {
    await tx
      .insert(contactMessages)
      .values({ position: event.position, ...event.data, sentAt: event.at })
      .onConflictDoNothing();
  },
});
