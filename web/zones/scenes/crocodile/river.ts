import { valueNoise2D } from "../../parts/noise.ts";

/** The river's course and the ground around it: one function for the land's mesh and for people's feet. */

export const SIZE = 200;
export const LIMIT = 88;
export const WATER_LEVEL = -0.35;
export const BRIDGE_Z = -14;
const hills = valueNoise2D(5);

/** The river's middle at z: it winds gently from side to side. */
export function riverX(z: number): number {
  return Math.sin(z / 15) * 6 + Math.sin(z / 41) * 3;
}

export function smoothstep(from: number, to: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - from) / (to - from)));
  return t * t * (3 - 2 * t);
}

/** Ground height: the riverbed, muddy banks sloping up from it, and low rises away from the water. */
export function riverGround(x: number, z: number): number {
  const distance = Math.abs(x - riverX(z));
  const bank = -1.3 + 1.3 * smoothstep(3, 7.5, distance);
  return bank + hills(x / 14, z / 14) * 1.1 * smoothstep(9, 22, distance);
}
