import { Color } from "three";
import type { Box } from "../../scene.ts";
import type { Placement } from "../../parts/Instanced.tsx";
import { between, pick, seededRandom } from "../../parts/random.ts";
import type { ShapePart } from "../../parts/shapes.ts";

/**
 * The shop's plan: the hall, five aisles stocked by kind, the fridges, fruit stands, checkouts, carts and the
 * car park's lines and cars, with the colliders that go with them. Products are placements for instancing.
 */

export const HALL = { minX: -18, maxX: 18, minZ: -26, maxZ: 14, height: 6 } as const;
export const AISLE_XS = [-12, -6, 0, 6, 12];
export const AISLE_Z = [-19, -3] as const;
const GONDOLA = { depth: 1.3, height: 2.1, levels: 4 };
const CHECKOUT_XS = [7, 11, 15];
const CHECKOUT_Z = 6;
export const AISLES: readonly {
  name: string;
  kind: "cereal" | "bottles" | "snacks" | "cans" | "household";
  colour: string;
}[] = [
  { name: "1 · Breakfast", kind: "cereal", colour: "#dc2626" },
  { name: "2 · Drinks", kind: "bottles", colour: "#2563eb" },
  { name: "3 · Snacks", kind: "snacks", colour: "#f59e0b" },
  { name: "4 · Tins & Jars", kind: "cans", colour: "#16a34a" },
  { name: "5 · Household", kind: "household", colour: "#7c3aed" },
];
const BRANDS = [
  "#ef4444",
  "#f97316",
  "#facc15",
  "#22c55e",
  "#06b6d4",
  "#3b82f6",
  "#8b5cf6",
  "#ec4899",
  "#f8fafc",
  "#a16207",
  "#0f766e",
  "#be123c",
];

const random = seededRandom(7);
export const fixtures: ShapePart[] = [];
export const glow: ShapePart[] = [];
export const boxes: Placement[] = [];
export const cylinders: Placement[] = [];
export const fruit: Placement[] = [];
export const colliders: Box[] = [];

// The hall: walls, a glass front with a door frame, columns and strip lights.
{
  const { minX, maxX, minZ, maxZ, height } = HALL;
  const width = maxX - minX;
  const depth = maxZ - minZ;
  fixtures.push(
    {
      shape: "box",
      position: [minX - 0.2, height / 2, (minZ + maxZ) / 2],
      scale: [0.4, height, depth],
      color: "#eef2f3",
    },
    {
      shape: "box",
      position: [maxX + 0.2, height / 2, (minZ + maxZ) / 2],
      scale: [0.4, height, depth],
      color: "#eef2f3",
    },
    { shape: "box", position: [0, height / 2, minZ - 0.2], scale: [width, height, 0.4], color: "#eef2f3" },
    {
      shape: "box",
      position: [0, height + 0.1, (minZ + maxZ) / 2],
      scale: [width + 0.8, 0.2, depth + 0.8],
      color: "#f1f5f9",
    },
    { shape: "box", position: [0, height - 0.6, maxZ], scale: [width, 1.2, 0.3], color: "#e2e8f0" },
    { shape: "box", position: [0, 0.25, maxZ], scale: [width, 0.5, 0.3], color: "#94a3b8" },
    // Brand stripes along the walls.
    { shape: "box", position: [minX + 0.01, 3.2, (minZ + maxZ) / 2], scale: [0.02, 0.35, depth], color: "#dc2626" },
    { shape: "box", position: [maxX - 0.01, 3.2, (minZ + maxZ) / 2], scale: [0.02, 0.35, depth], color: "#dc2626" },
    { shape: "box", position: [0, 5.3, minZ + 0.01], scale: [width, 0.5, 0.02], color: "#dc2626" },
  );
  for (let x = minX + 4; x < maxX; x += 4) {
    fixtures.push({ shape: "box", position: [x, 2.6, maxZ], scale: [0.12, 4.2, 0.2], color: "#475569" });
  }
  fixtures.push({ shape: "box", position: [-2, 2.6, maxZ], scale: [0.12, 4.2, 0.2], color: "#475569" });
  for (const [x, z] of [
    [-15, -10],
    [15, -10],
    [-15, 2],
    [15, 2],
  ] as const) {
    fixtures.push({ shape: "box", position: [x, height / 2, z], scale: [0.6, height, 0.6], color: "#cbd5e1" });
    colliders.push([x - 0.3, 0, z - 0.3, x + 0.3, height, z + 0.3]);
  }
  for (let z = minZ + 3; z < maxZ - 1; z += 4) {
    for (const x of [-12, -6, 0, 6, 12])
      glow.push({ shape: "box", position: [x, height - 0.05, z], scale: [3.2, 0.06, 0.5], color: "#fffdf5" });
  }
  colliders.push(
    [minX - 1, 0, minZ - 1, minX, height, maxZ + 1],
    [maxX, 0, minZ - 1, maxX + 1, height, maxZ + 1],
    [minX - 1, 0, minZ - 1, maxX + 1, height, minZ],
    [minX - 1, 0, maxZ - 0.15, maxX + 1, height, maxZ + 1],
  );
}

