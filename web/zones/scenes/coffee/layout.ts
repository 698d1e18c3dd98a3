import { LatheGeometry, TorusGeometry, Vector2 } from "three";
import { between, pick, seededRandom } from "../../parts/random.ts";
import type { ShapePart } from "../../parts/shapes.ts";

/**
 * Everything in the café where it stands, grouped by material: plaster and china, bare brick, wood, chrome,
 * lights, glass, and the street outside the window.
 */

export const ROOM = { minX: -8, maxX: 8, minZ: -8, maxZ: 6, height: 3.6 } as const;
export const COUNTER = { minX: -5.5, maxX: 2.5, z: -5, depth: 1, height: 1.05 };
export const TABLES: readonly [number, number][] = [
  [1.5, 2.4],
  [-2.2, 2.6],
  [-2.8, -0.8],
  [3.6, -0.6],
  [5.6, 3.2],
];
export const PENDANTS = [-4, -1.5, 1];

const random = seededRandom(31);
export const plaster: ShapePart[] = [];
export const bricks: ShapePart[] = [];
export const wood: ShapePart[] = [];
export const shiny: ShapePart[] = [];
export const glow: ShapePart[] = [];
export const glass: ShapePart[] = [];

const cup = new LatheGeometry(
  [
    new Vector2(0, 0),
    new Vector2(0.032, 0),
    new Vector2(0.036, 0.01),
    new Vector2(0.045, 0.07),
    new Vector2(0.047, 0.08),
    new Vector2(0.043, 0.08),
    new Vector2(0.041, 0.02),
    new Vector2(0, 0.02),
  ],
  16,
);
const handle = new TorusGeometry(0.022, 0.006, 6, 10, Math.PI);
const ring = new TorusGeometry(0.5, 0.04, 6, 24);

/** A cup of coffee on a saucer at (x, y, z): white china, a brown top with a pale heart of milk. */
function coffeeCup(x: number, y: number, z: number, turn = 0) {
  plaster.push(
    { shape: "cylinder", position: [x, y + 0.005, z], scale: [0.15, 0.01, 0.15], color: "#f8f6f1" },
    { shape: cup, position: [x, y + 0.01, z], color: "#fbfaf7" },
    {
      shape: handle,
      position: [x + Math.cos(turn) * 0.05, y + 0.055, z - Math.sin(turn) * 0.05],
      rotation: [0, turn, -Math.PI / 2],
      color: "#fbfaf7",
    },
    { shape: "cylinder", position: [x, y + 0.085, z], scale: [0.08, 0.004, 0.08], color: "#6b3e1f" },
    { shape: "sphere", position: [x, y + 0.088, z], scale: [0.035, 0.002, 0.03], color: "#e9d5b5" },
  );
}

// Floor trim, walls, ceiling; the back wall is bare brick.
{
  const { minX, maxX, minZ, maxZ, height } = ROOM;
  const width = maxX - minX;
  const depth = maxZ - minZ;
  bricks.push({ shape: "box", position: [0, height / 2, minZ - 0.15], scale: [width, height, 0.3], color: "#b4583f" });
  plaster.push(
    {
      shape: "box",
      position: [maxX + 0.15, height / 2, (minZ + maxZ) / 2],
      scale: [0.3, height, depth],
      color: "#efe2cc",
    },
    { shape: "box", position: [0, height / 2, maxZ + 0.15], scale: [width, height, 0.3], color: "#efe2cc" },
    {
      shape: "box",
      position: [0, height + 0.1, (minZ + maxZ) / 2],
      scale: [width + 0.6, 0.2, depth + 0.6],
      color: "#8a6a52",
    },
    // The street side: a low wall and a lintel around a long window.
    { shape: "box", position: [minX - 0.15, 0.45, (minZ + maxZ) / 2], scale: [0.3, 0.9, depth], color: "#efe2cc" },
    {
      shape: "box",
      position: [minX - 0.15, height - 0.3, (minZ + maxZ) / 2],
      scale: [0.3, 0.6, depth],
      color: "#efe2cc",
    },
  );
  wood.push(
    { shape: "box", position: [maxX - 0.02, 0.5, (minZ + maxZ) / 2], scale: [0.04, 1, depth], color: "#5a3a24" },
    { shape: "box", position: [0, 0.5, maxZ - 0.02], scale: [width, 1, 0.04], color: "#5a3a24" },
    { shape: "box", position: [minX + 0.1, 0.92, (minZ + maxZ) / 2], scale: [0.5, 0.05, depth], color: "#7a4f2e" },
  );
  for (let z = minZ; z <= maxZ; z += 2.8)
    wood.push({ shape: "box", position: [minX - 0.05, height / 2, z], scale: [0.15, height, 0.15], color: "#2f2620" });
  glass.push({
    shape: "box",
    position: [minX - 0.1, (0.9 + height - 0.6) / 2, (minZ + maxZ) / 2],
    scale: [0.02, height - 1.5, depth],
    color: "#cfe8ff",
  });
  for (let x = minX + 1; x < maxX; x += 2)
    wood.push({
      shape: "box",
      position: [x, height - 0.08, (minZ + maxZ) / 2],
      scale: [0.18, 0.16, depth],
      color: "#4a3527",
    });
}

