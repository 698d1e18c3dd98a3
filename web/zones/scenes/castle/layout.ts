import type { Box } from "../../scene.ts";
import { between, pick, seededRandom } from "../../parts/random.ts";
import type { ShapePart } from "../../parts/shapes.ts";

/**
 * Where everything in the castle stands: walls, towers, gatehouse, keep, the courtyard's things, woods,
 * clouds and the moat, as shape parts grouped by material (dressed stone or plain colour), with the
 * colliders that go with them.
 */

export const WALL = { minX: -20, maxX: 20, minZ: -50, maxZ: -10, height: 8, thickness: 2 } as const;
const GATE_HALF = 2.5;
export const TOWER = { radius: 3.5, height: 13 };
export const KEEP = { x: 0, z: -38, half: 6, height: 16 };
const MOAT = {
  inner: { minX: -25, maxX: 25, minZ: -55, maxZ: -5 },
  outer: { minX: -30, maxX: 30, minZ: -60, maxZ: 0 },
} as const;
const LIMIT = 110;

export const stone: ShapePart[] = [];
export const plain: ShapePart[] = [];
export const colliders: Box[] = [];
const random = seededRandom(1066);

/** A straight stretch of curtain wall with merlons on its outer edge; `outward` is the side facing out. */
function wallSegment(from: [number, number], to: [number, number], outward: [number, number]) {
  const { height, thickness } = WALL;
  const [x0, z0] = from;
  const [x1, z1] = to;
  const alongX = Math.abs(x1 - x0) > Math.abs(z1 - z0);
  const length = alongX ? Math.abs(x1 - x0) : Math.abs(z1 - z0);
  const cx = (x0 + x1) / 2;
  const cz = (z0 + z1) / 2;
  const scale: [number, number, number] = alongX ? [length, height, thickness] : [thickness, height, length];
  stone.push({ shape: "box", position: [cx, height / 2, cz], scale, color: "#b9b2a5" });
  const [ox, oz] = outward;
  const edge: [number, number] = [cx + ox * thickness * 0.4, cz + oz * thickness * 0.4];
  // A low parapet and the merlons above it.
  const parapet: [number, number, number] = alongX ? [length, 0.5, 0.4] : [0.4, 0.5, length];
  stone.push({ shape: "box", position: [edge[0], height + 0.25, edge[1]], scale: parapet, color: "#aaa396" });
  for (let s = 0.6; s < length - 0.4; s += 1.6) {
    const mx = alongX ? Math.min(x0, x1) + s : edge[0];
    const mz = alongX ? edge[1] : Math.min(z0, z1) + s;
    stone.push({ shape: "box", position: [mx, height + 0.9, mz], scale: [0.8, 0.9, 0.8], color: "#b1aa9c" });
  }
  const half = thickness / 2;
  colliders.push(
    alongX
      ? [Math.min(x0, x1), 0, cz - half, Math.max(x0, x1), height, cz + half]
      : [cx - half, 0, Math.min(z0, z1), cx + half, height, Math.max(z0, z1)],
  );
  // The parapet stops people from walking off the outside of the wall walk.
  colliders.push(
    alongX
      ? [Math.min(x0, x1), height, edge[1] - 0.2, Math.max(x0, x1), height + 1.4, edge[1] + 0.2]
      : [edge[0] - 0.2, height, Math.min(z0, z1), edge[0] + 0.2, height + 1.4, Math.max(z0, z1)],
  );
}

wallSegment([WALL.minX, WALL.maxZ], [-GATE_HALF - 2.5, WALL.maxZ], [0, 1]);
wallSegment([GATE_HALF + 2.5, WALL.maxZ], [WALL.maxX, WALL.maxZ], [0, 1]);
wallSegment([WALL.minX, WALL.minZ], [WALL.maxX, WALL.minZ], [0, -1]);
wallSegment([WALL.minX, WALL.minZ], [WALL.minX, WALL.maxZ], [-1, 0]);
wallSegment([WALL.maxX, WALL.minZ], [WALL.maxX, WALL.maxZ], [1, 0]);

