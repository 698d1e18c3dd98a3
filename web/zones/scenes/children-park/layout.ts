import type { Balloon } from "../../parts/Balloons.tsx";
import { between, pick, seededRandom } from "../../parts/random.ts";

/** Where things stand in the park: one source for its models, its animations and its colliders. */
export const SLIDE = { x: -5.5, z: -3 };
export const SWINGS = { x: 4.5, z: -4.5 };
export const ROUNDABOUT = { x: -3.5, z: 4 };
export const SANDPIT = { x: 5, z: 3.5 };

export const BENCHES = [
  { x: -9, z: 7.5, turn: 0.5 },
  { x: 9.5, z: 7.5, turn: -0.5 },
];

export const TREES = (() => {
  const random = seededRandom(11);
  return Array.from({ length: 26 }, (_, i) => {
    const angle = (i / 26) * Math.PI * 2 + between(random, -0.1, 0.1);
    const distance = between(random, 17, 30);
    return {
      x: Math.cos(angle) * distance,
      z: Math.sin(angle) * distance - 2,
      scale: between(random, 0.8, 1.25),
      turn: random() * 6,
    };
  }).filter((tree) => !(tree.z > 8 && Math.abs(tree.x) < 8));
})();

const BALLOON_COLORS = ["#ff4d6d", "#ffd166", "#06d6a0", "#4cc9f0", "#b5179e", "#f77f00"];

export const BALLOONS: Balloon[] = (() => {
  const random = seededRandom(5);
  const bunch = (anchor: [number, number, number], count: number) =>
    Array.from({ length: count }, (_, i) => ({
      anchor,
      rise: between(random, 1.3, 2.1),
      color: pick(random, BALLOON_COLORS),
      lean: [Math.cos(i * 2.4) * between(random, 0.2, 0.5), Math.sin(i * 2.4) * between(random, 0.2, 0.5)] as [
        number,
        number,
      ],
    }));
  return [
    ...bunch([SLIDE.x + 0.6, 2.6, SLIDE.z + 0.6], 6),
    ...bunch([BENCHES[0]!.x, 0.9, BENCHES[0]!.z], 4),
    ...bunch([BENCHES[1]!.x, 0.9, BENCHES[1]!.z], 4),
    ...bunch([SWINGS.x - 2.4, 2.7, SWINGS.z], 3),
  ];
})();
