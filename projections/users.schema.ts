import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Accounts. Usernames are kept in lower case; `email_key` is the lower-cased e-mail. Both are unique only
 * among live verified accounts: unverified sign-ups may share them (the first to verify wins), and a
 * deleted account frees them.
 */
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    passwordHash: text("password_hash"),
    googleSubject: text("google_subject"),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    isBlocked: integer("is_blocked", { mode: "boolean" }).notNull().default(false),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
    deletedAt: text("deleted_at"),
    lastActive: text("last_active"),
  },
  (t) => [
    uniqueIndex("users_username_live").on(t.username).where(sql`is_verified = 1 and deleted_at is null`),
    uniqueIndex("users_email_live").on(t.emailKey).where(sql`is_verified = 1 and deleted_at is null`),
    uniqueIndex("users_google_live").on(t.googleSubject).where(sql`google_subject is not null and deleted_at is null`),
    index("users_username").on(t.username),
    index("users_email").on(t.emailKey),
    // The admin's table sorted by last activity.
    index("users_last_active").on(t.lastActive, t.id),
  ],
);
