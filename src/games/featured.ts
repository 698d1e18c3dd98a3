import type { FeaturedGame } from "../../shared/api/games.ts";

/**
 * The games the public landing page shows under "Discover New Worlds". A fixed showcase, not the playable
 * catalogue: it changes with a release, so it lives in code beside its artwork in public/games/.
 */
export const featuredGames: readonly FeaturedGame[] = [
  game("nebula-racers", "Nebula Racers", "Racing", "Slingshot around gas giants in zero-gravity grand prix races."),
  game("crystal-caverns", "Crystal Caverns", "Adventure", "Map glowing caves with friends and split the treasure."),
  game("sky-harbor", "Sky Harbor", "Simulation", "Run a floating port where airships trade between islands."),
  game("pixel-kingdom", "Pixel Kingdom", "Strategy", "Build a castle block by block and defend it together."),
  game("ocean-odyssey", "Ocean Odyssey", "Exploration", "Sail an open sea of islands, reefs and hidden wrecks."),
  game("neon-drift", "Neon Drift", "Arcade", "Drift through a synthwave city where every corner glows."),
  game("mystic-grove", "Mystic Grove", "Puzzle", "Wake the ancient forest by solving its living riddles."),
  game("desert-mirage", "Desert Mirage", "Adventure", "Cross the dunes by night and follow the lights of lost cities."),
  game("frost-peak", "Frost Peak", "Sports", "Snowboard down a mountain that changes with every run."),
  game("robo-arena", "Robo Arena", "Action", "Design a robot, then battle other players' builds live."),
  game("lunar-outpost", "Lunar Outpost", "Survival", "Keep a moon base alive with a crew of up to eight."),
  game("dragons-keep", "Dragon's Keep", "Role-playing", "Befriend a dragon and raise it from egg to legend."),
  game("coral-quest", "Coral Quest", "Family", "Help sea creatures restore a coral reef, one colour at a time."),
  game("cyber-plaza", "Cyber Plaza", "Social", "Hang out, trade and dance in a city square that never sleeps."),
  game("haunted-factory", "Haunted Factory", "Horror", "Escape the toy factory before the night shift wakes up."),
  game("mermaid-lagoon", "Mermaid Lagoon", "Casual", "Collect pearls and decorate a lagoon with friends."),
];

function game(id: string, title: string, genre: string, description: string): FeaturedGame {
  return { id, title, genre, description, image: `/games/${id}.svg` };
}
