import type { PublicEndpoint } from "./endpoint.ts";

/** A game shown on the public landing page: its card art doubles as the hero's background. */
export interface FeaturedGame {
  id: string;
  title: string;
  genre: string;
  description: string;
  image: string;
}

/** The landing page's showcase: public, visitors see it. */
export const featuredGames: PublicEndpoint<{ answer: FeaturedGame[] }> = { method: "GET", path: "/api/games/featured", access: "public" };
