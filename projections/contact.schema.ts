import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Messages sent through the public contact form, for the team to read. */
export const contactMessages = sqliteTable("contact_messages", {
  position: integer("position").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  sentAt: text("sent_at").notNull(),
});
