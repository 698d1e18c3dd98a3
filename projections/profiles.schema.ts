import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * What a profile adds to an account (the account itself is `users`): organisation and picture, and the
 * lower-cased display name so that search finds people by name through an index.
 */
export const profiles = sqliteTable(
  "profiles",
  {
    userId: integer("user_id").primaryKey(),
    nameKey: text("name_key").notNull(),
    organisation: text("organisation"),
    pictureUrl: text("picture_url"),
    pictureKey: text("picture_key"),
  },
  (t) => [index("profiles_name").on(t.nameKey)],
);

/** One reaction per user per profile; a later one replaces it. Counts are read from these rows. */
export const profileReactions = sqliteTable(
  "profile_reactions",
  {
    profileId: integer("profile_id").notNull(),
    userId: integer("user_id").notNull(),
    emoji: text("emoji").notNull(),
    reactedAt: text("reacted_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.userId] }), index("profile_reactions_emoji").on(t.profileId, t.emoji)],
);

/**
 * Each word of each display name (lower-cased, projections/words.ts), so that "smi" finds "Bob Smith" through
 * an index range: the name's first letters are `profiles.name_key`'s, the later words' are here.
 */
export const profileNameWords = sqliteTable(
  "profile_name_words",
  {
    word: text("word").notNull(),
    userId: integer("user_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.userId] }), index("profile_name_words_user").on(t.userId)],
);
