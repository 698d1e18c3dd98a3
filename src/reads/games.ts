import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type {
  DeviceType,
  FavouriteGame,
  FeaturedGame,
  GameDetails,
  GameListItem,
  GameScores,
} from "../../shared/api/games.ts";
import {
  bestScore,
  favouriteGames as favouriteRows,
  firstGames,
  friendsBestScore,
  gamesForDevice as gameRows,
  requireGame,
} from "../../projections/games.queries.ts";

/** The landing page shows this many cards (specification, section 9). */
const LANDING_CARDS = 16;

/** GET /api/games/featured: the landing page's cards, the first games of the catalogue. */
export async function featuredGames(ctx: AppContext): Promise<FeaturedGame[]> {
  const rows = await firstGames(ctx.db, LANDING_CARDS);
  return rows.map(({ id, title, genre, description, image }) => ({ id, title, genre, description, image }));
}

/** POST /api/games: the games playable on the device, with the caller's favourites marked. */
export async function gamesForDevice(ctx: AppContext, viewer: Actor, device: DeviceType): Promise<GameListItem[]> {
  const rows = await gameRows(ctx.db, device, viewer.id);
  return rows.map(({ id, url, title, width, height, favourited, image }) => ({
    id,
    url,
    title,
    width,
    height,
    isFavorited: favourited,
    image_url: image,
  }));
}

/** GET /api/game/{gameId}, or 404 `Game not found`. */
export async function gameDetails(ctx: AppContext, id: number): Promise<GameDetails> {
  const { title, url, width, height, image } = await requireGame(ctx.db, id);
  return { id, title, url, width, height, image_url: image };
}

/** GET /api/fav: the caller's favourite games, newest favourite first. */
export async function favouriteGames(ctx: AppContext, viewer: Actor): Promise<FavouriteGame[]> {
  const rows = await favouriteRows(ctx.db, viewer.id);
  return rows.map(({ id, title, image }) => ({ id, title, image_url: image }));
}

/** GET /api/game/{gameId}/scores: the caller's best, and their friends' best with whose it is. */
export async function gameScores(ctx: AppContext, viewer: Actor, gameId: number): Promise<GameScores> {
  await requireGame(ctx.db, gameId);
  const [best, friends] = await Promise.all([
    bestScore(ctx.db, viewer.id, gameId),
    friendsBestScore(ctx.db, viewer.id, gameId),
  ]);
  return { best, friends: friends ?? null };
}
