import { BoxGeometry, ConeGeometry, CylinderGeometry, TorusGeometry } from "three";
import { mergeParts } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { BENCHES, SANDPIT, SLIDE, SWINGS } from "./layout.ts";

/** Slide, swing frame, sandpit, benches and fence: everything that stands still, in one mesh. */
export function playgroundModel() {
  return mergeParts([...slide(), ...swingFrame(), ...sandpit(), ...BENCHES.flatMap(bench), ...fence()]);
}

function slide(): Part[] {
  const { x, z } = SLIDE;
  const height = 2;
  const parts: Part[] = [];
  for (const [dx, dz] of [
    [-0.6, -0.6],
    [0.6, -0.6],
    [-0.6, 0.6],
    [0.6, 0.6],
  ] as const) {
    parts.push({
      geometry: new CylinderGeometry(0.07, 0.07, 3.3, 8),
      color: "#2b6cb0",
      position: [x + dx, 1.65, z + dz],
    });
  }
  parts.push({ geometry: new BoxGeometry(1.4, 0.12, 1.4), color: "#f6c026", position: [x, height, z] });
  parts.push({
    geometry: new ConeGeometry(1.2, 0.9, 4),
    color: "#e53e3e",
    position: [x, 3.7, z],
    rotation: [0, Math.PI / 4, 0],
  });
  // Rails around the platform, open on the slide's side.
  for (const dz of [-0.6, 0.6]) {
    parts.push({ geometry: new BoxGeometry(1.3, 0.06, 0.06), color: "#f6c026", position: [x, height + 0.65, z + dz] });
  }
  // Ladder on the far side.
  for (const dz of [-0.35, 0.35]) {
    parts.push({
      geometry: new BoxGeometry(0.08, 2.4, 0.08),
      color: "#2b6cb0",
      position: [x - 1.15, 1.1, z + dz],
      rotation: [0, 0, -0.3],
    });
  }
  for (let rung = 0; rung < 5; rung++) {
    parts.push({
      geometry: new CylinderGeometry(0.035, 0.035, 0.7, 6),
      color: "#cbd5e0",
      position: [x - 1.5 + rung * 0.14, 0.3 + rung * 0.42, z],
      rotation: [Math.PI / 2, 0, 0],
    });
  }
  // The chute: a long tilted trough with raised edges.
  const length = 3.6;
  const angle = Math.atan2(height - 0.25, 3.2);
  const cx = x + 0.7 + Math.cos(angle) * (length / 2);
  const cy = height - Math.sin(angle) * (length / 2) + 0.05;
  parts.push({
    geometry: new BoxGeometry(length, 0.08, 0.8),
    color: "#e53e3e",
    position: [cx, cy, z],
    rotation: [0, 0, -angle],
  });
  for (const dz of [-0.42, 0.42]) {
    parts.push({
      geometry: new BoxGeometry(length, 0.22, 0.06),
      color: "#f56565",
      position: [cx, cy + 0.1, z + dz],
      rotation: [0, 0, -angle],
    });
  }
  return parts;
}

function swingFrame(): Part[] {
  const { x, z } = SWINGS;
  const parts: Part[] = [
    {
      geometry: new CylinderGeometry(0.09, 0.09, 5, 10),
      color: "#c53030",
      position: [x, 2.8, z],
      rotation: [0, 0, Math.PI / 2],
    },
  ];
  for (const dx of [-2.4, 2.4]) {
    for (const dz of [-0.9, 0.9]) {
      parts.push({
        geometry: new CylinderGeometry(0.08, 0.08, 3.0, 8),
        color: "#2f855a",
        position: [x + dx, 1.4, z + dz / 2],
        rotation: [-Math.sign(dz) * 0.32, 0, 0],
      });
    }
  }
  return parts;
}

