import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { NotificationKind, StoredNotificationSettings } from "../shared/notifications.ts";

/**
 * One row per notification group of a person (Mastodon's grouped notifications): all ratings of one post,
 * one friend request, a chat's messages… `key` names the group (`rating:<post>`), `position` is the log
 * position of its latest event (its place in the list and the page's cursor), `readPosition` how far the
 * person has read it: it is unread while `position > read_position`. `actors` holds the latest three
 * people, newest first; `actor_count` all of them.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    userId: integer("user_id").notNull(),
    key: text("key").notNull(),
    kind: text("kind").$type<NotificationKind>().notNull(),
    position: integer("position").notNull(),
    at: text("at").notNull(),
    readPosition: integer("read_position").notNull(),
    actors: text("actors", { mode: "json" }).$type<number[]>().notNull(),
    actorCount: integer("actor_count").notNull(),
    /** The post, chat or zone it is about, where there is one; `subject_slug` and `subject_name`, a zone's. */
    subjectId: integer("subject_id"),
    subjectSlug: text("subject_slug"),
    subjectName: text("subject_name"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // The page, newest first, paged by position.
    index("notifications_user_position").on(t.userId, t.position),
    // The unread count: only the unread rows are in it.
    index("notifications_unread").on(t.userId, t.position).where(sql`position > read_position`),
    // A post's or zone's groups, to remove them with it.
    index("notifications_key").on(t.key),
    // What one event made (the push reactor finds its recipients by it).
    index("notifications_position").on(t.position),
  ],
);

/** Everyone who is part of a group, once each: how a group counts its people without counting a repeat. */
export const notificationActors = sqliteTable(
  "notification_actors",
  {
    userId: integer("user_id").notNull(),
    key: text("key").notNull(),
    actorId: integer("actor_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.actorId] }), index("notification_actors_key").on(t.key)],
);

/** A person's choices, per kind and quiet hours; no row: the defaults. */
export const notificationSettings = sqliteTable("notification_settings", {
  userId: integer("user_id").primaryKey(),
  settings: text("settings", { mode: "json" }).$type<StoredNotificationSettings>().notNull(),
});
