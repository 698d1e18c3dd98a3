import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** The videos catalogue; as with games, a removed video keeps its row and its id. */
export const videos = sqliteTable(
  "videos",
  {
    id: integer("id").primaryKey(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    poster: text("poster").notNull(),
    mobile: integer("mobile", { mode: "boolean" }).notNull(),
    pc: integer("pc", { mode: "boolean" }).notNull(),
    source: text("source", { enum: ["shipped", "settings", "cli"] }).notNull(),
    removed: integer("removed", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("videos_key").on(t.key),
    index("videos_for_mobile").on(t.id).where(sql`mobile = 1 and removed = 0`),
    index("videos_for_pc").on(t.id).where(sql`pc = 1 and removed = 0`),
  ],
);