// The counter: wooden slats, a marble top, the espresso machine, a grinder and a cake display.
{
  const { minX, maxX, z, depth, height } = COUNTER;
  const width = maxX - minX;
  const cx = (minX + maxX) / 2;
  wood.push({ shape: "box", position: [cx, height / 2, z], scale: [width, height, depth], color: "#6b4226" });
  for (let x = minX + 0.1; x < maxX; x += 0.18)
    wood.push({
      shape: "box",
      position: [x, height / 2, z + depth / 2 + 0.01],
      scale: [0.12, height - 0.1, 0.02],
      color: "#8a5a34",
    });
  plaster.push({
    shape: "box",
    position: [cx, height + 0.03, z],
    scale: [width + 0.1, 0.06, depth + 0.1],
    color: "#ecebe8",
  });
  // Espresso machine.
  const mx = -3.2;
  const top = height + 0.06;
  shiny.push(
    { shape: "box", position: [mx, top + 0.3, z - 0.15], scale: [1.1, 0.6, 0.55], color: "#d7dadd" },
    { shape: "box", position: [mx, top + 0.62, z - 0.15], scale: [1.12, 0.05, 0.57], color: "#9ca3af" },
    { shape: "box", position: [mx, top + 0.04, z + 0.05], scale: [1.0, 0.06, 0.35], color: "#6b7280" },
  );
  plaster.push({ shape: "box", position: [mx, top + 0.35, z + 0.13], scale: [0.9, 0.12, 0.01], color: "#b91c1c" });
  for (const dx of [-0.28, 0.28]) {
    shiny.push(
      { shape: "cylinder", position: [mx + dx, top + 0.22, z + 0.16], scale: [0.12, 0.1, 0.12], color: "#9ca3af" },
      { shape: "box", position: [mx + dx, top + 0.18, z + 0.3], scale: [0.04, 0.03, 0.22], color: "#111827" },
    );
    coffeeCup(mx + dx, top + 0.07, z + 0.16);
    for (let stack = 0; stack < 3; stack++)
      plaster.push({ shape: cup, position: [mx + dx + (stack - 1) * 0.12, top + 0.65, z - 0.2], color: "#fbfaf7" });
  }
  shiny.push({
    shape: "cylinder",
    position: [mx + 0.58, top + 0.25, z + 0.1],
    scale: [0.02, 0.35, 0.02],
    rotation: [0.3, 0, 0.2],
    color: "#9ca3af",
  });
  glow.push({
    shape: "sphere",
    position: [mx - 0.35, top + 0.48, z + 0.13],
    scale: [0.05, 0.05, 0.02],
    color: "#22c55e",
  });
  // Grinder: a body and a hopper full of beans.
  const gx = -1.9;
  plaster.push({ shape: "box", position: [gx, top + 0.22, z - 0.1], scale: [0.22, 0.44, 0.3], color: "#1f2937" });
  glass.push({
    shape: "cone",
    position: [gx, top + 0.58, z - 0.1],
    scale: [0.3, 0.3, 0.3],
    rotation: [Math.PI, 0, 0],
    color: "#e5e7eb",
  });
  plaster.push({
    shape: "cone",
    position: [gx, top + 0.55, z - 0.1],
    scale: [0.24, 0.22, 0.24],
    rotation: [Math.PI, 0, 0],
    color: "#4a2c17",
  });
  // Cake display: glass case with cakes.
  const dx = 0.9;
  glass.push({ shape: "box", position: [dx, top + 0.3, z], scale: [1.6, 0.6, 0.8], color: "#e0f2fe" });
  for (let i = 0; i < 4; i++) {
    const cakeX = dx - 0.58 + i * 0.39;
    const colour = ["#f5d0c5", "#5b3a29", "#fde68a", "#fbcfe8"][i]!;
    plaster.push(
      { shape: "cylinder", position: [cakeX, top + 0.02, z], scale: [0.32, 0.02, 0.32], color: "#ffffff" },
      { shape: "cylinder", position: [cakeX, top + 0.1, z], scale: [0.26, 0.14, 0.26], color: colour },
      { shape: "sphere", position: [cakeX, top + 0.19, z], scale: [0.05, 0.05, 0.05], color: "#dc2626" },
    );
  }
  for (let i = 0; i < 5; i++) {
    plaster.push({
      shape: ring,
      position: [dx - 0.6 + i * 0.3, top + 0.45, z + 0.1],
      scale: [0.12, 0.12, 0.3],
      rotation: [0, 0, 0],
      color: "#d4a04a",
    });
  }
  // Till.
  plaster.push(
    { shape: "box", position: [2.0, top + 0.1, z], scale: [0.4, 0.2, 0.35], color: "#374151" },
    {
      shape: "box",
      position: [2.0, top + 0.32, z - 0.05],
      scale: [0.32, 0.24, 0.03],
      rotation: [-0.3, 0, 0],
      color: "#111827",
    },
  );
  glow.push({
    shape: "box",
    position: [2.0, top + 0.32, z - 0.03],
    scale: [0.28, 0.2, 0.01],
    rotation: [-0.3, 0, 0],
    color: "#38bdf8",
  });
}

