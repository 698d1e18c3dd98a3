import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { gameStream, type GameDefinition } from "../../events/games.ts";
import {
  bestScore,
  gameNotFound,
  isFavourite,
  recordedGames,
  requireGame,
  type GameRow,
} from "../../projections/games.queries.ts";
import { AppError } from "../../shared/errors.ts";
import { decideScore, type Recorded, type ScoreDecision } from "./games.decide.ts";
import { syncCatalogue, type CatalogueKind, type SyncReport } from "./sync.ts";

/** A recorded row as the definition its source gave. */
export function gameDefinitionOf(row: GameRow): Recorded<GameDefinition> {
  const { mobile, pc, ...fields } = row;
  return { ...fields, devices: [...(mobile ? ["mobile" as const] : []), ...(pc ? ["pc" as const] : [])] };
}

const gamesCatalogue: CatalogueKind<GameDefinition> = {
  sequence: "games",
  stream: gameStream,
  added: (id, definition) => ({ type: "GameAdded", data: { ...definition, id } }),
  changed: (id, definition) => ({ type: "GameChanged", data: { ...definition, id } }),
  removed: (id) => ({ type: "GameRemoved", data: { id } }),
  recorded: async (db) => (await recordedGames(db)).map(gameDefinitionOf),
};

/**
 * Makes the catalogue's games from `source` those it lists now: the shipped games and the settings file's,
 * at every start (src/commands/catalogue.ts).
 */
export function syncGames(
  ctx: AppContext,
  source: "shipped" | "settings",
  wanted: GameDefinition[],
): Promise<SyncReport> {
  return syncCatalogue(ctx, gamesCatalogue, source, wanted);
}

/** `bun run cli games add`: one more game, or a removed one back under its old id. Returns its id. */
export async function addGame(ctx: AppContext, definition: GameDefinition): Promise<number> {
  return ctx.store.transact(async (tx) => {
    const recorded = (await recordedGames(tx.db)).find((game) => game.key === definition.key);
    if (recorded && !recorded.removed)
      throw AppError.conflict(`A game with the key ${definition.key} is in the catalogue already.`, "game_exists");
    const id = recorded?.id ?? (await tx.nextId("games"));
    await tx.append(gameStream(id), "any", [{ type: "GameAdded", data: { ...definition, id } }]);
    return id;
  });
}

/**
 * `bun run cli games remove`: only a game added the same way. A shipped game leaves with its folder, and a
 * configured one with its entry in the settings file; removed here, the next start would bring it back.
 */
export async function removeGame(ctx: AppContext, keyOrId: string): Promise<GameRow> {
  return ctx.store.transact(async (tx) => {
    const game = (await recordedGames(tx.db)).find(
      (g) => !g.removed && (g.key === keyOrId || String(g.id) === keyOrId),
    );
    if (!game) throw gameNotFound();
    if (game.source !== "cli")
      throw AppError.conflict(
        `${game.key} comes from the ${game.source === "shipped" ? "shipped files" : "settings file"}: remove it there.`,
        "game_source",
      );
    await tx.append(gameStream(game.id), "any", [{ type: "GameRemoved", data: { id: game.id } }]);
    return game;
  });
}

/** POST /api/fav/{gameId}: idempotent; a game not in the catalogue is 404. */
export function favouriteGame(ctx: AppContext, actor: Actor, gameId: number): Promise<void> {
  return ctx.store.transact(async (tx) => {
    await requireGame(tx.db, gameId);
    if (await isFavourite(tx.db, actor.id, gameId)) return;
    await tx.append(gameStream(gameId), "any", [{ type: "FavouriteAdded", data: { userId: actor.id, gameId } }]);
  });
}

/** DELETE /api/fav/{gameId}: idempotent. */
export function unfavouriteGame(ctx: AppContext, actor: Actor, gameId: number): Promise<void> {
  return ctx.store.transact(async (tx) => {
    await requireGame(tx.db, gameId);
    if (!(await isFavourite(tx.db, actor.id, gameId))) return;
    await tx.append(gameStream(gameId), "any", [{ type: "FavouriteRemoved", data: { userId: actor.id, gameId } }]);
  });
}

/** POST /api/game/{gameId}/score: a round's score, recorded when it beats the caller's best. */
export function recordScore(ctx: AppContext, actor: Actor, gameId: number, score: number): Promise<ScoreDecision> {
  return ctx.store.transact(async (tx) => {
    await requireGame(tx.db, gameId);
    const decision = decideScore({ userId: actor.id, gameId, score }, await bestScore(tx.db, actor.id, gameId));
    if (decision.events.length > 0) await tx.append(gameStream(gameId), "any", decision.events);
    return decision;
  });
}
