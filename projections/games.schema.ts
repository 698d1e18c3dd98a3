import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The games catalogue. A removed game keeps its row (`removed`), so adding it again under the same key gives
 * it back its id, and with it the favourites and best scores people had. `mobile` and `pc` are the devices it
 * suits, as columns so that each device's list is a range of its own index.
 */
export const games = sqliteTable(
  "games",
  {
    id: integer("id").primaryKey(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    genre: text("genre").notNull(),
    description: text("description").notNull(),
    url: text("url").notNull(),
    image: text("image").notNull(),
    mobile: integer("mobile", { mode: "boolean" }).notNull(),
    pc: integer("pc", { mode: "boolean" }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    source: text("source", { enum: ["shipped", "settings", "cli"] }).notNull(),
    removed: integer("removed", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("games_key").on(t.key),
    // The /games list of each device, in catalogue order.
    index("games_for_mobile").on(t.id).where(sql`mobile = 1 and removed = 0`),
    index("games_for_pc").on(t.id).where(sql`pc = 1 and removed = 0`),
  ],
);

/** Who favourited which game; `position` is the event's, so the newest favourite comes first. */
export const gameFavourites = sqliteTable(
  "game_favourites",
  {
    userId: integer("user_id").notNull(),
    gameId: integer("game_id").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index("game_favourites_newest").on(t.userId, t.position)],
);

/** Each person's best score per game: the last ScoreRecorded, which is recorded only when it improves. */
export const gameBestScores = sqliteTable(
  "game_best_scores",
  {
    userId: integer("user_id").notNull(),
    gameId: integer("game_id").notNull(),
    score: integer("score").notNull(),
    at: text("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index("game_best_scores_game").on(t.gameId, t.score)],
);
