/** Where things stand in the haunted factory: one source for its models, its animations and its colliders. */
export const HALL = { halfWidth: 12, halfDepth: 16, height: 8 };

export const BELTS = [
  { x: -5, z: -1, length: 18 },
  { x: 5, z: 1, length: 16 },
];

export const BELT_HEIGHT = 0.95;
export const PRESS = { x: -5, z: -8 };
export const FURNACE = { x: 8.5, z: -12.5 };

export const LAMPS = [
  { x: -5, z: 5 },
  { x: 5, z: -5 },
  { x: 5, z: 9 },
  { x: -5, z: -10 },
];

export const COLUMNS = [-9, 9].flatMap((x) => [-10, -2, 6, 13].map((z) => ({ x, z })));

export const BARRELS = [
  { x: -10.6, z: 10.5 },
  { x: -10.2, z: 11.6 },
  { x: -11.2, z: 11.4 },
  { x: 10.6, z: -4 },
  { x: 10.8, z: -5.2 },
];

export const CRATES_PER_BELT = 6;
