import { sql } from "drizzle-orm";
import type { ImageRenditions } from "../shared/renditions.ts";
import type { VideoRenditions } from "../shared/video.ts";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Posts as feeds show them. `deleted` is set by the post's deletion or its author's; `author_active` goes
 * off while the author is blocked. The rating and reply columns are recomputed from `ratings` on every rating, never
 * incremented, so a replay heals them.
 */
export const posts = sqliteTable(
  "posts",
  {
    id: integer("id").primaryKey(),
    authorId: integer("author_id").notNull(),
    text: text("text").notNull(),
    sharing: integer("sharing").notNull(),
    mediaUrl: text("media_url"),
    mediaType: text("media_type", { enum: ["image", "video"] }),
    mediaKey: text("media_key"),
    /** A picture's renditions (shared/renditions.ts), named from `media_key`; null when stored as sent. */
    mediaRenditions: text("media_renditions", { mode: "json" }).$type<ImageRenditions>(),
    /** A transcoded video's renditions and poster (shared/video.ts), named from `media_key`; null otherwise. */
    mediaVideo: text("media_video", { mode: "json" }).$type<VideoRenditions>(),
    /** The picture's description for screen readers, written by its author; null when none. */
    altText: text("alt_text"),
    /** Its author's content warning: the post shows collapsed behind it (issue 27 item 5); null when none. */
    contentWarning: text("content_warning"),
    /** Its author marked its media sensitive: shown blurred until tapped (a moderator's mark is `sensitive`). */
    mediaSensitive: integer("media_sensitive", { mode: "boolean" }).notNull().default(false),
    createdPosition: integer("created_position").notNull(),
    createdAt: text("created_at").notNull(),
    editedAt: text("edited_at"),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    authorActive: integer("author_active", { mode: "boolean" }).notNull().default(true),
    ratingCount: integer("rating_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
    /** Replies that show (their author neither blocked nor deleted): recounted from `replies` on every change. */
    replyCount: integer("reply_count").notNull().default(0),
    /**
     * Moderation's hold: 0 shown; 1 hidden pending review (reported by several people: its author still sees
     * it on their profile); 2 removed by a moderator (hidden from everyone; an undo or a granted appeal
     * brings it back).
     */
    held: integer("held").notNull().default(0),
    /** A moderator marked its media sensitive: shown blurred until tapped. */
    sensitive: integer("sensitive", { mode: "boolean" }).notNull().default(false),
    /** Its author is limited by a moderator: a public post is seen by their friends only. */
    limited: integer("limited", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    // The global feed: visible public posts, newest first, read as a range of this index.
    index("posts_public")
      .on(t.id)
      .where(sql`sharing = 1 and deleted = 0 and author_active = 1 and held = 0 and limited = 0`),
    // Profiles and the friends feed: one author's posts, newest first.
    index("posts_author").on(t.authorId, t.id),
    // Fetching a post's media file: the file's key finds the post whose visibility decides. Only posts with
    // media are in it, so a post without (most of a replay) costs no entry.
    index("posts_media_key").on(t.mediaKey).where(sql`media_key is not null`),
  ],
);

/** One rating per user per post; a later one replaces it. */
export const ratings = sqliteTable(
  "ratings",
  {
    postId: integer("post_id").notNull(),
    userId: integer("user_id").notNull(),
    stars: integer("stars").notNull(),
    emoji: text("emoji"),
    ratedAt: text("rated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("ratings_user").on(t.userId, t.postId)],
);

/**
 * The lower-cased words of each post's text, so search finds posts by a word or its beginning through its
 * key. A row holds one word for a block of 32 consecutive post ids: `post_bits` has bit `id % 32` set for each
 * post `block * 32 + id % 32` whose text has the word (projections/words.ts). A run of new posts sharing
 * words writes one row per word instead of one per post and word, and the key's order is still (word, post
 * id). One B-tree only (a migration makes it `WITHOUT ROWID`, which drizzle cannot say; a migration that
 * rebuilds this table must keep it): a post's words are found again from its text when it changes, so no
 * index by post is kept. A row whose bits are all cleared is deleted, never kept empty.
 */
export const postWords = sqliteTable(
  "post_words",
  {
    word: text("word").notNull(),
    block: integer("block").notNull(),
    postBits: integer("post_bits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.block] })],
);

/**
 * What the posts read model knows of authors whose posts it must hide: blocked now, or deleted. A post is
 * created with its author's state as it stands at that moment in the log, never a default, so a post that
 * reached the log just after its author's block starts hidden.
 */
export const postAuthors = sqliteTable("post_authors", {
  userId: integer("user_id").primaryKey(),
  blocked: integer("blocked", { mode: "boolean" }).notNull().default(false),
  deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
  /** Limited by a moderator: their public posts are seen by friends only. */
  limited: integer("limited", { mode: "boolean" }).notNull().default(false),
});

/**
 * Replies under posts, one level (projections/replies.ts). A deleted reply, and every reply of a deleted
 * account, is gone from the table; `author_active` goes off while its author is blocked, as a post's does.
 */
export const replies = sqliteTable(
  "replies",
  {
    id: integer("id").primaryKey(),
    postId: integer("post_id").notNull(),
    authorId: integer("author_id").notNull(),
    text: text("text").notNull(),
    createdAt: text("created_at").notNull(),
    authorActive: integer("author_active", { mode: "boolean" }).notNull().default(true),
    /** Removed by a moderator (issue 27): out of its thread and count until the action is taken back. */
    removed: integer("removed", { mode: "boolean" }).notNull().default(false),
    /**
     * Hidden pending review (reported by several people, issue 27 item 4): out of its thread and count for all
     * but its author and admins, until a moderator's decision on it.
     */
    held: integer("held", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    // A post's thread, oldest first, and its count: a range of this index.
    index("replies_post").on(t.postId, t.id),
    // An author blocked, unblocked or deleted: their replies, and the posts whose counts change.
    index("replies_author").on(t.authorId, t.postId),
  ],
);

/**
 * Who asked to be reminded of a picture's missing alt text, and who wants content warnings and sensitive
 * media always shown: a person without a row wants neither (the defaults).
 */
export const postSettings = sqliteTable("post_settings", {
  userId: integer("user_id").primaryKey(),
  altTextReminder: integer("alt_text_reminder", { mode: "boolean" }).notNull(),
  alwaysShowSensitive: integer("always_show_sensitive", { mode: "boolean" }).notNull().default(false),
});
