import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Videos posted and being made playable, one row per post id from `PostVideoUploaded` on: what their
 * authors see while they wait ("Processing…", the percentage, or why it failed), and the original's key,
 * which the media reactor deletes once the video is ready or has failed.
 */
export const postVideos = sqliteTable(
  "post_videos",
  {
    id: integer("id").primaryKey(),
    authorId: integer("author_id").notNull(),
    state: text("state", { enum: ["uploaded", "processing", "ready", "failed"] }).notNull(),
    percent: integer("percent").notNull().default(0),
    reason: text("reason"),
    originalKey: text("original_key").notNull(),
    uploadedAt: text("uploaded_at").notNull(),
    changedAt: text("changed_at").notNull(),
  },
  (t) => [index("post_videos_author").on(t.authorId, t.id)],
);
