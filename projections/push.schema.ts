import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Where each account's browsers receive web-push: one row per endpoint, read by user to send. */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: integer("user_id").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    subscribedAt: text("subscribed_at").notNull(),
  },
  (t) => [index("push_subscriptions_user").on(t.userId)],
);

/** Each account's push interests, one row each; the whole set is replaced at once. */
export const pushInterests = sqliteTable(
  "push_interests",
  {
    userId: integer("user_id").notNull(),
    interest: text("interest").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interest] })],
);
