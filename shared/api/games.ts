import type { PublicEndpoint, UserEndpoint } from "./endpoint.ts";

/** The device a list is for: `mobile` at a window width of 768 px or less, `pc` otherwise. */
export type DeviceType = "mobile" | "pc";

/** A game shown on the public landing page: its card art doubles as the hero's background. */
export interface FeaturedGame {
  id: number;
  title: string;
  genre: string;
  description: string;
  image: string;
}

/** A game of the /games list (API.md "Games, videos, favourites"). */
export interface GameListItem {
  id: number;
  url: string;
  title: string;
  width: number;
  height: number;
  isFavorited: boolean;
  image_url: string;
}

/** One game, for /play/{gameId}. */
export interface GameDetails {
  id: number;
  title: string;
  url: string;
  width: number;
  height: number;
  image_url: string;
}

/** A game of the caller's favourites. */
export interface FavouriteGame {
  id: number;
  title: string;
  image_url: string;
}

export interface Favourited {
  isFavorited: boolean;
}

/** The caller's best at a game and the best among their friends (null where nobody has played). */
export interface GameScores {
  best: number | null;
  friends: { score: number; username: string; name: string } | null;
}

/** What recording a round's score did: the caller's best afterwards, and whether this round beat it. */
export interface ScoreResult {
  best: number;
  improved: boolean;
}

/** The highest score a game may report: far above any round of the shipped games, far below unsafe integers. */
export const MAX_SCORE = 1_000_000_000;

/** The landing page's showcase, the first 16 games of the catalogue: public, visitors see it. */
export const featuredGames: PublicEndpoint<{ answer: FeaturedGame[] }> = {
  method: "GET",
  path: "/api/games/featured",
  access: "public",
};

/** The games playable on a device, each with whether the caller favourited it. */
export const gamesForDevice: UserEndpoint<{ body: { deviceType: DeviceType }; answer: GameListItem[] }> = {
  method: "POST",
  path: "/api/games",
  access: "user",
};

/** One game; 404 `Game not found`. */
export const game: UserEndpoint<{ params: { gameId: number }; answer: GameDetails }> = {
  method: "GET",
  path: "/api/game/:gameId",
  access: "user",
};

/** Favourites a game; favouriting it again changes nothing. */
export const favourite: UserEndpoint<{ params: { gameId: number }; answer: Favourited }> = {
  method: "POST",
  path: "/api/fav/:gameId",
  access: "user",
};

/** Takes a favourite back; taking back what is not there changes nothing. */
export const unfavourite: UserEndpoint<{ params: { gameId: number }; answer: Favourited }> = {
  method: "DELETE",
  path: "/api/fav/:gameId",
  access: "user",
};

/** The caller's favourite games, the newest favourite first. */
export const favourites: UserEndpoint<{ answer: FavouriteGame[] }> = {
  method: "GET",
  path: "/api/fav",
  access: "user",
};

/** Beyond API.md: the score of a round the caller played, as the game's frame reported it; kept if it is a new best. */
export const recordScore: UserEndpoint<{ params: { gameId: number }; body: { score: number }; answer: ScoreResult }> = {
  method: "POST",
  path: "/api/game/:gameId/score",
  access: "user",
};

/** Beyond API.md: the caller's best at a game and the best among their friends. */
export const gameScores: UserEndpoint<{ params: { gameId: number }; answer: GameScores }> = {
  method: "GET",
  path: "/api/game/:gameId/scores",
  access: "user",
};
