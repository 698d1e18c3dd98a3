import { BoxGeometry, CylinderGeometry, TorusGeometry } from "three";
import { mergeParts, rod } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { seededRandom } from "../../parts/random.ts";
import { BARRELS, BELT_HEIGHT, BELTS, COLUMNS, FURNACE, HALL, PRESS } from "./layout.ts";

/** Columns, roof trusses, belt frames, pipes, barrels, panels and hanging chains: one mesh. */
export function hallModel() {
  const parts: Part[] = [];
  const { halfWidth, halfDepth, height } = HALL;
  for (const { x, z } of COLUMNS) {
    parts.push({ geometry: new BoxGeometry(0.5, height, 0.18), color: "#3a3f47", position: [x, height / 2, z] });
    parts.push({ geometry: new BoxGeometry(0.12, height, 0.5), color: "#3a3f47", position: [x, height / 2, z] });
  }
  // Roof trusses across the hall.
  for (let z = -14; z <= 14; z += 4) {
    parts.push(rod([-halfWidth, height - 0.3, z], [halfWidth, height - 0.3, z], 0.1, "#2c3038", 4));
    parts.push(rod([-halfWidth, height - 1.6, z], [halfWidth, height - 1.6, z], 0.08, "#2c3038", 4));
    for (let x = -halfWidth; x < halfWidth; x += 3)
      parts.push(rod([x, height - 1.6, z], [x + 3, height - 0.3, z], 0.05, "#2c3038", 4));
  }
  for (const belt of BELTS) parts.push(...beltFrame(belt));
  parts.push(
    ...pressFrame(),
    ...furnaceBody(),
    ...pipes(),
    ...BARRELS.map(barrel),
    ...panels(),
    ...chains(),
    ...crates(),
  );
  parts.push({
    geometry: new BoxGeometry(halfWidth * 2, 0.3, 0.2),
    color: "#3a2a20",
    position: [0, 0.15, -halfDepth + 0.1],
  });
  return mergeParts(parts);
}

function beltFrame({ x, z, length }: (typeof BELTS)[number]): Part[] {
  const parts: Part[] = [];
  for (const side of [-0.62, 0.62])
    parts.push({
      geometry: new BoxGeometry(0.1, 0.3, length),
      color: "#6b5a2a",
      position: [x + side, BELT_HEIGHT - 0.05, z],
    });
  for (let along = -length / 2 + 0.6; along < length / 2; along += 2.2) {
    for (const side of [-0.55, 0.55])
      parts.push({
        geometry: new BoxGeometry(0.1, BELT_HEIGHT - 0.1, 0.1),
        color: "#3d3d3d",
        position: [x + side, (BELT_HEIGHT - 0.1) / 2, z + along],
      });
  }
  for (const end of [-1, 1])
    parts.push({
      geometry: new CylinderGeometry(0.2, 0.2, 1.2, 12),
      color: "#565656",
      position: [x, BELT_HEIGHT - 0.12, z + (end * length) / 2],
      rotation: [0, 0, Math.PI / 2],
    });
  return parts;
}

function pressFrame(): Part[] {
  const { x, z } = PRESS;
  return [
    { geometry: new BoxGeometry(3.2, 0.6, 2.4), color: "#4a4f2e", position: [x, 0.3, z] },
    { geometry: new BoxGeometry(0.5, 4.6, 0.6), color: "#5c6236", position: [x - 1.3, 2.3, z] },
    { geometry: new BoxGeometry(0.5, 4.6, 0.6), color: "#5c6236", position: [x + 1.3, 2.3, z] },
    { geometry: new BoxGeometry(3.2, 0.8, 1.2), color: "#4a4f2e", position: [x, 4.8, z] },
    { geometry: new BoxGeometry(1.4, 0.3, 0.05), color: "#c9a21a", position: [x, 4.8, z + 0.62] },
  ];
}

