import {
  BufferAttribute,
  CylinderGeometry,
  IcosahedronGeometry,
  PlaneGeometry,
  SphereGeometry,
  TorusGeometry,
} from "three";
import type { BufferGeometry } from "three";
import { rod } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { fractalNoise2D, valueNoise2D } from "../../parts/noise.ts";
import { between, pick, seededRandom } from "../../parts/random.ts";
import { ARCHES, PLANTS, SPIRES } from "./layout.ts";

/**
 * Purple dust with dark craters near by, rising to jagged ridges on the horizon: `segments` squares a side
 * (80, 3.75 m each, still shows the smallest crater).
 */
export function alienGround(segments: number) {
  const noise = fractalNoise2D(71, 4);
  const ridges = valueNoise2D(72);
  const craters = [
    [-2, -7, 2.5],
    [13, 10, 3.5],
    [-10, 14, 2],
    [18, -20, 4],
  ] as const;
  const geometry = new PlaneGeometry(300, 300, segments, segments).rotateX(-Math.PI / 2);
  const position = geometry.getAttribute("position") as BufferAttribute;
  for (let i = 0; i < position.count; i++) {
    const x = position.getX(i);
    const z = position.getZ(i);
    const distance = Math.hypot(x, z);
    const far = Math.min(1, Math.max(0, (distance - 36) / 50));
    const ridge = Math.abs(ridges(x * 0.04, z * 0.04) * 2 - 1);
    let height = (noise(x * 0.15, z * 0.15) - 0.5) * 0.3 + far * far * (18 + (1 - ridge) * 35);
    for (const [cx, cz, radius] of craters) {
      const d = Math.hypot(x - cx, z - cz) / radius;
      if (d < 1.4) height += d < 1 ? -0.5 * (1 - d * d) : 0.35 * Math.sin(((d - 1) / 0.4) * Math.PI);
    }
    position.setY(i, height);
  }
  const flat = geometry.toNonIndexed();
  geometry.dispose();
  flat.computeVertexNormals();
  const points = flat.getAttribute("position") as BufferAttribute;
  const colors = new Float32Array(points.count * 3);
  for (let face = 0; face < points.count; face += 3) {
    const y = (points.getY(face) + points.getY(face + 1) + points.getY(face + 2)) / 3;
    const x = points.getX(face);
    const z = points.getZ(face);
    const speckle = noise(x * 0.6, z * 0.6);
    const dark = y < -0.15 ? 0.55 : 1;
    const high = Math.min(1, Math.max(0, y / 30));
    const r = (0.3 + speckle * 0.22 - high * 0.08) * dark;
    const g = (0.1 + speckle * 0.08 + high * 0.12) * dark;
    const b = (0.32 + speckle * 0.16 + high * 0.12) * dark;
    for (let corner = 0; corner < 3; corner++) colors.set([r, g, b], (face + corner) * 3);
  }
  flat.setAttribute("color", new BufferAttribute(colors, 3));
  return flat;
}

/** A natural arch: half a thick ring, roughened and striped in rusty layers. */
export function arch({ x, z, radius, turn }: (typeof ARCHES)[number]): Part[] {
  const geometry = new TorusGeometry(radius, radius * 0.22, 8, 28, Math.PI);
  roughen(geometry, radius * 0.08, 81 + radius);
  return [
    { geometry, color: "#d0704a", position: [x, 0, z], rotation: [0, turn, 0] },
    ...[-1, 1].map((side) => ({
      geometry: roughened(new CylinderGeometry(radius * 0.3, radius * 0.42, 1.2, 9), radius * 0.06, 90 + side),
      color: "#9e4a34",
      position: [x + Math.cos(turn) * radius * side, 0.4, z - Math.sin(turn) * radius * side] as [
        number,
        number,
        number,
      ],
    })),
  ];
}

