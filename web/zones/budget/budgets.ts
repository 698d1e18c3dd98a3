import type { Quality } from "../quality.ts";

export interface SceneBudget {
  triangles: number;
  materials: number;
  /** The longest side of any texture, in pixels. */
  textureSide: number;
  lights: number;
}

/**
 * What one scene may cost at each quality level. `phone` is Mozilla Hubs' published mobile limit (50,000
 * triangles, 25 materials, no texture over 2048², 3 lights); `desktop` allows a richer scene, still one a
 * laptop's integrated GPU draws at 60 frames a second.
 */
export const sceneBudgets: Record<Quality, SceneBudget> = {
  phone: { triangles: 50_000, materials: 25, textureSide: 2048, lights: 3 },
  desktop: { triangles: 150_000, materials: 40, textureSide: 2048, lights: 6 },
};
