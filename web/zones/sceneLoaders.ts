import type { SceneDefinition } from "./scene.ts";

type SceneModule = { default: SceneDefinition };

/**
 * Each built-in world's module, imported only when asked for: every scene stays its own chunk, so a zone's
 * page loads its one world and no other page loads any. Keyed by the built-in zone's slug.
 */
export const sceneLoaders: Record<string, () => Promise<SceneModule>> = {
  library: () => import("./scenes/library.tsx"),
  desert: () => import("./scenes/desert.tsx"),
  supermart: () => import("./scenes/supermart.tsx"),
  castle: () => import("./scenes/castle.tsx"),
  coffee: () => import("./scenes/coffee.tsx"),
  crocodile: () => import("./scenes/crocodile.tsx"),
  avatar: () => import("./scenes/avatar.tsx"),
  "children-park": () => import("./scenes/children-park.tsx"),
  explorer: () => import("./scenes/explorer.tsx"),
  "children-party": () => import("./scenes/children-party.tsx"),
  "extra-terrestrial": () => import("./scenes/extra-terrestrial.tsx"),
  "haunted-factory": () => import("./scenes/haunted-factory.tsx"),
  mermaid: () => import("./scenes/mermaid.tsx"),
  mutant: () => import("./scenes/mutant.tsx"),
};
