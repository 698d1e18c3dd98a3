import { between, pick, seededRandom } from "../../parts/random.ts";

/** Where things stand in the alien plain: one source for its models, its animations and its colliders. */
export const ARCHES = [
  { x: -9, z: -6, radius: 4.2, turn: 0.4 },
  { x: 10, z: -16, radius: 5.5, turn: -0.3 },
  { x: -15, z: 8, radius: 3.2, turn: 1.3 },
];

export const SPIRES = [
  { x: -4, z: -17, height: 9 },
  { x: 16, z: 2, height: 6 },
  { x: -18, z: -12, height: 11 },
  { x: 3, z: -25, height: 7 },
];

export const SAUCER = { x: 7, z: -4, radius: 4 };
export const ALIEN = { x: 2.4, z: 0.9 };

/** The saucer turns its hatch and ramp towards the place visitors arrive. */
export const SAUCER_TURN = -2.25;

const PLANT_COLORS = ["#39ffd1", "#7cff4d", "#ff4dea", "#4dd2ff"];

export const PLANTS = (() => {
  const random = seededRandom(61);
  const plants: { x: number; z: number; height: number; color: string; lean: number; kind: "bulb" | "mushroom" }[] = [];
  const clumps = [
    [-3, 4],
    [-7, -1],
    [2, -10],
    [-12, -4],
    [12, 6],
    [-6, 10],
    [14, -8],
    [-6, 5],
    [-2, -3],
    [6, 9],
  ] as const;
  for (const [cx, cz] of clumps) {
    const count = 3 + Math.floor(random() * 4);
    for (let i = 0; i < count; i++) {
      plants.push({
        x: cx + between(random, -1.4, 1.4),
        z: cz + between(random, -1.4, 1.4),
        height: between(random, 0.5, 1.8),
        color: pick(random, PLANT_COLORS),
        lean: between(random, -0.3, 0.3),
        kind: random() > 0.6 ? "mushroom" : "bulb",
      });
    }
  }
  return plants;
})();
