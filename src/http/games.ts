import { handler } from "./handler.ts";
import * as games from "../../shared/api/games.ts";
import { featuredGames } from "../games/featured.ts";

/** Games. The featured showcase is public: the landing page shows it to visitors. */
export const gamesHandlers = [handler(games.featuredGames, {}, async () => [...featuredGames])];