function sandpit(): Part[] {
  const { x, z } = SANDPIT;
  const size = 4;
  const parts: Part[] = [{ geometry: new BoxGeometry(size, 0.2, size), color: "#f2d48f", position: [x, 0.1, z] }];
  for (const [dx, dz, w, d] of [
    [0, -size / 2, size + 0.3, 0.2],
    [0, size / 2, size + 0.3, 0.2],
    [-size / 2, 0, 0.2, size],
    [size / 2, 0, 0.2, size],
  ] as const) {
    parts.push({ geometry: new BoxGeometry(w, 0.35, d), color: "#a0522d", position: [x + dx, 0.17, z + dz] });
  }
  // A sandcastle, a bucket and a spade.
  parts.push({
    geometry: new CylinderGeometry(0.45, 0.55, 0.5, 12),
    color: "#e5c07b",
    position: [x - 0.6, 0.45, z - 0.5],
  });
  for (const [dx, dz] of [
    [-0.35, -0.35],
    [0.35, -0.35],
    [-0.35, 0.35],
    [0.35, 0.35],
  ] as const) {
    parts.push({
      geometry: new CylinderGeometry(0.14, 0.16, 0.5, 8),
      color: "#e5c07b",
      position: [x - 0.6 + dx, 0.7, z - 0.5 + dz],
    });
    parts.push({
      geometry: new ConeGeometry(0.17, 0.25, 8),
      color: "#e5c07b",
      position: [x - 0.6 + dx, 1.07, z - 0.5 + dz],
    });
  }
  parts.push({
    geometry: new CylinderGeometry(0.25, 0.18, 0.4, 14, 1, true),
    color: "#3182ce",
    position: [x + 0.9, 0.4, z + 0.6],
  });
  parts.push({
    geometry: new TorusGeometry(0.22, 0.015, 6, 16, Math.PI),
    color: "#2c5282",
    position: [x + 0.9, 0.6, z + 0.6],
  });
  parts.push({
    geometry: new BoxGeometry(0.06, 0.6, 0.06),
    color: "#38a169",
    position: [x + 0.3, 0.45, z + 1.1],
    rotation: [0.4, 0, 0.3],
  });
  parts.push({
    geometry: new BoxGeometry(0.22, 0.3, 0.03),
    color: "#38a169",
    position: [x + 0.2, 0.2, z + 1.25],
    rotation: [0.4, 0, 0.3],
  });
  return parts;
}

function bench({ x, z, turn }: { x: number; z: number; turn: number }): Part[] {
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const at = (dx: number, y: number, dz: number): [number, number, number] => [
    x + dx * cos + dz * sin,
    y,
    z - dx * sin + dz * cos,
  ];
  const parts: Part[] = [];
  for (const dz of [-0.15, 0.05, 0.25])
    parts.push({
      geometry: new BoxGeometry(2, 0.06, 0.16),
      color: "#b7791f",
      position: at(0, 0.48, dz),
      rotation: [0, turn, 0],
    });
  for (const y of [0.75, 0.95])
    parts.push({
      geometry: new BoxGeometry(2, 0.16, 0.05),
      color: "#b7791f",
      position: at(0, y, 0.36),
      rotation: [0.15, turn, 0],
    });
  for (const dx of [-0.85, 0.85])
    parts.push({
      geometry: new BoxGeometry(0.08, 0.95, 0.55),
      color: "#2d3748",
      position: at(dx, 0.47, 0.1),
      rotation: [0, turn, 0],
    });
  return parts;
}

function fence(): Part[] {
  const parts: Part[] = [];
  const post = (x: number, z: number) =>
    parts.push({ geometry: new BoxGeometry(0.1, 0.9, 0.1), color: "#fefcbf", position: [x, 0.45, z] });
  for (let x = -12; x <= 12; x += 1) {
    post(x, -10);
    if (Math.abs(x) > 2) post(x, 10);
  }
  for (let z = -9; z <= 9; z += 1) {
    post(-12, z);
    post(12, z);
  }
  for (const [x, z, w, d] of [
    [0, -10, 24, 0.06],
    [-7.5, 10, 9, 0.06],
    [7.5, 10, 9, 0.06],
    [-12, 0, 0.06, 20],
    [12, 0, 0.06, 20],
  ] as const) {
    parts.push({ geometry: new BoxGeometry(w, 0.08, d), color: "#fefcbf", position: [x, 0.7, z] });
  }
  return parts;
}
