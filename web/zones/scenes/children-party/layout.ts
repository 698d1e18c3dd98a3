import { Vector3 } from "three";

/** Where things stand in the party room: one source for its models, its animations and its colliders. */
export const ROOM = { halfWidth: 10, halfDepth: 8, height: 5 };
export const TABLE = { x: 0, z: -3.5, width: 4.4, depth: 1.6, height: 0.78 };
export const CAKE = { x: 0, z: -3.5 };
export const DISCO = new Vector3(0, 4.3, 0.5);
export const PARTY_COLORS = ["#ff4d6d", "#ffd166", "#06d6a0", "#4cc9f0", "#9b5de5", "#f77f00", "#f15bb5"];

export const CANDLES = Array.from({ length: 7 }, (_, i) => {
  const angle = (i / 7) * Math.PI * 2;
  return { x: CAKE.x + Math.cos(angle) * 0.22, z: CAKE.z + Math.sin(angle) * 0.22, color: PARTY_COLORS[i]! };
});

export const CANDLE_TOP = TABLE.height + 0.74;
