import { BoxGeometry, CylinderGeometry, SphereGeometry, TorusGeometry } from "three";
import { mergeParts, rod } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { CONSOLES, LAB, TABLE, TANK, TANKS } from "./layout.ts";

/** Tank bases and lids, pipes, the workbench with flasks, consoles, hazard stripes: one mesh. */
export function labModel() {
  const parts: Part[] = [];
  const { halfWidth, halfDepth, height } = LAB;
  for (const { x, z } of TANKS) {
    parts.push({
      geometry: new CylinderGeometry(TANK.radius + 0.15, TANK.radius + 0.25, TANK.base, 24),
      color: "#5b6770",
      position: [x, TANK.base / 2, z],
    });
    parts.push({
      geometry: new CylinderGeometry(TANK.radius + 0.12, TANK.radius + 0.12, 0.3, 24),
      color: "#5b6770",
      position: [x, TANK.base + TANK.height + 0.15, z],
    });
    parts.push({
      geometry: new TorusGeometry(TANK.radius + 0.13, 0.05, 6, 24),
      color: "#e0b43a",
      position: [x, TANK.base + 0.05, z],
      rotation: [Math.PI / 2, 0, 0],
    });
    // Steel ribs hold the glass.
    for (const angle of [0.6, 2.7, 4.8]) {
      parts.push(
        rod(
          [x + Math.cos(angle) * TANK.radius, TANK.base, z + Math.sin(angle) * TANK.radius],
          [x + Math.cos(angle) * TANK.radius, TANK.base + TANK.height, z + Math.sin(angle) * TANK.radius],
          0.04,
          "#8c979e",
          6,
        ),
      );
    }
    // Feed pipes from the lid up into the ceiling.
    parts.push(rod([x - 0.3, TANK.base + TANK.height + 0.3, z], [x - 0.3, height, z], 0.09, "#7a8790", 8));
    parts.push(rod([x + 0.35, TANK.base + TANK.height + 0.3, z], [x + 0.35, height, z], 0.06, "#3c8a4a", 8));
  }
  // Pipe runs along the walls under the ceiling.
  for (const [y, radius, color] of [
    [5.5, 0.14, "#7a8790"],
    [5.15, 0.1, "#3c8a4a"],
    [4.85, 0.08, "#b0463a"],
  ] as const) {
    parts.push(rod([-halfWidth + 0.3, y, -halfDepth + 0.3], [halfWidth - 0.3, y, -halfDepth + 0.3], radius, color, 8));
    parts.push(rod([-halfWidth + 0.3, y, -halfDepth + 0.3], [-halfWidth + 0.3, y, halfDepth - 0.3], radius, color, 8));
    parts.push(rod([halfWidth - 0.3, y, -halfDepth + 0.3], [halfWidth - 0.3, y, halfDepth - 0.3], radius, color, 8));
  }
  for (let x = -9; x <= 9; x += 3)
    parts.push({ geometry: new BoxGeometry(0.12, 0.9, 0.2), color: "#4a545c", position: [x, 5.2, -halfDepth + 0.2] });
  parts.push(
    ...[-8, 8].map((x) => ({
      geometry: new TorusGeometry(0.22, 0.05, 6, 14),
      color: "#d13a2a",
      position: [x, 5.15, -halfDepth + 0.45] as [number, number, number],
    })),
  );
  parts.push(...workbench(), ...CONSOLES.flatMap(console_), ...hazardFloor());
  return mergeParts(parts);
}

function workbench(): Part[] {
  const { x, z, width, depth, height } = TABLE;
  const parts: Part[] = [{ geometry: new BoxGeometry(width, 0.08, depth), color: "#dfe6ea", position: [x, height, z] }];
  for (const dx of [-1, 1])
    for (const dz of [-1, 1])
      parts.push({
        geometry: new BoxGeometry(0.08, height, 0.08),
        color: "#6b7780",
        position: [x + dx * (width / 2 - 0.1), height / 2, z + dz * (depth / 2 - 0.1)],
      });
  parts.push({ geometry: new BoxGeometry(width - 0.2, 0.05, depth - 0.2), color: "#9aa5ab", position: [x, 0.3, z] });
  // Flasks with glowing brews.
  const brews = ["#ff3bd4", "#3bd4ff", "#b6ff3b"];
  [-0.9, 0, 0.9].forEach((dx, i) => {
    parts.push({ geometry: new SphereGeometry(0.18, 14, 10), color: brews[i]!, position: [x + dx, height + 0.2, z] });
    parts.push({
      geometry: new CylinderGeometry(0.05, 0.06, 0.22, 10),
      color: "#e8f4f8",
      position: [x + dx, height + 0.44, z],
    });
  });
  for (let i = 0; i < 5; i++)
    parts.push({
      geometry: new CylinderGeometry(0.035, 0.035, 0.3, 8),
      color: ["#ffd23f", "#ff5e5e", "#7dff5a", "#5ed0ff", "#ffffff"][i]!,
      position: [x - 1.4 + i * 0.12, height + 0.18, z - 0.45],
    });
  parts.push({
    geometry: new BoxGeometry(0.65, 0.06, 0.2),
    color: "#6b7780",
    position: [x - 1.16, height + 0.06, z - 0.45],
  });
  // A microscope.
  parts.push({
    geometry: new BoxGeometry(0.3, 0.05, 0.35),
    color: "#2d3338",
    position: [x + 1.35, height + 0.05, z + 0.3],
  });
  parts.push(rod([x + 1.35, height + 0.05, z + 0.43], [x + 1.35, height + 0.45, z + 0.38], 0.035, "#2d3338", 8));
  parts.push(rod([x + 1.35, height + 0.5, z + 0.38], [x + 1.35, height + 0.2, z + 0.25], 0.05, "#eef2f4", 10));
  return parts;
}

function console_({ x, z }: (typeof CONSOLES)[number]): Part[] {
  const side = x < 0 ? 1 : -1;
  return [
    { geometry: new BoxGeometry(0.8, 1.0, 2.2), color: "#3a444c", position: [x, 0.5, z] },
    {
      geometry: new BoxGeometry(0.7, 0.08, 2.1),
      color: "#4d5963",
      position: [x + side * 0.15, 1.02, z],
      rotation: [0, 0, side * -0.25],
    },
    { geometry: new BoxGeometry(0.2, 1.2, 1.8), color: "#2a3238", position: [x - side * 0.2, 1.7, z] },
  ];
}

function hazardFloor(): Part[] {
  const parts: Part[] = [];
  for (const { x, z } of TANKS) {
    // A striped ring around each tank: keep back.
    for (let i = 0; i < 24; i++) {
      const angle = (i / 24) * Math.PI * 2;
      parts.push({
        geometry: new BoxGeometry(0.42, 0.012, 0.16),
        color: i % 2 ? "#f2c200" : "#1a1a1a",
        position: [x + Math.cos(angle) * 1.55, 0.006, z + Math.sin(angle) * 1.55],
        rotation: [0, -angle - Math.PI / 2, 0],
      });
    }
  }
  return parts;
}
