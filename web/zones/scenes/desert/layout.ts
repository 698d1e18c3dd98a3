import { Color, DodecahedronGeometry } from "three";
import type { Box } from "../../scene.ts";
import { between, seededRandom } from "../../parts/random.ts";
import type { ShapePart } from "../../parts/shapes.ts";
import { WALK_LIMIT, duneHeight } from "./dunes.ts";

/** What stands on the sand: saguaros, small cacti, rocks, mesas on the horizon and the camp, and what blocks. */

const random = seededRandom(42);
export const cacti: ShapePart[] = [];
export const rocks: ShapePart[] = [];
export const cactusColliders: Box[] = [];
const rockShape = new DodecahedronGeometry(1, 0);

function scatter(count: number, minRadius: number, maxRadius: number, place: (x: number, z: number) => void) {
  for (let placed = 0; placed < count; ) {
    const x = between(random, -maxRadius, maxRadius);
    const z = between(random, -maxRadius, maxRadius);
    if (Math.hypot(x, z - 8) < minRadius || Math.hypot(x, z) > maxRadius) continue;
    place(x, z);
    placed++;
  }
}

// Saguaros: a ribbed trunk with a rounded top and one to three arms.
scatter(46, 9, 95, (x, z) => {
  const ground = duneHeight(x, z) - 0.3;
  const height = between(random, 2.8, 5.2);
  const green = new Color("#3d6b35")
    .offsetHSL(between(random, -0.02, 0.02), 0, between(random, -0.06, 0.05))
    .getStyle();
  cacti.push(
    { shape: "cylinder", position: [x, ground + height / 2, z], scale: [0.5, height, 0.5], color: green },
    { shape: "sphere", position: [x, ground + height, z], scale: [0.5, 0.5, 0.5], color: green },
  );
  const arms = 1 + Math.floor(random() * 3);
  for (let arm = 0; arm < arms; arm++) {
    const angle = random() * Math.PI * 2;
    const at = ground + between(random, 1.2, height * 0.7);
    const reach = between(random, 0.6, 0.9);
    const up = between(random, 0.8, 1.6);
    const ax = x + Math.cos(angle) * reach;
    const az = z + Math.sin(angle) * reach;
    cacti.push(
      {
        shape: "cylinder",
        position: [(x + ax) / 2, at, (z + az) / 2],
        scale: [0.32, reach, 0.32],
        rotation: [0, -angle, Math.PI / 2],
        color: green,
      },
      { shape: "sphere", position: [ax, at, az], scale: [0.32, 0.32, 0.32], color: green },
      { shape: "cylinder", position: [ax, at + up / 2, az], scale: [0.32, up, 0.32], color: green },
      { shape: "sphere", position: [ax, at + up, az], scale: [0.32, 0.32, 0.32], color: green },
    );
  }
  cactusColliders.push([x - 0.4, ground, z - 0.4, x + 0.4, ground + height, z + 0.4]);
});

// Barrel cacti and prickly pears, too low to block the way.
scatter(60, 6, 95, (x, z) => {
  const ground = duneHeight(x, z);
  if (random() < 0.5) {
    cacti.push({ shape: "sphere", position: [x, ground + 0.2, z], scale: [0.6, 0.55, 0.6], color: "#4f7a3a" });
    cacti.push({ shape: "sphere", position: [x, ground + 0.5, z], scale: [0.16, 0.1, 0.16], color: "#e0537a" });
  } else {
    for (let pad = 0; pad < 4; pad++) {
      cacti.push({
        shape: "sphere",
        position: [x + between(random, -0.3, 0.3), ground + 0.3 + pad * 0.18, z + between(random, -0.3, 0.3)],
        scale: [0.5, 0.6, 0.14],
        rotation: [0, random() * Math.PI, between(random, -0.5, 0.5)],
        color: "#5d8a3c",
      });
    }
  }
});