// Shelves on the brick wall with jars of beans, mugs and coffee bags.
for (const y of [1.6, 2.2]) {
  wood.push({ shape: "box", position: [-1.5, y, ROOM.minZ + 0.2], scale: [7, 0.05, 0.35], color: "#5a3a24" });
  for (let x = -4.8; x < 1.9; x += 0.32) {
    if (random() < 0.5) {
      glass.push({
        shape: "cylinder",
        position: [x, y + 0.13, ROOM.minZ + 0.2],
        scale: [0.16, 0.24, 0.16],
        color: "#f1f5f9",
      });
      plaster.push({
        shape: "cylinder",
        position: [x, y + 0.1, ROOM.minZ + 0.2],
        scale: [0.14, 0.17, 0.14],
        color: pick(random, ["#4a2c17", "#5c3a1e", "#3b2414"]),
      });
    } else {
      plaster.push({
        shape: "box",
        position: [x, y + 0.15, ROOM.minZ + 0.2],
        scale: [0.2, 0.3, 0.12],
        color: pick(random, ["#c2410c", "#1e3a5f", "#14532d", "#a16207", "#7f1d1d"]),
      });
    }
  }
}

// Bistro tables and chairs, each with cups on it.
for (const [x, z] of TABLES) {
  shiny.push(
    { shape: "cylinder", position: [x, 0.74, z], scale: [0.8, 0.03, 0.8], color: "#e5e7eb" },
    { shape: "cylinder", position: [x, 0.37, z], scale: [0.06, 0.74, 0.06], color: "#1f2937" },
    { shape: "cylinder", position: [x, 0.02, z], scale: [0.45, 0.04, 0.45], color: "#1f2937" },
  );
  for (const angle of [random() * Math.PI, random() * Math.PI + Math.PI]) {
    const cx = x + Math.cos(angle) * 0.65;
    const cz = z + Math.sin(angle) * 0.65;
    wood.push(
      { shape: "cylinder", position: [cx, 0.46, cz], scale: [0.42, 0.04, 0.42], color: "#7a4f2e" },
      {
        shape: "cylinder",
        position: [cx + Math.cos(angle) * 0.18, 0.72, cz + Math.sin(angle) * 0.18],
        scale: [0.42, 0.5, 0.04],
        rotation: [0, -angle + Math.PI / 2, 0],
        color: "#6b4226",
      },
    );
    for (const [lx, lz] of [
      [0.14, 0.14],
      [-0.14, 0.14],
      [0.14, -0.14],
      [-0.14, -0.14],
    ] as const) {
      shiny.push({
        shape: "cylinder",
        position: [cx + lx, 0.23, cz + lz],
        scale: [0.025, 0.46, 0.025],
        color: "#1f2937",
      });
    }
  }
  coffeeCup(x - 0.12, 0.755, z + 0.05, random() * 3);
  if (random() < 0.6) coffeeCup(x + 0.18, 0.755, z - 0.12, random() * 3);
  if (random() < 0.5)
    plaster.push(
      { shape: "cylinder", position: [x + 0.05, 0.765, z + 0.22], scale: [0.2, 0.01, 0.2], color: "#ffffff" },
      {
        shape: ring,
        position: [x + 0.05, 0.78, z + 0.22],
        scale: [0.08, 0.08, 0.16],
        rotation: [Math.PI / 2, 0, 0],
        color: "#d4a04a",
      },
    );
}

