import { TorusGeometry } from "three";
import type { Box } from "../../scene.ts";
import type { ShapePart } from "../../parts/shapes.ts";
import { books } from "./books.ts";

/**
 * The library's room as data: a hall 24 m wide and 32 m deep with shelves along both long walls, two
 * freestanding bookcases, four reading tables with green lamps, moonlit windows at the far end and the five
 * featured books on easels in the middle. Parts are grouped by material (plaster, wood, book spines, light).
 */

export const ROOM = { minX: -12, maxX: 12, minZ: -22, maxZ: 10, height: 7 } as const;
const WALL = 0.4;
const SHELF_LEVELS = 8;
const SHELF_STEP = 0.55;
/** The floor is this far from the wall: shelves line the long walls from here. */
const SIDE_SHELF_DEPTH = 0.6;
const ISLANDS = [-7.6, 7.6];
const ISLAND_Z = [-18, -6] as const;
const TABLES: readonly [number, number][] = [
  [-4, -9],
  [4, -9],
  [-4, -15],
  [4, -15],
];
const WINDOWS = [-6, 0, 6];
const WINDOW = { width: 2.4, bottom: 1.5, top: 5.5 };

export const plaster: ShapePart[] = [];
export const wood: ShapePart[] = [];
export const spines: ShapePart[] = [];
export const lights: ShapePart[] = [];
export const glass: ShapePart[] = [];

// Walls, ceiling, wainscot and the red carpet down the middle.
{
  const { minX, maxX, minZ, maxZ, height } = ROOM;
  const width = maxX - minX;
  const depth = maxZ - minZ;
  plaster.push(
    {
      shape: "box",
      position: [minX - WALL / 2, height / 2, (minZ + maxZ) / 2],
      scale: [WALL, height, depth],
      color: "#e9dcc2",
    },
    {
      shape: "box",
      position: [maxX + WALL / 2, height / 2, (minZ + maxZ) / 2],
      scale: [WALL, height, depth],
      color: "#e9dcc2",
    },
    { shape: "box", position: [0, height / 2, maxZ + WALL / 2], scale: [width, height, WALL], color: "#e9dcc2" },
    {
      shape: "box",
      position: [0, height + 0.2, (minZ + maxZ) / 2],
      scale: [width + 1, 0.4, depth + 1],
      color: "#8c7355",
    },
    { shape: "box", position: [0, 0.01, -6], scale: [2.6, 0.02, depth - 1], color: "#8e1f2c" },
    { shape: "box", position: [0, 0.012, -6], scale: [2.2, 0.02, depth - 1.4], color: "#a8283a" },
  );
  // The far wall, built around three tall windows.
  const wallZ = minZ - WALL / 2;
  plaster.push({
    shape: "box",
    position: [0, WINDOW.bottom / 2, wallZ],
    scale: [width, WINDOW.bottom, WALL],
    color: "#e9dcc2",
  });
  plaster.push({
    shape: "box",
    position: [0, (WINDOW.top + height) / 2, wallZ],
    scale: [width, height - WINDOW.top, WALL],
    color: "#e9dcc2",
  });
  const edges = [minX, ...WINDOWS.flatMap((x) => [x - WINDOW.width / 2, x + WINDOW.width / 2]), maxX];
  for (let i = 0; i < edges.length; i += 2) {
    const from = edges[i]!;
    const to = edges[i + 1]!;
    plaster.push({
      shape: "box",
      position: [(from + to) / 2, (WINDOW.bottom + WINDOW.top) / 2, wallZ],
      scale: [to - from, WINDOW.top - WINDOW.bottom, WALL],
      color: "#e9dcc2",
    });
  }
  for (const x of WINDOWS) {
    const middle = (WINDOW.bottom + WINDOW.top) / 2;
    wood.push(
      { shape: "box", position: [x, middle, minZ], scale: [0.1, WINDOW.top - WINDOW.bottom, 0.12], color: "#4a2c17" },
      { shape: "box", position: [x, middle + 0.6, minZ], scale: [WINDOW.width, 0.1, 0.12], color: "#4a2c17" },
      {
        shape: "box",
        position: [x, WINDOW.bottom, minZ + 0.15],
        scale: [WINDOW.width + 0.3, 0.12, 0.45],
        color: "#5a3620",
      },
    );
    glass.push({
      shape: "box",
      position: [x, middle, minZ - 0.05],
      scale: [WINDOW.width, WINDOW.top - WINDOW.bottom, 0.02],
      color: "#9fc3ff",
    });
  }
  // Dark wood panelling along the bottom of the walls, and beams across the ceiling.
  wood.push(
    { shape: "box", position: [0, 0.6, maxZ - 0.04], scale: [width, 1.2, 0.08], color: "#5b3a22" },
    { shape: "box", position: [0, 0.6, minZ + 0.04], scale: [width, 1.2, 0.08], color: "#5b3a22" },
  );
  for (let z = minZ + 2; z < maxZ; z += 4) {
    wood.push({ shape: "box", position: [0, height - 0.25, z], scale: [width, 0.5, 0.4], color: "#4a2c17" });
  }
  // A double door in the near wall.
  wood.push(
    { shape: "box", position: [-0.75, 1.4, maxZ - 0.08], scale: [1.4, 2.8, 0.1], color: "#6b4226" },
    { shape: "box", position: [0.75, 1.4, maxZ - 0.08], scale: [1.4, 2.8, 0.1], color: "#6b4226" },
    { shape: "box", position: [0, 2.95, maxZ - 0.08], scale: [3.2, 0.3, 0.16], color: "#4a2c17" },
  );
  lights.push({ shape: "sphere", position: [-0.25, 1.3, maxZ - 0.15], scale: [0.1, 0.1, 0.1], color: "#ffd27a" });
  lights.push({ shape: "sphere", position: [0.25, 1.3, maxZ - 0.15], scale: [0.1, 0.1, 0.1], color: "#ffd27a" });
}

