/** A game shown on the public landing page: its card art doubles as the hero's background. */
export interface FeaturedGame {
  id: string;
  title: string;
  genre: string;
  description: string;
  image: string;
}
