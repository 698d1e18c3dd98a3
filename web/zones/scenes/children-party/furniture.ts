import { BoxGeometry, CircleGeometry, ConeGeometry, CylinderGeometry, SphereGeometry, TorusGeometry } from "three";
import { mergeParts, rod } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { between, pick, seededRandom } from "../../parts/random.ts";
import { CAKE, CANDLES, PARTY_COLORS, ROOM, TABLE } from "./layout.ts";

const PRESENTS = (() => {
  const random = seededRandom(23);
  const presents: {
    x: number;
    z: number;
    y: number;
    size: [number, number, number];
    color: string;
    ribbon: string;
    turn: number;
  }[] = [];
  const spots = [
    [6.5, -6.5],
    [7.4, -6.1],
    [6.9, -5.2],
    [8.1, -6.9],
    [7.2, -6.8],
  ] as const;
  spots.forEach(([x, z], i) => {
    const size: [number, number, number] = [
      between(random, 0.5, 0.9),
      between(random, 0.35, 0.7),
      between(random, 0.5, 0.9),
    ];
    presents.push({
      x,
      z,
      y: 0,
      size,
      color: PARTY_COLORS[i % PARTY_COLORS.length]!,
      ribbon: pick(random, ["#ffffff", "#ffd166", "#e63946"]),
      turn: random(),
    });
  });
  presents.push({ x: 7.0, z: -6.4, y: 0.62, size: [0.45, 0.35, 0.45], color: "#4cc9f0", ribbon: "#ffffff", turn: 0.3 });
  return presents;
})();

/** Table, cake, chairs, presents, plates and party hats: one mesh. */
export function partyFurniture() {
  return mergeParts([
    ...table(),
    ...cake(),
    ...chairs(),
    ...PRESENTS.flatMap(present),
    ...tableware(),
    ...windowFrames(),
    ...bannerStrings(),
  ]);
}

function table(): Part[] {
  const { x, z, width, depth, height } = TABLE;
  const parts: Part[] = [
    { geometry: new BoxGeometry(width, 0.06, depth), color: "#ffffff", position: [x, height, z] },
    // The cloth hangs over the edges.
    { geometry: new BoxGeometry(width + 0.1, 0.45, depth + 0.1), color: "#ff8fb8", position: [x, height - 0.2, z] },
    { geometry: new BoxGeometry(width + 0.12, 0.06, depth + 0.12), color: "#ffffff", position: [x, height - 0.42, z] },
  ];
  for (const dx of [-1, 1])
    for (const dz of [-1, 1])
      parts.push({
        geometry: new CylinderGeometry(0.05, 0.05, height - 0.4, 6),
        color: "#c28e5c",
        position: [x + dx * (width / 2 - 0.2), (height - 0.4) / 2, z + dz * (depth / 2 - 0.2)],
      });
  return parts;
}

function cake(): Part[] {
  const { x, z } = CAKE;
  const top = TABLE.height;
  const parts: Part[] = [
    { geometry: new CylinderGeometry(0.45, 0.5, 0.03, 24), color: "#e0e0e0", position: [x, top + 0.045, z] },
    { geometry: new CylinderGeometry(0.4, 0.4, 0.28, 24), color: "#ffc2d9", position: [x, top + 0.2, z] },
    {
      geometry: new TorusGeometry(0.4, 0.035, 6, 24),
      color: "#ffffff",
      position: [x, top + 0.34, z],
      rotation: [Math.PI / 2, 0, 0],
    },
    { geometry: new CylinderGeometry(0.3, 0.3, 0.24, 24), color: "#fff3f8", position: [x, top + 0.46, z] },
    {
      geometry: new TorusGeometry(0.3, 0.03, 6, 24),
      color: "#ff6fa3",
      position: [x, top + 0.58, z],
      rotation: [Math.PI / 2, 0, 0],
    },
  ];
  for (let i = 0; i < 12; i++) {
    const angle = (i / 12) * Math.PI * 2;
    parts.push({
      geometry: new SphereGeometry(0.04, 6, 4),
      color: "#e63946",
      position: [x + Math.cos(angle) * 0.41, top + 0.2, z + Math.sin(angle) * 0.41],
    });
  }
  for (const candle of CANDLES)
    parts.push({
      geometry: new CylinderGeometry(0.018, 0.018, 0.16, 6),
      color: candle.color,
      position: [candle.x, top + 0.66, candle.z],
    });
  return parts;
}

function chairs(): Part[] {
  const parts: Part[] = [];
  const spots = [
    [-1.4, -2.2, 0],
    [0, -2.2, 0],
    [1.4, -2.2, 0],
    [-1.4, -4.8, Math.PI],
    [0, -4.8, Math.PI],
    [1.4, -4.8, Math.PI],
  ] as const;
  spots.forEach(([x, z, turn], i) => {
    const color = PARTY_COLORS[i % PARTY_COLORS.length]!;
    const back = z + (turn === 0 ? 0.22 : -0.22);
    parts.push({ geometry: new BoxGeometry(0.45, 0.05, 0.45), color, position: [x, 0.45, z] });
    parts.push({ geometry: new BoxGeometry(0.45, 0.5, 0.05), color, position: [x, 0.72, back] });
    for (const dx of [-0.19, 0.19])
      for (const dz of [-0.19, 0.19])
        parts.push({
          geometry: new CylinderGeometry(0.025, 0.025, 0.45, 5),
          color: "#f1f1f1",
          position: [x + dx, 0.22, z + dz],
        });
  });
  return parts;
}