/** A double-sided shelving unit along z, stocked with one aisle's kind of product on both faces. */
function gondola(x: number, aisle: (typeof AISLES)[number]) {
  const [z0, z1] = AISLE_Z;
  const length = z1 - z0;
  const middle = (z0 + z1) / 2;
  const { depth, height, levels } = GONDOLA;
  fixtures.push(
    { shape: "box", position: [x, 0.08, middle], scale: [depth, 0.16, length], color: "#64748b" },
    { shape: "box", position: [x, height / 2, middle], scale: [0.06, height, length], color: "#cbd5e1" },
    { shape: "box", position: [x, height / 2, z1 + 0.05], scale: [depth, height, 0.1], color: aisle.colour },
    { shape: "box", position: [x, height / 2, z0 - 0.05], scale: [depth, height, 0.1], color: aisle.colour },
  );
  for (let level = 0; level < levels; level++) {
    const y = 0.2 + level * 0.5;
    fixtures.push({ shape: "box", position: [x, y, middle], scale: [depth, 0.04, length], color: "#e2e8f0" });
    fixtures.push({
      shape: "box",
      position: [x - depth / 2, y + 0.02, middle],
      scale: [0.02, 0.06, length],
      color: "#fbbf24",
    });
    fixtures.push({
      shape: "box",
      position: [x + depth / 2, y + 0.02, middle],
      scale: [0.02, 0.06, length],
      color: "#fbbf24",
    });
    for (const side of [-1, 1] as const)
      stockShelf(x + side * (depth / 4 + 0.02), y + 0.02, z0 + 0.1, z1 - 0.1, aisle.kind);
  }
  colliders.push([x - depth / 2 - 0.05, 0, z0 - 0.15, x + depth / 2 + 0.05, height, z1 + 0.15]);
}

/** Rows of products: runs of three to six of the same item, like facings on a real shelf. */
function stockShelf(x: number, y: number, from: number, to: number, kind: (typeof AISLES)[number]["kind"]) {
  let z = from;
  while (z < to) {
    const colour = pick(random, BRANDS);
    const run = 3 + Math.floor(random() * 4);
    const size = productSize(kind);
    for (let i = 0; i < run && z + size.width < to; i++) {
      const at: [number, number, number] = [x, y + size.height / 2, z + size.width / 2];
      if (size.round)
        cylinders.push({ position: at, scale: [size.width * 0.9, size.height, size.width * 0.9], color: colour });
      else boxes.push({ position: at, scale: [size.deep, size.height, size.width * 0.94], color: colour });
      z += size.width;
    }
    z += 0.04;
  }
}

function productSize(kind: (typeof AISLES)[number]["kind"]) {
  switch (kind) {
    case "cereal":
      return { width: 0.1, height: between(random, 0.32, 0.42), deep: 0.26, round: false };
    case "bottles":
      return { width: 0.11, height: between(random, 0.28, 0.36), deep: 0.1, round: true };
    case "snacks":
      return { width: 0.24, height: between(random, 0.26, 0.34), deep: 0.12, round: false };
    case "cans":
      return { width: 0.09, height: between(random, 0.11, 0.16), deep: 0.09, round: true };
    case "household":
      return { width: 0.2, height: between(random, 0.22, 0.38), deep: 0.2, round: random() < 0.4 };
  }
}

AISLES.forEach((aisle, i) => gondola(AISLE_XS[i]!, aisle));

