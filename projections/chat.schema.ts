import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * One row per chat. A pair has one chat: `user_low` < `user_high`, unique together, so starting the same
 * pair's chat twice is refused by the index even if two requests raced past the command's check.
 */
export const chats = sqliteTable(
  "chats",
  {
    id: integer("id").primaryKey(),
    userLow: integer("user_low").notNull(),
    userHigh: integer("user_high").notNull(),
    startedAt: text("started_at").notNull(),
    /** The last message (what the chat list shows), null until one is sent. */
    lastMessageId: integer("last_message_id"),
    /** When the chat last had news (its start, then each message): the chat list's order. */
    activeAt: text("active_at").notNull(),
  },
  (t) => [uniqueIndex("chats_pair").on(t.userLow, t.userHigh)],
);

/**
 * Each chat as one of its two people sees it: whom it is with, how far they have read and how many
 * messages from the other wait unread. `last_counted_id` makes counting a message idempotent.
 * The receipts the other person sees of this one: `delivered_up_to`, how far this person's browsers have
 * received the chat; `read_receipt_up_to`, how far they have read as told to the other (reads while either
 * had read receipts off are not told, so it can lag `last_read_id`).
 */
export const chatMembers = sqliteTable(
  "chat_members",
  {
    userId: integer("user_id").notNull(),
    chatId: integer("chat_id").notNull(),
    otherId: integer("other_id").notNull(),
    activeAt: text("active_at").notNull(),
    lastReadId: integer("last_read_id").notNull().default(0),
    lastCountedId: integer("last_counted_id").notNull().default(0),
    unread: integer("unread").notNull().default(0),
    deliveredUpTo: integer("delivered_up_to").notNull().default(0),
    readReceiptUpTo: integer("read_receipt_up_to").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chatId] }),
    // The chat list: one person's chats, most recently active first.
    index("chat_members_recent").on(t.userId, t.activeAt, t.chatId),
  ],
);

/**
 * Messages as the server holds them: `content` is the sealed envelope of a text, or the URL of a sealed
 * picture (`is_image`), whose storage key is kept so the picture's readers can be found from the file.
 */
export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: integer("id").primaryKey(),
    chatId: integer("chat_id").notNull(),
    senderId: integer("sender_id").notNull(),
    content: text("content").notNull(),
    isImage: integer("is_image", { mode: "boolean" }).notNull(),
    mediaKey: text("media_key"),
    sentAt: text("sent_at").notNull(),
  },
  (t) => [
    // A chat's history, newest first, a page at a time (`?before=<id>`).
    index("chat_messages_history").on(t.chatId, t.id),
    // Fetching a picture: its key finds the message, whose chat decides who may read it.
    index("chat_messages_media").on(t.mediaKey).where(sql`media_key is not null`),
  ],
);

/** Who has turned read receipts off: a person without a row sends them (the default). */
export const chatReceiptSettings = sqliteTable("chat_receipt_settings", {
  userId: integer("user_id").primaryKey(),
  sendReadReceipts: integer("send_read_receipts", { mode: "boolean" }).notNull(),
});

/**
 * Each person's current end-to-end keys: the ECDH public key messages are sealed for, the ECDSA signing key
 * that signed it (`signature`), and the backup of the private keys (sealed in the browser; the server can
 * open none of it) with the SHA-256 of its verifier. A row of the first design (before issue 24) has no
 * signing key and no backup: its owner's browser makes new keys.
 */
export const chatKeys = sqliteTable("chat_keys", {
  userId: integer("user_id").primaryKey(),
  publicKey: text("public_key").notNull(),
  signingKey: text("signing_key"),
  signature: text("signature"),
  backupId: integer("backup_id"),
  backupKdf: text("backup_kdf", { enum: ["recovery-key", "argon2id"] }),
  /** Argon2id's parameters as JSON, for a passphrase backup. */
  backupArgon2: text("backup_argon2"),
  salt: text("salt").notNull(),
  wrapped: text("wrapped"),
  verifierHash: text("verifier_hash"),
  publishedAt: text("published_at").notNull(),
  /** The current session key (prekey) and its signature by `signingKey`; null until one is published. */
  prekey: text("prekey"),
  prekeySignature: text("prekey_signature"),
  prekeyPublishedAt: text("prekey_published_at"),
});

/**
 * Every public key a person has had, oldest first, with the signing key that vouched for it: a browser
 * opens an older message under one of them only when that signing key is one it has shown the person.
 */
export const chatKeyHistory = sqliteTable(
  "chat_key_history",
  {
    userId: integer("user_id").notNull(),
    position: integer("position").notNull(),
    publicKey: text("public_key").notNull(),
    signingKey: text("signing_key"),
    signature: text("signature"),
    publishedAt: text("published_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.position] })],
);

/** Wrong proofs of a backup secret, for the daily limit (CHAT_BACKUP_MAX_FAILURES); older than a day, dropped. */
export const chatBackupFailures = sqliteTable(
  "chat_backup_failures",
  {
    position: integer("position").primaryKey(),
    userId: integer("user_id").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("chat_backup_failures_user").on(t.userId, t.at)],
);