function present({ x, z, y, size, color, ribbon, turn }: (typeof PRESENTS)[number]): Part[] {
  const [w, h, d] = size;
  const cy = y + h / 2;
  return [
    { geometry: new BoxGeometry(w, h, d), color, position: [x, cy, z], rotation: [0, turn, 0] },
    {
      geometry: new BoxGeometry(w + 0.01, h + 0.01, 0.08),
      color: ribbon,
      position: [x, cy, z],
      rotation: [0, turn, 0],
    },
    {
      geometry: new BoxGeometry(0.08, h + 0.01, d + 0.01),
      color: ribbon,
      position: [x, cy, z],
      rotation: [0, turn, 0],
    },
    {
      geometry: new TorusGeometry(0.09, 0.03, 6, 12),
      color: ribbon,
      position: [x, y + h + 0.06, z],
      rotation: [0, turn + 0.8, 0],
    },
    {
      geometry: new TorusGeometry(0.09, 0.03, 6, 12),
      color: ribbon,
      position: [x, y + h + 0.06, z],
      rotation: [0, turn - 0.8, 0],
    },
  ];
}

function tableware(): Part[] {
  const parts: Part[] = [];
  for (const dx of [-1.6, -0.8, 0.8, 1.6]) {
    for (const dz of [-0.5, 0.5]) {
      const x = TABLE.x + dx;
      const z = TABLE.z + dz;
      parts.push({
        geometry: new CylinderGeometry(0.17, 0.14, 0.02, 16),
        color: "#ffffff",
        position: [x, TABLE.height + 0.04, z],
      });
      parts.push({
        geometry: new CylinderGeometry(0.05, 0.04, 0.14, 10),
        color: dx < 0 ? "#4cc9f0" : "#ffd166",
        position: [x + 0.25, TABLE.height + 0.1, z],
      });
      // Party hats with a pompom.
      parts.push({
        geometry: new ConeGeometry(0.08, 0.24, 10),
        color: dz < 0 ? "#9b5de5" : "#06d6a0",
        position: [x - 0.1, TABLE.height + 0.17, z - dz * 0.1],
      });
      parts.push({
        geometry: new SphereGeometry(0.03, 6, 4),
        color: "#ffffff",
        position: [x - 0.1, TABLE.height + 0.3, z - dz * 0.1],
      });
    }
  }
  return parts;
}

function windowFrames(): Part[] {
  const x = -ROOM.halfWidth + 0.06;
  return [-3.5, 3.5].flatMap((z) => [
    { geometry: new BoxGeometry(0.1, 0.12, 2.8), color: "#ffffff", position: [x, 3.4, z] },
    { geometry: new BoxGeometry(0.1, 0.12, 2.8), color: "#ffffff", position: [x, 1.4, z] },
    { geometry: new BoxGeometry(0.1, 2.1, 0.12), color: "#ffffff", position: [x, 2.4, z - 1.34] },
    { geometry: new BoxGeometry(0.1, 2.1, 0.12), color: "#ffffff", position: [x, 2.4, z + 1.34] },
    { geometry: new BoxGeometry(0.1, 2, 0.06), color: "#ffffff", position: [x, 2.4, z] },
  ]);
}

function bannerStrings(): Part[] {
  const z = -ROOM.halfDepth + 0.04;
  return [
    rod([-3.6, 4.2, z], [-3.3, 4.05, z], 0.01, "#444444", 4),
    rod([3.6, 4.2, z], [3.3, 4.05, z], 0.01, "#444444", 4),
  ];
}

/** Strings of little triangular flags draped across the room, all in one mesh. */
export function bunting() {
  const parts: Part[] = [];
  const lines: [[number, number, number], [number, number, number]][] = [
    [
      [-9.9, 4.6, -7.9],
      [9.9, 4.6, 7.9],
    ],
    [
      [9.9, 4.6, -7.9],
      [-9.9, 4.6, 7.9],
    ],
    [
      [-9.9, 4.4, -2],
      [9.9, 4.4, -2],
    ],
    [
      [-9.9, 4.4, 4],
      [9.9, 4.4, 4],
    ],
  ];
  lines.forEach(([from, to], line) => {
    const length = Math.hypot(to[0] - from[0], to[2] - from[2]);
    const flags = Math.floor(length / 0.55);
    const at = (t: number): [number, number, number] => [
      from[0] + (to[0] - from[0]) * t,
      from[1] - Math.sin(t * Math.PI) * 0.9,
      from[2] + (to[2] - from[2]) * t,
    ];
    const turn = -Math.atan2(to[2] - from[2], to[0] - from[0]);
    for (let i = 0; i < flags; i++) {
      const t = (i + 0.5) / flags;
      const [x, y, z] = at(t);
      parts.push({
        geometry: new CircleGeometry(0.2, 3),
        color: PARTY_COLORS[(i + line) % PARTY_COLORS.length]!,
        position: [x, y - 0.12, z],
        rotation: [0, turn, -Math.PI / 2],
      });
      parts.push(rod(at(i / flags), at((i + 1) / flags), 0.008, "#ffffff", 3));
    }
  });
  return mergeParts(parts);
}
