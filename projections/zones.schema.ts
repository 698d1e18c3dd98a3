import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** The zones people created (the built-in ones are a list in shared/zones.ts, not rows). */
export const zones = sqliteTable(
  "zones",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** The built-in world it shows: a built-in zone's slug. */
    scene: text("scene").notNull(),
    mode: text("mode", { enum: ["public", "private", "protected"] }).notNull(),
    autoAccess: integer("auto_access", { mode: "boolean" }).notNull(),
    avatar: integer("avatar").notNull(),
    broadcastNotify: integer("broadcast_notify", { mode: "boolean" }).notNull(),
    owner: integer("owner").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("zones_slug").on(t.slug),
    // The browser's list: every zone not private, newest first, and each person's own.
    index("zones_mode").on(t.mode, t.id),
    index("zones_owner").on(t.owner, t.id),
  ],
);

/** Each person's notes per zone (the library's notes box): the latest text. */
export const zoneNotes = sqliteTable(
  "zone_notes",
  {
    userId: integer("user_id").notNull(),
    zone: text("zone").notNull(),
    text: text("text").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.zone] })],
);

/**
 * Who a private or protected zone lets in besides its owner, and who asked: `invited` (private), `requested`,
 * `approved` or `refused` (protected). A revoked invitation has no row.
 */
export const zoneGuests = sqliteTable(
  "zone_guests",
  {
    zoneId: integer("zone_id").notNull(),
    userId: integer("user_id").notNull(),
    status: text("status", { enum: ["invited", "requested", "approved", "refused"] }).notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.userId] }),
    // The zones a person was invited to or let into (the list, the sidebar).
    index("zone_guests_user").on(t.userId, t.status, t.zoneId),
  ],
);