// Red rocks: big ones block, pebbles do not.
scatter(34, 8, 98, (x, z) => {
  const size = between(random, 0.6, 2.6);
  const ground = duneHeight(x, z);
  const colour = new Color("#9a4f32")
    .offsetHSL(between(random, -0.02, 0.02), 0, between(random, -0.08, 0.06))
    .getStyle();
  rocks.push({
    shape: rockShape,
    position: [x, ground + size * 0.35, z],
    scale: [size, size * between(random, 0.55, 0.9), size * between(random, 0.7, 1.1)],
    rotation: [random(), random() * 3, random()],
    color: colour,
  });
  if (size > 1.2)
    cactusColliders.push([x - size * 0.8, ground, z - size * 0.8, x + size * 0.8, ground + size, z + size * 0.8]);
});

// Mesas on the horizon: stacked strata of rock.
for (let i = 0; i < 9; i++) {
  const angle = (i / 9) * Math.PI * 2 + between(random, -0.2, 0.2);
  const distance = between(random, 150, 190);
  const x = Math.cos(angle) * distance;
  const z = Math.sin(angle) * distance;
  const radius = between(random, 12, 24);
  const height = between(random, 14, 30);
  const layers = ["#8c3f25", "#b0603a", "#9c4c2e", "#c2754a"];
  for (let layer = 0; layer < 4; layer++) {
    const layerHeight = height / 4;
    rocks.push({
      shape: "cylinder",
      position: [x, layerHeight * (layer + 0.5), z],
      scale: [radius * 2 * (1 - layer * 0.06), layerHeight, radius * 1.7 * (1 - layer * 0.06)],
      rotation: [0, angle, 0],
      color: layers[layer]!,
    });
  }
}

// The camp: a tent, logs and stones around the fire.
export const CAMP: [number, number] = [7, -10];
export const campGround = duneHeight(...CAMP);
{
  const [x, z] = CAMP;
  for (let i = 0; i < 8; i++) {
    const angle = (i / 8) * Math.PI * 2;
    rocks.push({
      shape: rockShape,
      position: [x + Math.cos(angle) * 0.8, campGround + 0.1, z + Math.sin(angle) * 0.8],
      scale: [0.25, 0.2, 0.25],
      color: "#6b6258",
    });
  }
  rocks.push(
    {
      shape: "cylinder",
      position: [x, campGround + 0.1, z],
      scale: [0.14, 1.1, 0.14],
      rotation: [0, 0.5, Math.PI / 2],
      color: "#5a3a1e",
    },
    {
      shape: "cylinder",
      position: [x, campGround + 0.16, z],
      scale: [0.14, 1.1, 0.14],
      rotation: [0, -0.9, Math.PI / 2],
      color: "#4a2e18",
    },
    {
      shape: "cone",
      position: [x + 3.2, campGround + 1.1, z - 1.5],
      scale: [3, 2.2, 3],
      rotation: [0, Math.PI / 4, 0],
      color: "#d8c7a0",
    },
    { shape: "box", position: [x + 3.2, campGround + 0.5, z - 0.2], scale: [0.6, 1, 0.02], color: "#3b2a1a" },
    {
      shape: "cylinder",
      position: [x - 2, campGround + 0.22, z + 1.2],
      scale: [0.45, 1.6, 0.45],
      rotation: [0, 0.6, Math.PI / 2],
      color: "#6b4226",
    },
  );
  cactusColliders.push(
    [x + 1.7, campGround, z - 3, x + 4.7, campGround + 2.2, z],
    [x - 0.5, campGround, z - 0.5, x + 0.5, campGround + 1, z + 0.5],
  );
}

export const fence: Box[] = [
  [-WALK_LIMIT - 5, -10, -WALK_LIMIT - 5, WALK_LIMIT + 5, 30, -WALK_LIMIT],
  [-WALK_LIMIT - 5, -10, WALK_LIMIT, WALK_LIMIT + 5, 30, WALK_LIMIT + 5],
  [-WALK_LIMIT - 5, -10, -WALK_LIMIT, -WALK_LIMIT, 30, WALK_LIMIT],
  [WALK_LIMIT, -10, -WALK_LIMIT, WALK_LIMIT + 5, 30, WALK_LIMIT],
];