/** A hoodoo: a tapering column of layered stone under a darker cap rock. */
export function spire({ x, z, height }: (typeof SPIRES)[number]): Part[] {
  const parts: Part[] = [];
  const layers = 5;
  const base = height * 0.17;
  for (let i = 0; i < layers; i++) {
    const bottom = base * (1 - (i / layers) * 0.55);
    const top = base * (1 - ((i + 1) / layers) * 0.55);
    const layer = height / layers;
    parts.push({
      geometry: roughened(new CylinderGeometry(top * 0.9, bottom, layer, 9, 2), layer * 0.08, 100 + i + height),
      color: ["#d27a4e", "#b65d3e", "#e0956a", "#c4683f", "#a9553a"][i]!,
      position: [x + Math.sin(i * 1.7) * 0.15, (i + 0.5) * layer, z + Math.cos(i * 1.3) * 0.15],
    });
  }
  parts.push({
    geometry: roughened(new CylinderGeometry(base * 0.9, base * 0.6, height * 0.08, 9), 0.1, 200 + height),
    color: "#5e3550",
    position: [x, height + height * 0.04, z],
  });
  return parts;
}

export function boulders(): Part[] {
  const random = seededRandom(90);
  return Array.from({ length: 24 }, (_, i) => {
    const angle = random() * Math.PI * 2;
    const distance = between(random, 10, 32);
    const size = between(random, 0.3, 1.2);
    return {
      geometry: roughened(new IcosahedronGeometry(1, 0), 0.15, 300 + i),
      color: pick(random, ["#8d4a5e", "#a65a3f", "#5f3a6b"]),
      position: [Math.cos(angle) * distance, size * 0.3, Math.sin(angle) * distance] as [number, number, number],
      scale: [size, size * 0.7, size],
    };
  });
}

export function stalk(plant: (typeof PLANTS)[number]): Part[] {
  const top: [number, number, number] = [plant.x + plant.lean * plant.height, plant.height, plant.z];
  const parts: Part[] = [
    rod(
      [plant.x, 0, plant.z],
      top,
      plant.kind === "mushroom" ? 0.07 : 0.035,
      plant.kind === "mushroom" ? "#d8c7ff" : "#2f6d5a",
      6,
    ),
  ];
  if (plant.kind === "bulb") {
    for (const side of [-1, 1]) {
      parts.push({
        geometry: new SphereGeometry(0.18, 6, 4),
        color: "#2f8d6a",
        position: [plant.x + side * 0.12, plant.height * 0.35, plant.z],
        scale: [1.4, 0.25, 0.6],
        rotation: [0, 0, side * 0.5],
      });
    }
  }
  return parts;
}

export function bulb(plant: (typeof PLANTS)[number]): Part {
  const x = plant.x + plant.lean * plant.height;
  if (plant.kind === "mushroom") {
    return {
      geometry: new SphereGeometry(0.45, 14, 8, 0, Math.PI * 2, 0, Math.PI / 2),
      color: plant.color,
      position: [x, plant.height - 0.05, plant.z],
      scale: [1, 0.6, 1],
    };
  }
  return {
    geometry: new SphereGeometry(0.16, 10, 8),
    color: plant.color,
    position: [x, plant.height + 0.1, plant.z],
    scale: [1, 1.3, 1],
  };
}

function roughened<T extends BufferGeometry>(geometry: T, amount: number, seed: number): T {
  roughen(geometry, amount, seed);
  return geometry;
}

/** Pushes each vertex along its normal by smooth noise, so primitives read as weathered rock. */
function roughen(geometry: BufferGeometry, amount: number, seed: number) {
  const noise = valueNoise2D(Math.round(seed * 13));
  const position = geometry.getAttribute("position") as BufferAttribute;
  const normal = geometry.getAttribute("normal") as BufferAttribute;
  for (let i = 0; i < position.count; i++) {
    const x = position.getX(i);
    const y = position.getY(i);
    const z = position.getZ(i);
    const push = (noise(x * 1.7 + z * 0.9, y * 1.7 - z * 0.5) - 0.5) * 2 * amount;
    position.setXYZ(i, x + normal.getX(i) * push, y + normal.getY(i) * push, z + normal.getZ(i) * push);
  }
  geometry.computeVertexNormals();
}