function furnaceBody(): Part[] {
  const { x, z } = FURNACE;
  return [
    { geometry: new CylinderGeometry(1.6, 1.8, 3.2, 16), color: "#3b2f2a", position: [x, 1.6, z] },
    { geometry: new CylinderGeometry(1.7, 1.7, 0.2, 16), color: "#5a4236", position: [x, 3.2, z] },
    {
      geometry: new CylinderGeometry(0.4, 0.4, HALL.height - 3.2, 10),
      color: "#2c2420",
      position: [x, 3.2 + (HALL.height - 3.2) / 2, z],
    },
    {
      geometry: new TorusGeometry(1.72, 0.07, 6, 24),
      color: "#6b4a36",
      position: [x, 0.9, z],
      rotation: [Math.PI / 2, 0, 0],
    },
    {
      geometry: new TorusGeometry(1.66, 0.07, 6, 24),
      color: "#6b4a36",
      position: [x, 2.4, z],
      rotation: [Math.PI / 2, 0, 0],
    },
  ];
}

function pipes(): Part[] {
  const { halfWidth, halfDepth } = HALL;
  const parts: Part[] = [];
  for (const [y, radius, color] of [
    [6.2, 0.22, "#4d3b2c"],
    [5.6, 0.15, "#3b4d45"],
  ] as const) {
    parts.push(rod([-halfWidth + 0.4, y, -halfDepth + 0.5], [halfWidth - 0.4, y, -halfDepth + 0.5], radius, color, 10));
    parts.push(rod([halfWidth - 0.4, y, -halfDepth + 0.5], [halfWidth - 0.4, y, halfDepth - 0.5], radius, color, 10));
  }
  for (let x = -10; x <= 10; x += 4)
    parts.push({
      geometry: new TorusGeometry(0.28, 0.06, 6, 12),
      color: "#2d2d2d",
      position: [x, 6.2, -halfDepth + 0.5],
      rotation: [0, Math.PI / 2, 0],
    });
  parts.push(rod([halfWidth - 0.4, 5.6, 3], [halfWidth - 0.4, 0, 3], 0.15, "#3b4d45", 10));
  parts.push({
    geometry: new TorusGeometry(0.3, 0.05, 6, 16),
    color: "#a12a1a",
    position: [halfWidth - 0.7, 1.6, 3],
    rotation: [0, Math.PI / 2, 0],
  });
  return parts;
}

function barrel({ x, z }: { x: number; z: number }): Part {
  return {
    geometry: new CylinderGeometry(0.42, 0.42, 1.2, 14),
    color: x < 0 ? "#6a2a1e" : "#2e4a3a",
    position: [x, 0.6, z],
  };
}

function panels(): Part[] {
  return [
    {
      geometry: new BoxGeometry(1.8, 2.2, 0.6),
      color: "#39423b",
      position: [-10.8, 1.1, 2],
      rotation: [0, Math.PI / 2, 0],
    },
    {
      geometry: new BoxGeometry(1.6, 0.6, 0.5),
      color: "#2e3530",
      position: [-10.6, 2.5, 2],
      rotation: [0.5, Math.PI / 2, 0],
    },
    { geometry: new BoxGeometry(1.2, 1.5, 0.5), color: "#39423b", position: [0, 0.75, -15.4] },
  ];
}

function chains(): Part[] {
  const parts: Part[] = [];
  for (const [x, z, length] of [
    [0, 4, 3.2],
    [1.2, -9, 4],
    [-8, 12, 2.5],
  ] as const) {
    parts.push(rod([x, HALL.height - 0.3, z], [x, HALL.height - 0.3 - length, z], 0.03, "#555555", 4));
    parts.push({
      geometry: new TorusGeometry(0.18, 0.04, 6, 12, Math.PI * 1.5),
      color: "#666666",
      position: [x, HALL.height - 0.45 - length, z],
    });
  }
  return parts;
}

function crates(): Part[] {
  const random = seededRandom(44);
  return [
    [9.8, 13],
    [10.6, 13.2],
    [10.2, 14.3],
    [10.2, 13.7],
  ].map(([x, z], i) => ({
    geometry: new BoxGeometry(0.9, 0.9, 0.9),
    color: "#5a4128",
    position: [x!, i === 3 ? 1.35 : 0.45, z!] as [number, number, number],
    rotation: [0, random(), 0] as [number, number, number],
  }));
}
