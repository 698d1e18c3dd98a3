import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Every uploaded file an account stored (post media, profile pictures, chat pictures), by its storage key: its size, when it was stored, and when it
 * stopped counting (its post deleted, its picture replaced, its account deleted). The storage quota sums
 * the live rows; the upload rate sums the rows stored within the last hour, live or not.
 */
export const mediaFiles = sqliteTable(
  "media_files",
  {
    key: text("key").primaryKey(),
    userId: integer("user_id").notNull(),
    /** The post the file belongs to; null for a profile picture or a chat picture. */
    postId: integer("post_id"),
    /** The chat a sealed picture was sent in; null for a post's media or a profile picture. */
    chatId: integer("chat_id"),
    bytes: integer("bytes").notNull(),
    storedAt: text("stored_at").notNull(),
    removedAt: text("removed_at"),
  },
  (t) => [index("media_files_user_stored").on(t.userId, t.storedAt), index("media_files_post").on(t.postId)],
);
