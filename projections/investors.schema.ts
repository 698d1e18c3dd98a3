import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The investor list. `status`: the mail went out; `action`: an admin marked them reviewed (engaged);
 * `mail_pending`: a mail is asked for and not yet sent. An e-mail is listed once among live investors.
 */
export const investors = sqliteTable(
  "investors",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    note: text("note").notNull(),
    status: integer("status", { mode: "boolean" }).notNull().default(false),
    action: integer("action", { mode: "boolean" }).notNull().default(false),
    mailPending: integer("mail_pending", { mode: "boolean" }).notNull().default(false),
    creator: integer("creator").notNull(),
    createdAt: text("created_at").notNull(),
    removedAt: text("removed_at"),
  },
  (t) => [
    uniqueIndex("investors_email_live").on(t.emailKey).where(sql`removed_at is null`),
    // The panel's list, newest first, filtered by status and action.
    index("investors_live").on(t.removedAt, t.id),
  ],
);

/** Each bulk send: when it started (the cooldown counts from there), how many mails, how many sent so far. */
export const investorBulkSends = sqliteTable("investor_bulk_sends", {
  id: integer("id").primaryKey(),
  by: integer("by").notNull(),
  startedAt: text("started_at").notNull(),
  total: integer("total").notNull(),
  sent: integer("sent").notNull().default(0),
});
