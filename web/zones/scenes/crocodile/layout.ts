import type { Box } from "../../scene.ts";
import { between, pick, seededRandom } from "../../parts/random.ts";
import type { ShapePart } from "../../parts/shapes.ts";
import { BRIDGE_Z, LIMIT, WATER_LEVEL, riverGround, riverX } from "./river.ts";

/**
 * Where things stand along the river: trees, bushes, reeds, rocks and lily pads, the footbridge, the banks
 * nobody can walk off, and the crocodiles basking on them.
 */

const random = seededRandom(1859);
export const plants: ShapePart[] = [];
export const colliders: Box[] = [];

// The water cannot be walked into, except over the bridge.
for (let z = -LIMIT - 4; z < LIMIT + 4; z += 3) {
  if (z + 3 > BRIDGE_Z - 1.4 && z < BRIDGE_Z + 1.4) continue;
  const x = riverX(z + 1.5);
  colliders.push([x - 5.2, -3, z, x + 5.2, 0.6, z + 3]);
}
colliders.push(
  [-LIMIT - 5, -5, -LIMIT - 5, LIMIT + 5, 30, -LIMIT],
  [-LIMIT - 5, -5, LIMIT, LIMIT + 5, 30, LIMIT + 5],
  [-LIMIT - 5, -5, -LIMIT, -LIMIT, 30, LIMIT],
  [LIMIT, -5, -LIMIT, LIMIT + 5, 30, LIMIT],
);

// The footbridge: a plank deck on posts with rails on both sides.
export const bridge: ShapePart[] = [];
{
  const cx = riverX(BRIDGE_Z);
  const half = 8;
  bridge.push({ shape: "box", position: [cx, 0.2, BRIDGE_Z], scale: [half * 2, 0.2, 2.4], color: "#8a6240" });
  for (let x = cx - half + 0.3; x < cx + half; x += 0.45)
    bridge.push({ shape: "box", position: [x, 0.31, BRIDGE_Z], scale: [0.38, 0.03, 2.4], color: "#9c7049" });
  for (const side of [-1, 1]) {
    const z = BRIDGE_Z + side * 1.15;
    bridge.push({ shape: "box", position: [cx, 1.2, z], scale: [half * 2, 0.1, 0.1], color: "#6b4a2e" });
    for (let x = cx - half; x <= cx + half; x += 2) {
      bridge.push({ shape: "box", position: [x, 0.1, z], scale: [0.16, 2.4, 0.16], color: "#5a3d24" });
    }
    colliders.push([cx - half, 0.3, z - 0.1, cx + half, 1.4, z + 0.1]);
  }
  colliders.push([cx - half, -2, BRIDGE_Z - 1.2, cx + half, 0.3, BRIDGE_Z + 1.2]);
}

function palm(x: number, z: number) {
  const ground = riverGround(x, z);
  const height = between(random, 5, 8);
  const lean = between(random, 0.1, 0.35);
  const direction = random() * Math.PI * 2;
  let px = x;
  let pz = z;
  let py = ground;
  const segments = 6;
  for (let i = 0; i < segments; i++) {
    const bend = lean * (i / segments);
    const step = height / segments;
    const nx = px + Math.cos(direction) * Math.sin(bend) * step;
    const nz = pz + Math.sin(direction) * Math.sin(bend) * step;
    const ny = py + Math.cos(bend) * step;
    plants.push({
      shape: "cylinder",
      position: [(px + nx) / 2, (py + ny) / 2, (pz + nz) / 2],
      scale: [0.34 - i * 0.03, step * 1.05, 0.34 - i * 0.03],
      rotation: [Math.sin(direction) * bend, 0, -Math.cos(direction) * bend],
      color: i % 2 ? "#7a5a3a" : "#8b6a48",
    });
    px = nx;
    pz = nz;
    py = ny;
  }
  for (let frond = 0; frond < 8; frond++) {
    const angle = (frond / 8) * Math.PI * 2 + random();
    plants.push({
      shape: "blob",
      position: [px + Math.cos(angle) * 1.3, py - 0.35, pz + Math.sin(angle) * 1.3],
      scale: [2.8, 0.1, 0.6],
      rotation: [0, -angle, -0.45],
      color: pick(random, ["#2f7d32", "#3a8a3a", "#2a6e2c"]),
      fine: frond % 2 === 1,
    });
  }
  plants.push({ shape: "sphere", position: [px, py - 0.2, pz], scale: [0.5, 0.4, 0.5], color: "#6b4a2e" });
  colliders.push([x - 0.35, ground, z - 0.35, x + 0.35, ground + height, z + 0.35]);
}

