import { and, eq } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import type { EventOf } from "../events/index.ts";
import { projection } from "../store/projection.ts";
import { gameBestScores, gameFavourites, games } from "./games.schema.ts";

/** The games catalogue, who favourited which game, and each person's best score per game. */
export const gamesProjection = projection({
  name: "games",
  version: 1,
  tables: [games, gameFavourites, gameBestScores],
  on: ["GameAdded", "GameChanged", "GameRemoved", "FavouriteAdded", "FavouriteRemoved", "ScoreRecorded", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "GameAdded":
      case "GameChanged":
        await putGame(tx, event.data);
        return;
      case "GameRemoved":
        await tx.update(games).set({ removed: true }).where(eq(games.id, event.data.id));
        return;
      case "FavouriteAdded": {
        const { userId, gameId } = event.data;
        await tx.insert(gameFavourites).values({ userId, gameId, position: event.position }).onConflictDoNothing();
        return;
      }
      case "FavouriteRemoved": {
        const { userId, gameId } = event.data;
        await tx
          .delete(gameFavourites)
          .where(and(eq(gameFavourites.userId, userId), eq(gameFavourites.gameId, gameId)));
        return;
      }
      case "ScoreRecorded": {
        const { userId, gameId, score } = event.data;
        await tx
          .insert(gameBestScores)
          .values({ userId, gameId, score, at: event.at })
          .onConflictDoUpdate({ target: [gameBestScores.userId, gameBestScores.gameId], set: { score, at: event.at } });
        return;
      }
      case "UserDeleted":
        await tx.delete(gameFavourites).where(eq(gameFavourites.userId, event.data.userId));
        await tx.delete(gameBestScores).where(eq(gameBestScores.userId, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});

/** The whole definition each time: a change replaces every field, and adding a removed game back restores it. */
async function putGame(tx: Tx, game: EventOf<"GameAdded">["data"]) {
  const { devices, ...fields } = game;
  const row = { ...fields, mobile: devices.includes("mobile"), pc: devices.includes("pc"), removed: false };
  await tx.insert(games).values(row).onConflictDoUpdate({ target: games.id, set: row });
}
