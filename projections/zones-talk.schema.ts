import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * What was said in the zones (zone talk is not end-to-end encrypted): the server's own record, which a report
 * freezes as evidence instead of the reporter's copy. A deleted account's messages leave with it.
 */
export const zoneMessages = sqliteTable(
  "zone_messages",
  {
    id: integer("id").primaryKey(),
    zone: text("zone").notNull(),
    instance: text("instance"),
    authorId: integer("author_id").notNull(),
    text: text("text").notNull(),
    x: real("x").notNull(),
    y: real("y").notNull(),
    z: real("z").notNull(),
    /** JSON array of user ids: who was near enough to hear it (only they may report it). */
    hearers: text("hearers").notNull(),
    saidAt: text("said_at").notNull(),
  },
  // A deleted account's messages, found without reading every zone's talk.
  (t) => [index("zone_messages_author").on(t.authorId, t.id)],
);