/** A bookcase along z from z0 to z1 whose books face +x (side 1) or -x (side -1), or both. */
function bookcase(x: number, z0: number, z1: number, depth: number, levels: number, faces: readonly (1 | -1)[]) {
  const length = z1 - z0;
  const middle = (z0 + z1) / 2;
  const top = levels * SHELF_STEP + 0.15;
  wood.push(
    { shape: "box", position: [x, top / 2, z0 - 0.04], scale: [depth + 0.08, top, 0.08], color: "#4a2c17" },
    { shape: "box", position: [x, top / 2, z1 + 0.04], scale: [depth + 0.08, top, 0.08], color: "#4a2c17" },
    { shape: "box", position: [x, top + 0.06, middle], scale: [depth + 0.2, 0.12, length + 0.3], color: "#3f2413" },
    { shape: "box", position: [x, top / 2, middle], scale: [0.04, top, length], color: "#2f1a0d" },
  );
  for (let level = 0; level < levels; level++) {
    const y = 0.1 + level * SHELF_STEP;
    wood.push({ shape: "box", position: [x, y, middle], scale: [depth, 0.05, length], color: "#5b3a22" });
    for (const face of faces) {
      const rowDepth = faces.length === 2 ? depth / 2 - 0.06 : depth - 0.1;
      spines.push({
        shape: "box",
        position: [x + face * (faces.length === 2 ? depth / 4 : 0), y + 0.025 + 0.21, middle],
        scale: [rowDepth, 0.42, length - 0.02],
        uv: [length / 2.4, 1],
        color: "#ffffff",
      });
    }
  }
  // Uprights every 1.5 m.
  for (let z = z0 + 1.5; z < z1 - 0.5; z += 1.5) {
    wood.push({ shape: "box", position: [x, top / 2, z], scale: [depth + 0.04, top, 0.06], color: "#4a2c17" });
  }
}

bookcase(ROOM.maxX - SIDE_SHELF_DEPTH / 2, ROOM.minZ + 0.3, ROOM.maxZ - 2, SIDE_SHELF_DEPTH, SHELF_LEVELS, [-1]);
bookcase(ROOM.minX + SIDE_SHELF_DEPTH / 2, ROOM.minZ + 0.3, ROOM.maxZ - 2, SIDE_SHELF_DEPTH, SHELF_LEVELS, [1]);
for (const x of ISLANDS) bookcase(x, ISLAND_Z[0], ISLAND_Z[1], 0.9, 4, [1, -1]);

