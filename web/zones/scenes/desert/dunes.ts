import { valueNoise2D } from "../../parts/noise.ts";

/** The shape of the sand: one function for the dunes' mesh and for people's feet. */

export const SIZE = 280;
export const WALK_LIMIT = 100;
export const SUN: [number, number, number] = [1, 0.09, -0.55];
const noise = valueNoise2D(11);
const detail = valueNoise2D(23);

/** Dune height at (x, z): long ridged swells with smaller ripples, flattened where one arrives. */
export function duneHeight(x: number, z: number): number {
  const swell = 1 - Math.abs(noise(x / 38, z / 22) * 2 - 1);
  const ripple = detail(x / 9, z / 9);
  const fromSpawn = Math.hypot(x, z - 8);
  const calm = Math.min(1, Math.max(0.12, (fromSpawn - 6) / 28));
  const edge = Math.min(1, Math.max(0, (SIZE / 2 - Math.max(Math.abs(x), Math.abs(z))) / 25));
  return (swell * swell * 5.5 + ripple * 0.8) * calm * edge;
}