// Fridges along the back wall: lit insides, shelves of bottles, glass doors with frames.
{
  const z = HALL.minZ + 0.6;
  fixtures.push(
    { shape: "box", position: [0, 0.15, z], scale: [32, 0.3, 1.2], color: "#475569" },
    { shape: "box", position: [0, 2.5, z], scale: [32, 0.3, 1.2], color: "#e5e7eb" },
    { shape: "box", position: [0, 1.3, z - 0.6], scale: [32, 2.6, 0.04], color: "#e5e7eb" },
  );
  glow.push({ shape: "box", position: [0, 1.25, z - 0.56], scale: [31.6, 2.0, 0.04], color: "#dff4ff" });
  for (let level = 0; level < 4; level++) {
    const y = 0.45 + level * 0.5;
    fixtures.push({ shape: "box", position: [0, y, z], scale: [31.6, 0.03, 1.0], color: "#cbd5e1" });
    for (let x = -15.7; x < 15.7; x += 0.1) {
      if (random() < 0.12) continue;
      cylinders.push({
        position: [x, y + 0.15, z + 0.35],
        scale: [0.08, 0.28, 0.08],
        color: pick(random, ["#16a34a", "#dc2626", "#f8fafc", "#f59e0b", "#0ea5e9", "#84cc16"]),
      });
    }
  }
  for (let x = -16; x <= 16; x += 1.6) {
    fixtures.push({ shape: "box", position: [x, 1.25, z + 0.62], scale: [0.06, 2.1, 0.06], color: "#334155" });
  }
  fixtures.push({ shape: "box", position: [0, 2.35, z + 0.62], scale: [32, 0.12, 0.08], color: "#334155" });
  colliders.push([-16.5, 0, HALL.minZ, 16.5, 2.5, z + 0.7]);
}

// Fruit and vegetable stands near the door: tilted crates heaped with produce.
const STANDS: readonly [number, number][] = [
  [-14, 4],
  [-9, 4],
  [-14, 9],
  [-9, 9],
];
for (const [x, z] of STANDS) {
  fixtures.push({ shape: "box", position: [x, 0.45, z], scale: [3.2, 0.9, 1.8], color: "#92400e" });
  for (const [dx, produce] of [
    [-0.8, ["#dc2626", "#b91c1c"]],
    [0.8, ["#f97316", "#fb923c"]],
  ] as const) {
    fixtures.push({
      shape: "box",
      position: [x + dx, 0.95, z],
      scale: [1.5, 0.12, 1.7],
      rotation: [0.15, 0, 0],
      color: "#b45309",
    });
    for (let row = 0; row < 8; row++) {
      for (let column = 0; column < 7; column++) {
        const fx = x + dx - 0.6 + column * 0.2 + between(random, -0.02, 0.02);
        const fz = z - 0.7 + row * 0.2;
        fruit.push({
          position: [fx, 1.1 + (0.7 - row * 0.2) * 0.15 + between(random, 0, 0.05), fz],
          scale: [0.17, 0.16, 0.17],
          color: pick(random, produce),
        });
      }
    }
  }
  colliders.push([x - 1.7, 0, z - 1, x + 1.7, 1.2, z + 1]);
}
// Bananas and melons in a bin.
for (let i = 0; i < 10; i++)
  fruit.push({
    position: [-11.5 + between(random, -0.6, 0.6), 1.0 + between(random, 0, 0.2), -0.5 + between(random, -0.4, 0.4)],
    scale: [0.34, 0.3, 0.34],
    color: "#65a30d",
  });
fixtures.push({ shape: "cylinder", position: [-11.5, 0.45, -0.5], scale: [1.6, 0.9, 1.2], color: "#a16207" });
colliders.push([-12.3, 0, -1.1, -10.7, 1.2, 0.1]);

