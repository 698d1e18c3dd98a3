import { z } from "zod";
import { handler } from "./handler.ts";
import * as games from "../../shared/api/games.ts";
import { MAX_SCORE } from "../../shared/api/games.ts";
import { favouriteGame, recordScore, unfavouriteGame } from "../commands/games.ts";
import { favouriteGames, featuredGames, gameDetails, gameScores, gamesForDevice } from "../reads/games.ts";

/**
 * `{gameId}` of a path. An id no game could have (not a canonical positive integer) names no game: 404
 * `Game not found` as for an unknown id, not invalid input, so /play/<anything> reads the same.
 */
const GameIdParam = z.object({
  gameId: z.coerce
    .string()
    .max(32)
    .transform((id) => (/^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : 0)),
});

export const DeviceBody = z.object({ deviceType: z.enum(["mobile", "pc"]) });

const ScoreBody = z.object({ score: z.number().int().min(0).max(MAX_SCORE) });

/** Games: the landing's showcase (public), the device's list, one game, favourites and scores. */
export const gamesHandlers = [
  handler(games.featuredGames, {}, (_, { ctx }) => featuredGames(ctx)),
  handler(games.gamesForDevice, { body: DeviceBody }, ({ body }, { ctx, actor }) =>
    gamesForDevice(ctx, actor, body.deviceType),
  ),
  handler(games.game, { params: GameIdParam }, ({ params }, { ctx }) => gameDetails(ctx, params.gameId)),
  handler(games.favourite, { params: GameIdParam }, async ({ params }, { ctx, actor }) => {
    await favouriteGame(ctx, actor, params.gameId);
    return { isFavorited: true };
  }),
  handler(games.unfavourite, { params: GameIdParam }, async ({ params }, { ctx, actor }) => {
    await unfavouriteGame(ctx, actor, params.gameId);
    return { isFavorited: false };
  }),
  handler(games.favourites, {}, (_, { ctx, actor }) => favouriteGames(ctx, actor)),
  handler(games.recordScore, { params: GameIdParam, body: ScoreBody }, async ({ params, body }, { ctx, actor }) => {
    const { best, improved } = await recordScore(ctx, actor, params.gameId, body.score);
    return { best, improved };
  }),
  handler(games.gameScores, { params: GameIdParam }, ({ params }, { ctx, actor }) =>
    gameScores(ctx, actor, params.gameId),
  ),
];