// Plants in the corners and by the window.
for (const [x, z, scale] of [
  [7.2, -7.2, 1.2],
  [-7.2, 5.2, 1],
  [7.2, 5.2, 0.9],
  [-7.3, -3, 0.8],
] as const) {
  plaster.push({
    shape: "cylinder",
    position: [x, 0.25 * scale, z],
    scale: [0.5 * scale, 0.5 * scale, 0.5 * scale],
    color: "#c2410c",
  });
  for (let leaf = 0; leaf < 7; leaf++) {
    const angle = (leaf / 7) * Math.PI * 2;
    plaster.push({
      shape: "sphere",
      position: [
        x + Math.cos(angle) * 0.3 * scale,
        (0.8 + between(random, 0, 0.6)) * scale,
        z + Math.sin(angle) * 0.3 * scale,
      ],
      scale: [0.5 * scale, 0.12 * scale, 0.3 * scale],
      rotation: [0, -angle, 0.5],
      color: pick(random, ["#166534", "#15803d", "#14532d"]),
    });
  }
}

// Pendant lamps over the counter.
for (const x of PENDANTS) {
  plaster.push(
    {
      shape: "cylinder",
      position: [x, ROOM.height - 0.45, COUNTER.z + 0.1],
      scale: [0.01, 0.9, 0.01],
      color: "#111111",
    },
    { shape: "cone", position: [x, ROOM.height - 1.0, COUNTER.z + 0.1], scale: [0.45, 0.3, 0.45], color: "#1f2937" },
  );
  glow.push({
    shape: "sphere",
    position: [x, ROOM.height - 1.14, COUNTER.z + 0.1],
    scale: [0.14, 0.14, 0.14],
    color: "#ffd28a",
  });
}

// The street outside the window: pavement, road and the houses opposite.
export const street: ShapePart[] = [
  { shape: "box", position: [-11, -0.05, -1], scale: [6, 0.1, 40], color: "#9ca3af" },
  { shape: "box", position: [-18, -0.1, -1], scale: [8, 0.1, 40], color: "#374151" },
];
for (let z = -18; z < 16; z += 4)
  street.push({ shape: "box", position: [-18, -0.04, z], scale: [0.15, 0.02, 2], color: "#f8fafc" });
for (let z = -16; z < 16; z += 6.5) {
  const height = between(random, 8, 14);
  const colour = pick(random, ["#d6b38a", "#c98f6f", "#e3d3b5", "#a5b4c5", "#d9a38f"]);
  street.push({ shape: "box", position: [-26, height / 2, z], scale: [6, height, 6], color: colour });
  for (let wy = 2; wy < height - 1; wy += 2.6) {
    for (const wz of [-1.6, 0, 1.6])
      street.push({ shape: "box", position: [-22.95, wy, z + wz], scale: [0.1, 1.4, 0.9], color: "#3b4f6b" });
  }
}
street.push(
  { shape: "cylinder", position: [-13, 1.5, 3], scale: [0.3, 3, 0.3], color: "#5b3a22" },
  { shape: "sphere", position: [-13, 4, 3], scale: [3, 2.6, 3], color: "#4d7c2f" },
);
