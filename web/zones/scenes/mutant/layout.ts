/** Where things stand in the mutant lab: one source for its models, its animations and its colliders. */
export const LAB = { halfWidth: 11, halfDepth: 12, height: 6 };
export const TANK = { radius: 0.95, height: 3.2, base: 0.5 };

export const TANKS = [
  { x: -6, z: -9.5, seed: 1 },
  { x: -2, z: -9.5, seed: 2 },
  { x: 2, z: -9.5, seed: 3 },
  { x: 6, z: -9.5, seed: 4 },
  { x: -9, z: -3, seed: 5 },
  { x: 9, z: -3, seed: 6 },
];

export const TABLE = { x: 0, z: -2.5, width: 3.6, depth: 1.4, height: 0.95 };

export const CONSOLES = [
  { x: -9.8, z: 3.5 },
  { x: 9.8, z: 3.5 },
];

export const BEACONS = [
  { x: -10.7, y: 4.3, z: -6, facing: Math.PI / 2 },
  { x: 10.7, y: 4.3, z: -6, facing: -Math.PI / 2 },
  { x: 0, y: 4.6, z: -11.7, facing: 0 },
];

export const SLIME_POOLS = [
  { x: -3.5, z: 2.5, size: 1.6 },
  { x: 4.2, z: -5.5, size: 1.2 },
  { x: 5.5, z: 4.5, size: 2 },
  { x: -6.5, z: -6.2, size: 1 },
];

export const CREATURE_GREENS = ["#7dff5a", "#b6ff3b", "#3bffb0", "#d4ff6b"];