function broadleaf(x: number, z: number) {
  const ground = riverGround(x, z);
  const height = between(random, 6, 10);
  plants.push({
    shape: "cylinder",
    position: [x, ground + height * 0.3, z],
    scale: [0.6, height * 0.6, 0.6],
    color: "#5b4030",
  });
  for (let blob = 0; blob < 4; blob++) {
    const r = between(random, 2.2, 3.4);
    plants.push({
      shape: "blob",
      position: [
        x + between(random, -1.4, 1.4),
        ground + height * 0.65 + between(random, -0.4, 1.2),
        z + between(random, -1.4, 1.4),
      ],
      scale: [r, r * 0.8, r],
      color: pick(random, ["#1f5f2a", "#2b6e2f", "#255c26", "#356f2a"]),
      fine: blob === 3,
    });
  }
  colliders.push([x - 0.5, ground, z - 0.5, x + 0.5, ground + height, z + 0.5]);
}

export const SPAWN: [number, number] = [riverX(24) - 9, 24];
for (let placed = 0; placed < 150; ) {
  const z = between(random, -LIMIT, LIMIT);
  const side = random() < 0.5 ? -1 : 1;
  // Most trees crowd the banks; a few stand further off.
  const x = riverX(z) + side * (random() < 0.7 ? between(random, 9, 24) : between(random, 24, 60));
  const onPath = side < 0 && Math.abs(x - riverX(z) + 9) < 2.5 && z > -5 && z < 30;
  if (Math.abs(x) > LIMIT || Math.hypot(x - SPAWN[0], z - SPAWN[1]) < 5 || Math.abs(z - BRIDGE_Z) < 3 || onPath)
    continue;
  placed++;
  if (random() < 0.5) palm(x, z);
  else broadleaf(x, z);
}

// Bushes, ferns and rocks on the banks; reeds at the water's edge; lily pads on the water.
for (let i = 0; i < 110; i++) {
  const z = between(random, -LIMIT, LIMIT);
  const x = riverX(z) + (random() < 0.5 ? -1 : 1) * between(random, 8, 40);
  const ground = riverGround(x, z);
  const r = between(random, 0.6, 1.4);
  plants.push({
    shape: "blob",
    position: [x, ground + r * 0.3, z],
    scale: [r * 1.6, r, r * 1.4],
    color: pick(random, ["#3f7d2e", "#4d8a34", "#2f6b27"]),
    fine: i % 2 === 1,
  });
}
for (let i = 0; i < 160; i++) {
  const z = between(random, -LIMIT, LIMIT);
  const x = riverX(z) + (random() < 0.5 ? -1 : 1) * between(random, 4.6, 6.2);
  const ground = riverGround(x, z);
  const h = between(random, 0.8, 1.6);
  plants.push({
    shape: "cone",
    position: [x, ground + h / 2, z],
    scale: [0.12, h, 0.12],
    rotation: [between(random, -0.2, 0.2), 0, between(random, -0.2, 0.2)],
    color: pick(random, ["#6b8e3a", "#7a9a45", "#58792f"]),
    fine: i % 2 === 1,
  });
}
for (let i = 0; i < 40; i++) {
  const z = between(random, -LIMIT, LIMIT);
  const x = riverX(z) + between(random, -3.5, 3.5);
  const r = between(random, 0.3, 0.6);
  plants.push({
    shape: "cylinder",
    position: [x, WATER_LEVEL + 0.02, z],
    scale: [r * 2, 0.02, r * 2],
    color: "#3f8f3a",
  });
  if (random() < 0.25)
    plants.push({ shape: "sphere", position: [x, WATER_LEVEL + 0.08, z], scale: [0.18, 0.12, 0.18], color: "#f9a8d4" });
}
for (let i = 0; i < 25; i++) {
  const z = between(random, -LIMIT, LIMIT);
  const x = riverX(z) + (random() < 0.5 ? -1 : 1) * between(random, 5, 9);
  const ground = riverGround(x, z);
  const r = between(random, 0.4, 1.2);
  plants.push({
    shape: "blob",
    position: [x, ground + r * 0.25, z],
    scale: [r * 1.4, r * 0.7, r],
    rotation: [0, random() * 3, 0],
    color: pick(random, ["#6b6a60", "#7d7b6f", "#5a5950"]),
  });
}

export const BASKING: readonly { z: number; side: number; turn: number; jawOpen: boolean }[] = [
  { z: 8, side: -1, turn: 2.2, jawOpen: true },
  { z: -30, side: 1, turn: -1.2, jawOpen: false },
  { z: 30, side: 1, turn: -2.4, jawOpen: false },
];
export const baskingAt = BASKING.map(({ z, side }) => {
  const x = riverX(z) + side * 6.6;
  return [x, riverGround(x, z) - 0.05, z] as [number, number, number];
});
for (const [x, , z] of baskingAt) colliders.push([x - 1.8, -1, z - 1.8, x + 1.8, 1, z + 1.8]);