/** A round tower with a ring of merlons and a pointed roof. */
export const TOWERS: [number, number][] = [
  [WALL.minX, WALL.minZ],
  [WALL.maxX, WALL.minZ],
  [WALL.minX, WALL.maxZ],
  [WALL.maxX, WALL.maxZ],
];
for (const [x, z] of TOWERS) {
  const { radius, height } = TOWER;
  stone.push({
    shape: "cylinder",
    position: [x, height / 2, z],
    scale: [radius * 2, height, radius * 2],
    color: "#bdb6a8",
  });
  stone.push({
    shape: "cylinder",
    position: [x, height + 0.3, z],
    scale: [radius * 2.25, 0.6, radius * 2.25],
    color: "#a8a193",
  });
  plain.push({
    shape: "cone",
    position: [x, height + 3.6, z],
    scale: [radius * 2.3, 6, radius * 2.3],
    color: "#2e4a8c",
  });
  plain.push({ shape: "cylinder", position: [x, height + 8, z], scale: [0.12, 3, 0.12], color: "#4b3a2a" });
  for (let i = 0; i < 5; i++) {
    const angle = (i / 5) * Math.PI * 2;
    plain.push({
      shape: "box",
      position: [x + Math.cos(angle) * radius * 0.85, height * (0.35 + i * 0.1), z + Math.sin(angle) * radius * 0.85],
      scale: [0.35, 1.1, 0.35],
      rotation: [0, -angle, 0],
      color: "#1f1a17",
    });
  }
  colliders.push([x - radius * 0.9, 0, z - radius * 0.9, x + radius * 0.9, height, z + radius * 0.9]);
}

// The gatehouse: two square towers and an arch, with the portcullis raised.
for (const side of [-1, 1]) {
  const x = side * (GATE_HALF + 1.5);
  stone.push({ shape: "box", position: [x, 5.5, WALL.maxZ], scale: [3, 11, 4], color: "#b5aea0" });
  for (const dx of [-1, 0, 1])
    stone.push({
      shape: "box",
      position: [x + dx * 1.1, 11.5, WALL.maxZ + 1.6],
      scale: [0.7, 1, 0.7],
      color: "#b1aa9c",
    });
  plain.push({ shape: "box", position: [x, 7, WALL.maxZ + 2.02], scale: [0.3, 1.1, 0.05], color: "#1f1a17" });
  colliders.push([x - 1.5, 0, WALL.maxZ - 2, x + 1.5, 11, WALL.maxZ + 2]);
}
stone.push({ shape: "box", position: [0, 8.5, WALL.maxZ], scale: [GATE_HALF * 2, 5, 4], color: "#b5aea0" });
stone.push({
  shape: "cylinder",
  position: [0, 6, WALL.maxZ],
  scale: [GATE_HALF * 2, 4, GATE_HALF * 2],
  rotation: [Math.PI / 2, 0, 0],
  color: "#b5aea0",
});
colliders.push([-GATE_HALF, 5, WALL.maxZ - 2, GATE_HALF, 11, WALL.maxZ + 2]);
for (let x = -GATE_HALF + 0.3; x < GATE_HALF; x += 0.5)
  plain.push({ shape: "box", position: [x, 4.3, WALL.maxZ + 2.1], scale: [0.1, 1.6, 0.1], color: "#2b2b2b" });
for (let y = 3.7; y < 5.2; y += 0.5)
  plain.push({ shape: "box", position: [0, y, WALL.maxZ + 2.1], scale: [GATE_HALF * 2, 0.1, 0.1], color: "#2b2b2b" });

// The drawbridge over the moat, with its chains.
plain.push({
  shape: "box",
  position: [0, 0.05, (MOAT.inner.maxZ + MOAT.outer.maxZ) / 2 - 1.5],
  scale: [GATE_HALF * 2 - 0.4, 0.2, 8],
  color: "#7a5432",
});
for (let z = -8; z < 0.5; z += 0.6)
  plain.push({ shape: "box", position: [0, 0.16, z], scale: [GATE_HALF * 2 - 0.5, 0.03, 0.05], color: "#5a3d22" });
for (const side of [-1, 1]) {
  plain.push({
    shape: "cylinder",
    position: [side * (GATE_HALF - 0.3), 4, -6.5],
    scale: [0.08, 9, 0.08],
    rotation: [-0.75, 0, 0],
    color: "#3a3a3a",
  });
}

// The keep: a great square tower with battlements, a door and windows.
{
  const { x, z, half, height } = KEEP;
  stone.push({ shape: "box", position: [x, height / 2, z], scale: [half * 2, height, half * 2], color: "#c2bbad" });
  for (let i = -half + 0.6; i < half; i += 1.5) {
    for (const [mx, mz] of [
      [x + i, z + half - 0.3],
      [x + i, z - half + 0.3],
      [x + half - 0.3, z + i],
      [x - half + 0.3, z + i],
    ] as const) {
      stone.push({ shape: "box", position: [mx, height + 0.5, mz], scale: [0.8, 1, 0.8], color: "#b1aa9c" });
    }
  }
  plain.push({ shape: "box", position: [x, 1.6, z + half + 0.02], scale: [2.4, 3.2, 0.1], color: "#4a3320" });
  plain.push({
    shape: "cylinder",
    position: [x, 3.2, z + half + 0.02],
    scale: [2.4, 0.1, 2.4],
    rotation: [Math.PI / 2, 0, 0],
    color: "#4a3320",
  });
  for (const wx of [-3.5, 3.5]) {
    for (const wy of [6, 10, 13])
      plain.push({ shape: "box", position: [x + wx, wy, z + half + 0.02], scale: [0.6, 1.4, 0.06], color: "#1f1a17" });
  }
  plain.push({ shape: "cylinder", position: [x, height + 4, z], scale: [0.15, 8, 0.15], color: "#4b3a2a" });
  colliders.push([x - half, 0, z - half, x + half, height, z + half]);
}