// A rolling ladder against the right-hand shelves.
{
  const x = ROOM.maxX - SIDE_SHELF_DEPTH - 0.45;
  for (const dz of [-0.3, 0.3]) {
    wood.push({
      shape: "box",
      position: [x + 0.2, 2.2, -12 + dz],
      scale: [0.06, 4.5, 0.06],
      rotation: [0, 0, -0.1],
      color: "#7a4a26",
    });
  }
  for (let y = 0.4; y < 4.4; y += 0.4) {
    wood.push({
      shape: "box",
      position: [x + 0.2 + (y - 2.2) * 0.1, y, -12],
      scale: [0.05, 0.05, 0.6],
      color: "#7a4a26",
    });
  }
}

// Reading tables with four chairs and a green banker's lamp each.
for (const [x, z] of TABLES) {
  wood.push({ shape: "box", position: [x, 0.76, z], scale: [3, 0.06, 1.4], color: "#6b3f22" });
  for (const [dx, dz] of [
    [-1.35, -0.55],
    [1.35, -0.55],
    [-1.35, 0.55],
    [1.35, 0.55],
  ] as const) {
    wood.push({ shape: "box", position: [x + dx, 0.37, z + dz], scale: [0.08, 0.74, 0.08], color: "#4a2c17" });
  }
  for (const [dx, side] of [
    [-0.7, -1],
    [0.7, -1],
    [-0.7, 1],
    [0.7, 1],
  ] as const) {
    const cz = z + side * 1.05;
    wood.push(
      { shape: "box", position: [x + dx, 0.46, cz], scale: [0.5, 0.06, 0.5], color: "#7a4a26" },
      { shape: "box", position: [x + dx, 0.8, cz + side * 0.24], scale: [0.5, 0.7, 0.05], color: "#5b3a22" },
      { shape: "box", position: [x + dx, 0.22, cz], scale: [0.42, 0.44, 0.42], color: "#3f2413" },
    );
    plaster.push({ shape: "box", position: [x + dx, 0.5, cz], scale: [0.44, 0.03, 0.44], color: "#7f1d1d" });
  }
  // Lamp: brass stem, green glass shade, warm bulb.
  wood.push(
    { shape: "cylinder", position: [x, 0.82, z], scale: [0.22, 0.04, 0.22], color: "#b08d3c" },
    { shape: "cylinder", position: [x, 1.0, z], scale: [0.04, 0.36, 0.04], color: "#b08d3c" },
    {
      shape: "cylinder",
      position: [x, 1.2, z],
      scale: [0.5, 0.16, 0.22],
      rotation: [0, 0, Math.PI / 2],
      color: "#0f5c3a",
    },
  );
  lights.push({ shape: "box", position: [x, 1.12, z], scale: [0.42, 0.03, 0.14], color: "#ffe6a8" });
  // Open books and a stack on the table.
  plaster.push(
    {
      shape: "box",
      position: [x - 0.8, 0.8, z + 0.2],
      scale: [0.5, 0.02, 0.34],
      rotation: [0, 0.2, 0],
      color: "#f5ecd7",
    },
    { shape: "box", position: [x + 0.9, 0.82, z - 0.25], scale: [0.26, 0.06, 0.34], color: "#1e3a5f" },
    {
      shape: "box",
      position: [x + 0.9, 0.88, z - 0.25],
      scale: [0.24, 0.06, 0.32],
      rotation: [0, 0.3, 0],
      color: "#7f1d1d",
    },
  );
}

// Two chandeliers: a brass ring with candles and warm bulbs.
export const CHANDELIERS: readonly [number, number, number][] = [
  [0, 5.2, -8],
  [0, 5.2, 2],
];
const ring = new TorusGeometry(0.9, 0.05, 6, 28).rotateX(Math.PI / 2);
for (const [x, y, z] of CHANDELIERS) {
  wood.push(
    { shape: ring, position: [x, y, z], color: "#b08d3c" },
    {
      shape: "cylinder",
      position: [x, (y + ROOM.height) / 2, z],
      scale: [0.04, ROOM.height - y, 0.04],
      color: "#3a3a3a",
    },
  );
  for (let i = 0; i < 8; i++) {
    const angle = (i / 8) * Math.PI * 2;
    const cx = x + Math.cos(angle) * 0.9;
    const cz = z + Math.sin(angle) * 0.9;
    plaster.push({ shape: "cylinder", position: [cx, y + 0.12, cz], scale: [0.06, 0.22, 0.06], color: "#f8f1dc" });
    lights.push({ shape: "sphere", position: [cx, y + 0.28, cz], scale: [0.08, 0.12, 0.08], color: "#ffc45e" });
  }
}

