import { fractalNoise2D } from "../../parts/noise.ts";

/**
 * The explorer's valley as a height field: a flat camp at the origin, a river winding across the valley in
 * front of it, rolling meadows, and snow-capped mountains rising all around. Pure, so the trees, the water
 * line and the tests agree with what is drawn.
 */

export const WATER_LEVEL = -0.6;
export const CAMP_RADIUS = 9;

const hills = fractalNoise2D(101, 4);
const peaks = fractalNoise2D(202, 5);

/** The middle of the river at a given x. */
export function riverZ(x: number): number {
  return -30 + Math.sin(x * 0.045) * 7 + Math.sin(x * 0.013 + 1) * 9;
}

export function heightAt(x: number, z: number): number {
  const fromCamp = Math.hypot(x, z);
  const meadow = (hills(x * 0.03 + 50, z * 0.03 + 50) - 0.5) * 6;
  // Mountains rise from 60 units out; sharper ridges come from folding the noise.
  const ridge = 1 - Math.abs(peaks(x * 0.012 + 10, z * 0.012 + 10) * 2 - 1);
  const mountainWeight = smoothstep(55, 130, fromCamp);
  const mountains = mountainWeight * (ridge * ridge * 75 + peaks(x * 0.03, z * 0.03) * 18);
  let height = meadow + mountains;
  const fromRiver = Math.abs(z - riverZ(x));
  height = mix(
    WATER_LEVEL - 1.4,
    height,
    smoothstep(3, 10, fromRiver) * (1 - mountainWeight * 0.3) + mountainWeight * 0.3,
  );
  // The camp is a level clearing.
  return height * smoothstep(CAMP_RADIUS, CAMP_RADIUS + 12, fromCamp);
}

/** The colour of the land at a height and steepness (0 flat … 1 cliff), as [r, g, b] in 0–1. */
export function landColor(height: number, steepness: number): [number, number, number] {
  if (height < WATER_LEVEL + 0.4) return [0.76, 0.7, 0.52];
  if (height > 42 - steepness * 10) return [0.95, 0.96, 0.98];
  if (steepness > 0.45 || height > 24)
    return mixRgb([0.47, 0.44, 0.4], [0.6, 0.58, 0.55], Math.min(1, (height - 10) / 30));
  return mixRgb([0.36, 0.55, 0.22], [0.3, 0.42, 0.2], Math.min(1, Math.max(0, height / 14)));
}

function smoothstep(edge0: number, edge1: number, x: number) {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

function mix(a: number, b: number, t: number) {
  return a + (b - a) * t;
}

function mixRgb(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [mix(a[0], b[0], t), mix(a[1], b[1], t), mix(a[2], b[2], t)];
}