// Stairs up to the wall walk along the inside of the left wall.
for (let i = 0; i < 20; i++) {
  const top = (i + 1) * 0.4;
  const z = -14 - i * 0.6;
  stone.push({ shape: "box", position: [WALL.minX + 2, top / 2, z], scale: [2, top, 0.6], color: "#a59e90" });
  colliders.push([WALL.minX + 1, 0, z - 0.3, WALL.minX + 3, top, z + 0.3]);
}

// The courtyard: a well, barrels, hay and a cart.
plain.push(
  { shape: "cylinder", position: [8, 0.5, -24], scale: [2.2, 1, 2.2], color: "#8d8678" },
  { shape: "cylinder", position: [8, 0.98, -24], scale: [1.7, 0.05, 1.7], color: "#2f5f8a" },
  { shape: "box", position: [7.1, 1.6, -24], scale: [0.15, 2.2, 0.15], color: "#5a3d22" },
  { shape: "box", position: [8.9, 1.6, -24], scale: [0.15, 2.2, 0.15], color: "#5a3d22" },
  { shape: "cone", position: [8, 3.1, -24], scale: [3, 1, 3], rotation: [0, Math.PI / 4, 0], color: "#8c3b2a" },
);
colliders.push([6.8, 0, -25.2, 9.2, 1.2, -22.8]);
for (let i = 0; i < 6; i++) {
  const bx = 14 + (i % 3) * 0.9;
  const bz = -16 - Math.floor(i / 3) * 0.9;
  plain.push({ shape: "cylinder", position: [bx, 0.5, bz], scale: [0.8, 1, 0.8], color: "#7b5230" });
  plain.push({ shape: "cylinder", position: [bx, 0.5, bz], scale: [0.84, 0.1, 0.84], color: "#3a3a3a" });
}
colliders.push([13.5, 0, -17.8, 16.2, 1.1, -15.5]);
for (const [hx, hz] of [
  [-12, -20],
  [-10.8, -20.5],
  [-11.4, -19.2],
] as const)
  plain.push({ shape: "hemisphere", position: [hx, 0, hz], scale: [1.8, 1.6, 1.8], color: "#d9b65a" });
colliders.push([-13, 0, -21.5, -9.8, 0.8, -18.2]);

// Trees and hills around the castle, outside the moat.
for (let placed = 0; placed < 70; ) {
  const x = between(random, -LIMIT, LIMIT);
  const z = between(random, -LIMIT, LIMIT);
  const nearCastle =
    x > MOAT.outer.minX - 4 && x < MOAT.outer.maxX + 4 && z > MOAT.outer.minZ - 4 && z < MOAT.outer.maxZ + 4;
  const onRoad = Math.abs(x) < 5 && z > 0;
  if (nearCastle || onRoad) continue;
  placed++;
  const height = between(random, 4, 8);
  plain.push({ shape: "cylinder", position: [x, height * 0.2, z], scale: [0.5, height * 0.4, 0.5], color: "#5b3a22" });
  if (random() < 0.5) {
    const green = pick(random, ["#2f5e2a", "#356b2e", "#2a5425"]);
    for (let tier = 0; tier < 3; tier++) {
      plain.push({
        shape: "cone",
        position: [x, height * (0.45 + tier * 0.2), z],
        scale: [height * (0.55 - tier * 0.12), height * 0.4, height * (0.55 - tier * 0.12)],
        color: green,
      });
    }
  } else {
    const green = pick(random, ["#4a7f34", "#5a8f3a", "#3f7430"]);
    plain.push({
      shape: "blob",
      position: [x, height * 0.6, z],
      scale: [height * 0.6, height * 0.5, height * 0.6],
      color: green,
    });
    plain.push({
      shape: "blob",
      position: [x + height * 0.15, height * 0.75, z],
      scale: [height * 0.4, height * 0.35, height * 0.4],
      color: green,
    });
  }
  colliders.push([x - 0.4, 0, z - 0.4, x + 0.4, height, z + 0.4]);
}
for (let i = 0; i < 10; i++) {
  const angle = (i / 10) * Math.PI * 2;
  const distance = between(random, 190, 240);
  plain.push({
    shape: "sphere",
    position: [Math.cos(angle) * distance, -6, Math.sin(angle) * distance],
    scale: [between(random, 80, 140), between(random, 30, 55), between(random, 60, 110)],
    color: pick(random, ["#5f8f45", "#6b9a4c", "#557f3f"]),
  });
}