// The featured books stand on easels, facing the door.
for (const { position } of books) {
  const [x, y, z] = position;
  wood.push(
    {
      shape: "box",
      position: [x - 0.5, 1.2, z - 0.12],
      scale: [0.07, 2.5, 0.07],
      rotation: [-0.12, 0, 0.08],
      color: "#7a4a26",
    },
    {
      shape: "box",
      position: [x + 0.5, 1.2, z - 0.12],
      scale: [0.07, 2.5, 0.07],
      rotation: [-0.12, 0, -0.08],
      color: "#7a4a26",
    },
    { shape: "box", position: [x, 1.05, z - 0.5], scale: [0.07, 2.2, 0.07], rotation: [0.3, 0, 0], color: "#7a4a26" },
    { shape: "box", position: [x, y - 1.12, z + 0.06], scale: [1.5, 0.08, 0.22], color: "#5b3a22" },
    { shape: "box", position: [x, y, z - 0.04], scale: [1.62, 2.22, 0.06], color: "#3f2413" },
  );
}

// A globe on a stand and potted plants by the door.
plaster.push(
  { shape: "sphere", position: [-9.5, 1.35, 5], scale: [0.7, 0.7, 0.7], color: "#2f6f8f" },
  { shape: "sphere", position: [-9.42, 1.45, 4.72], scale: [0.32, 0.3, 0.2], color: "#5c8a3a" },
  { shape: "sphere", position: [-9.72, 1.25, 5.2], scale: [0.22, 0.26, 0.2], color: "#6b8f3a" },
);
wood.push(
  { shape: ring, position: [-9.5, 1.35, 5], scale: [0.43, 0.43, 0.43], rotation: [0, 0, 0.4], color: "#b08d3c" },
  { shape: "cylinder", position: [-9.5, 0.5, 5], scale: [0.08, 1, 0.08], color: "#4a2c17" },
  { shape: "cylinder", position: [-9.5, 0.04, 5], scale: [0.6, 0.08, 0.6], color: "#4a2c17" },
);
for (const x of [-3, 3]) {
  plaster.push(
    { shape: "cylinder", position: [x, 0.3, 8.8], scale: [0.6, 0.6, 0.6], color: "#9a4a2a" },
    { shape: "sphere", position: [x, 1.0, 8.8], scale: [1.0, 1.1, 1.0], color: "#2f6b2f" },
    { shape: "sphere", position: [x + 0.2, 1.45, 8.7], scale: [0.6, 0.7, 0.6], color: "#3b7d3b" },
  );
}

/** Walls, bookcases, tables with their chairs, the easels, the globe and the plants. */
export const colliders: Box[] = [
  [ROOM.minX - 1, 0, ROOM.minZ - 1, ROOM.minX + SIDE_SHELF_DEPTH, ROOM.height, ROOM.maxZ + 1],
  [ROOM.maxX - SIDE_SHELF_DEPTH, 0, ROOM.minZ - 1, ROOM.maxX + 1, ROOM.height, ROOM.maxZ + 1],
  [ROOM.minX - 1, 0, ROOM.minZ - 1, ROOM.maxX + 1, ROOM.height, ROOM.minZ + 0.3],
  [ROOM.minX - 1, 0, ROOM.maxZ - 0.2, ROOM.maxX + 1, ROOM.height, ROOM.maxZ + 1],
  ...ISLANDS.map((x): Box => [x - 0.5, 0, ISLAND_Z[0] - 0.1, x + 0.5, 2.4, ISLAND_Z[1] + 0.1]),
  ...TABLES.map(([x, z]): Box => [x - 1.6, 0, z - 1.35, x + 1.6, 0.9, z + 1.35]),
  ...books.map(({ position: [x, , z] }): Box => [x - 0.85, 0, z - 0.55, x + 0.85, 2.9, z + 0.3]),
  [-10, 0, 4.5, -9, 1.8, 5.5],
  [-3.35, 0, 8.45, -2.65, 1.6, 9.15],
  [2.65, 0, 8.45, 3.35, 1.6, 9.15],
];