// Checkout lanes: counter, belt, register with its screen, a lane light.
for (const x of CHECKOUT_XS) {
  const z = CHECKOUT_Z;
  fixtures.push(
    { shape: "box", position: [x, 0.45, z], scale: [0.9, 0.9, 3.6], color: "#f1f5f9" },
    { shape: "box", position: [x, 0.92, z - 0.4], scale: [0.7, 0.05, 2.6], color: "#111827" },
    { shape: "box", position: [x + 0.7, 0.5, z + 1.1], scale: [0.5, 1.0, 0.9], color: "#cbd5e1" },
    { shape: "box", position: [x + 0.7, 1.1, z + 1.1], scale: [0.45, 0.2, 0.4], color: "#1f2937" },
    {
      shape: "box",
      position: [x + 0.6, 1.35, z + 1.2],
      scale: [0.04, 0.3, 0.4],
      rotation: [0, 0, 0.4],
      color: "#0f172a",
    },
    { shape: "cylinder", position: [x - 0.35, 1.4, z - 1.7], scale: [0.05, 1.0, 0.05], color: "#475569" },
    { shape: "box", position: [x, 0.93, z + 1.5], scale: [0.8, 0.04, 0.5], color: "#9ca3af" },
  );
  glow.push({ shape: "cylinder", position: [x - 0.35, 1.98, z - 1.7], scale: [0.3, 0.16, 0.3], color: "#22c55e" });
  glow.push({
    shape: "box",
    position: [x + 0.55, 1.36, z + 1.2],
    scale: [0.01, 0.26, 0.36],
    rotation: [0, 0, 0.4],
    color: "#38bdf8",
  });
  // A few things on the belt.
  for (let i = 0; i < 4; i++)
    boxes.push({ position: [x, 1.02, z - 1.4 + i * 0.5], scale: [0.2, 0.16, 0.26], color: pick(random, BRANDS) });
  colliders.push([x - 0.5, 0, z - 1.85, x + 1.0, 1.2, z + 1.85]);
}

// Shopping carts: wire baskets on wheels, one by the door and one in an aisle.
for (const [x, z, turn] of [
  [-3.5, 9, 0.3],
  [3, -8, -1.2],
] as const) {
  const c = Math.cos(turn);
  const s = Math.sin(turn);
  const place = (dx: number, dz: number): [number, number] => [x + dx * c + dz * s, z - dx * s + dz * c];
  for (const [dx, dz] of [
    [-0.3, -0.45],
    [0.3, -0.45],
    [-0.3, 0.45],
    [0.3, 0.45],
  ] as const) {
    const [wx, wz] = place(dx, dz);
    fixtures.push({
      shape: "cylinder",
      position: [wx, 0.08, wz],
      scale: [0.14, 0.05, 0.14],
      rotation: [0, turn, Math.PI / 2],
      color: "#111827",
    });
    fixtures.push({ shape: "box", position: [wx, 0.5, wz], scale: [0.03, 0.8, 0.03], color: "#9ca3af" });
  }
  for (const y of [0.55, 0.9]) {
    for (const [dx, dz, w, d] of [
      [0, -0.45, 0.63, 0.03],
      [0, 0.45, 0.63, 0.03],
      [-0.3, 0, 0.03, 0.93],
      [0.3, 0, 0.03, 0.93],
    ] as const) {
      const [wx, wz] = place(dx, dz);
      fixtures.push({
        shape: "box",
        position: [wx, y, wz],
        scale: [w, 0.03, d],
        rotation: [0, turn, 0],
        color: "#cbd5e1",
      });
    }
  }
  const [hx, hz] = place(0, 0.6);
  fixtures.push({
    shape: "box",
    position: [hx, 1.0, hz],
    scale: [0.6, 0.05, 0.05],
    rotation: [0, turn, 0],
    color: "#dc2626",
  });
  colliders.push([x - 0.55, 0, z - 0.6, x + 0.55, 1.0, z + 0.6]);
}

export const lines: ShapePart[] = [];
for (let x = -30; x <= 30; x += 3)
  lines.push({ shape: "box", position: [x, 0.0, HALL.maxZ + 12], scale: [0.12, 0.01, 5], color: "#f8fafc" });
for (const [x, colour] of [
  [-9, "#2563eb"],
  [6, "#dc2626"],
  [12, "#f8fafc"],
] as const) {
  lines.push(
    { shape: "box", position: [x + 1.5, 0.6, HALL.maxZ + 12], scale: [1.8, 0.7, 4.2], color: colour },
    {
      shape: "box",
      position: [x + 1.5, 1.1, HALL.maxZ + 12.3],
      scale: [1.6, 0.5, 2.2],
      color: new Color(colour).multiplyScalar(0.7).getStyle(),
    },
  );
}