// Clouds: puffs of white.
export const clouds: ShapePart[] = [];
for (let i = 0; i < 14; i++) {
  const angle = random() * Math.PI * 2;
  const distance = between(random, 120, 260);
  const cx = Math.cos(angle) * distance;
  const cz = Math.sin(angle) * distance;
  const cy = between(random, 55, 85);
  for (let puff = 0; puff < 5; puff++) {
    const r = between(random, 8, 16);
    clouds.push({
      shape: "blob",
      position: [cx + between(random, -14, 14), cy + between(random, -2, 4), cz + between(random, -8, 8)],
      scale: [r * 2, r, r * 1.4],
      color: "#ffffff",
    });
  }
}

// The moat: four strips of water, held back by invisible banks except at the drawbridge.
const { inner, outer } = MOAT;
export const water: ShapePart[] = [
  {
    shape: "box",
    position: [(outer.minX + -GATE_HALF) / 2, 0.03, (inner.maxZ + outer.maxZ) / 2],
    scale: [-GATE_HALF - outer.minX, 0.02, outer.maxZ - inner.maxZ],
    color: "#ffffff",
  },
  {
    shape: "box",
    position: [(GATE_HALF + outer.maxX) / 2, 0.03, (inner.maxZ + outer.maxZ) / 2],
    scale: [outer.maxX - GATE_HALF, 0.02, outer.maxZ - inner.maxZ],
    color: "#ffffff",
  },
  {
    shape: "box",
    position: [0, 0.03, (outer.minZ + inner.minZ) / 2],
    scale: [outer.maxX - outer.minX, 0.02, inner.minZ - outer.minZ],
    color: "#ffffff",
  },
  {
    shape: "box",
    position: [(outer.minX + inner.minX) / 2, 0.03, (inner.minZ + inner.maxZ) / 2],
    scale: [inner.minX - outer.minX, 0.02, inner.maxZ - inner.minZ],
    color: "#ffffff",
  },
  {
    shape: "box",
    position: [(outer.maxX + inner.maxX) / 2, 0.03, (inner.minZ + inner.maxZ) / 2],
    scale: [outer.maxX - inner.maxX, 0.02, inner.maxZ - inner.minZ],
    color: "#ffffff",
  },
];
colliders.push(
  [outer.minX, -2, inner.maxZ, -GATE_HALF, 0.6, outer.maxZ],
  [GATE_HALF, -2, inner.maxZ, outer.maxX, 0.6, outer.maxZ],
  [outer.minX, -2, outer.minZ, outer.maxX, 0.6, inner.minZ],
  [outer.minX, -2, inner.minZ, inner.minX, 0.6, inner.maxZ],
  [inner.maxX, -2, inner.minZ, outer.maxX, 0.6, inner.maxZ],
  [-LIMIT - 5, -5, -LIMIT - 5, LIMIT + 5, 40, -LIMIT],
  [-LIMIT - 5, -5, LIMIT, LIMIT + 5, 40, LIMIT + 5],
  [-LIMIT - 5, -5, -LIMIT, -LIMIT, 40, LIMIT],
  [LIMIT, -5, -LIMIT, LIMIT + 5, 40, LIMIT],
);
// Stone kerbs around the water.
for (const part of water) {
  const [x, , z] = part.position!;
  const [w, , d] = part.scale as readonly [number, number, number];
  plain.push(
    { shape: "box", position: [x, 0.08, z - d / 2], scale: [w, 0.16, 0.3], color: "#8d8678" },
    { shape: "box", position: [x, 0.08, z + d / 2], scale: [w, 0.16, 0.3], color: "#8d8678" },
  );
}

export const BANNERS: readonly { position: [number, number, number]; turn: number }[] = [
  { position: [-7.5, 6.5, WALL.maxZ + 1.08], turn: 0 },
  { position: [7.5, 6.5, WALL.maxZ + 1.08], turn: 0 },
  { position: [-13.5, 6.5, WALL.maxZ + 1.08], turn: 0 },
  { position: [13.5, 6.5, WALL.maxZ + 1.08], turn: 0 },
  { position: [-3, 12, KEEP.z + KEEP.half + 0.08], turn: 0 },
  { position: [3, 12, KEEP.z + KEEP.half + 0.08], turn: 0 },
  { position: [-6, 6.5, WALL.maxZ - 1.08], turn: Math.PI },
  { position: [6, 6.5, WALL.maxZ - 1.08], turn: Math.PI },
];
