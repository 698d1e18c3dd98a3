import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { gameBestScores, gameFavourites, games } from "./games.schema.ts";
import { friendships } from "./friends.schema.ts";
import { users } from "./users.schema.ts";
import { AppError } from "../shared/errors.ts";

export type GameRow = typeof games.$inferSelect;
export type Device = "mobile" | "pc";

/** What a list of games shows of each: the row and whether the viewer favourited it. */
export interface ListedGameRow extends GameRow {
  favourited: boolean;
}

/** A friend's best score at one game. */
export interface FriendScoreRow {
  score: number;
  username: string;
  name: string;
}

const listed = sql`${games.removed} = 0`;

/** The games playable on `device`, in catalogue order, each with whether `viewerId` favourited it. */
export async function gamesForDevice(db: Reader, device: Device, viewerId: number): Promise<ListedGameRow[]> {
  // Literal conditions, matching the partial index of the device's list.
  const suits = device === "mobile" ? sql`${games.mobile} = 1` : sql`${games.pc} = 1`;
  const rows = await db
    .select({ game: games, favourite: gameFavourites.gameId })
    .from(games)
    .leftJoin(gameFavourites, and(eq(gameFavourites.gameId, games.id), eq(gameFavourites.userId, viewerId)))
    .where(sql`${suits} and ${listed}`)
    .orderBy(asc(games.id))
    .limit(1000);
  return rows.map(({ game, favourite }) => ({ ...game, favourited: favourite !== null }));
}

/** One game of the catalogue, unless it was removed. */
export async function gameById(db: Reader, id: number): Promise<GameRow | undefined> {
  return db
    .select()
    .from(games)
    .where(and(eq(games.id, id), listed))
    .get();
}

/** The first `limit` games of the catalogue: the landing page's cards. */
export async function firstGames(db: Reader, limit: number): Promise<GameRow[]> {
  return db.select().from(games).where(listed).orderBy(asc(games.id)).limit(limit);
}

/**
 * Games whose title contains `text` (lower case). A scan of the catalogue, which is a few dozen rows that an
 * operator configures, not something people create.
 */
export async function gamesMatching(db: Reader, text: string, limit: number): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(and(listed, sql`instr(lower(${games.title}), ${text}) > 0`))
    .orderBy(asc(games.id))
    .limit(limit);
}

/** Every entry ever recorded, removed ones too: what a sync of the catalogue compares its source with. */
export async function recordedGames(db: Reader): Promise<GameRow[]> {
  return db.select().from(games).orderBy(asc(games.id));
}

/** The games `userId` favourited, newest favourite first. */
export async function favouriteGames(db: Reader, userId: number): Promise<GameRow[]> {
  const rows = await db
    .select({ game: games })
    .from(gameFavourites)
    .innerJoin(games, eq(games.id, gameFavourites.gameId))
    .where(and(eq(gameFavourites.userId, userId), listed))
    .orderBy(desc(gameFavourites.position))
    .limit(1000);
  return rows.map((r) => r.game);
}

export async function isFavourite(db: Reader, userId: number, gameId: number): Promise<boolean> {
  const row = await db
    .select({ gameId: gameFavourites.gameId })
    .from(gameFavourites)
    .where(and(eq(gameFavourites.userId, userId), eq(gameFavourites.gameId, gameId)))
    .get();
  return row !== undefined;
}

/** `userId`'s best score at the game, or null before their first. */
export async function bestScore(db: Reader, userId: number, gameId: number): Promise<number | null> {
  const row = await db
    .select({ score: gameBestScores.score })
    .from(gameBestScores)
    .where(and(eq(gameBestScores.userId, userId), eq(gameBestScores.gameId, gameId)))
    .get();
  return row?.score ?? null;
}

/** The highest best score among `userId`'s friends (blocked accounts aside), or undefined when none has one. */
export async function friendsBestScore(
  db: Reader,
  userId: number,
  gameId: number,
): Promise<FriendScoreRow | undefined> {
  return db
    .select({ score: gameBestScores.score, username: users.username, name: users.name })
    .from(friendships)
    .innerJoin(gameBestScores, and(eq(gameBestScores.userId, friendships.otherId), eq(gameBestScores.gameId, gameId)))
    .innerJoin(users, eq(users.id, friendships.otherId))
    .where(and(eq(friendships.userId, userId), eq(friendships.state, "friends"), eq(users.isBlocked, false)))
    .orderBy(desc(gameBestScores.score), asc(users.username))
    .limit(1)
    .get();
}

/** The addresses of listed games hosted elsewhere and their covers: what the pages' CSP must let in. */
export async function externalGameAddresses(db: Reader): Promise<{ url: string; image: string }[]> {
  // The operator's few entries: the shipped games (paths on this site) never need it.
  return db
    .select({ url: games.url, image: games.image })
    .from(games)
    .where(and(listed, sql`${games.source} <> 'shipped'`))
    .limit(1000);
}

export const gameNotFound = () => AppError.notFound("Game not found", "game_not_found");

/** A game of the catalogue, or 404 `Game not found` (a removed game too): what reads and commands on a game start with. */
export async function requireGame(db: Reader, id: number): Promise<GameRow> {
  const game = await gameById(db, id);
  if (!game) throw gameNotFound();
  return game;
}
