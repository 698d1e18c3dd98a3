import { z } from "zod";
import { defineEvent } from "./define.ts";

/**
 * The games catalogue, favourites and best scores, each on the game's stream `game-<id>`. A game is any
 * embeddable page: a game shipped in public/games/<key>/ (recorded at start from its game.json) or one an
 * operator configured (the settings file, `bun run cli games add`). `key` names it for whoever configures it
 * (the shipped game's folder); `id` is what the API, the pages and favourites use.
 */
const gameId = z.number().int().positive();
const userId = z.number().int().positive();

export const Device = z.enum(["mobile", "pc"]);

/** Where a game's entry came from: a start-up sync keeps `shipped` and `settings` entries equal to their source. */
export const CatalogueSource = z.enum(["shipped", "settings", "cli"]);

export const GameDefinition = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  title: z.string().min(1).max(100),
  genre: z.string().max(40),
  description: z.string().max(300),
  /** A path on this site (`/games/<key>/`) or an https address of another host. */
  url: z.string().min(1).max(2000),
  image: z.string().max(2000),
  devices: z.array(Device).min(1).max(2),
  width: z.number().int().min(120).max(3840),
  height: z.number().int().min(120).max(2160),
  source: CatalogueSource,
});

export const GameAdded = defineEvent("GameAdded", GameDefinition.extend({ id: gameId }));
/** Its definition changed at the source (a new release's game.json, an edited settings file). */
export const GameChanged = defineEvent("GameChanged", GameDefinition.extend({ id: gameId }));
/** Gone from the catalogue: no list shows it, and its page answers "Game not found". */
export const GameRemoved = defineEvent("GameRemoved", z.object({ id: gameId }));

export const FavouriteAdded = defineEvent("FavouriteAdded", z.object({ userId, gameId }));
export const FavouriteRemoved = defineEvent("FavouriteRemoved", z.object({ userId, gameId }));

/** A person's new best for a game: recorded only when it beats their previous best. */
export const ScoreRecorded = defineEvent("ScoreRecorded", z.object({ userId, gameId, score: z.number().int().min(0) }));

export const gamesEvents = [
  GameAdded,
  GameChanged,
  GameRemoved,
  FavouriteAdded,
  FavouriteRemoved,
  ScoreRecorded,
] as const;

export type GameDefinition = z.infer<typeof GameDefinition>;

export function gameStream(id: number): string {
  return `game-${id}`;
}
