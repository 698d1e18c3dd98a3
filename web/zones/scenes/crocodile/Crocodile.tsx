import { useRef } from "react";
import { useFrame } from "@react-three/fiber";
import type { Group } from "three";
import { MergedShapes } from "../../parts/MergedShapes.tsx";
import type { ShapePart } from "../../parts/shapes.ts";
import { LIMIT, WATER_LEVEL, riverX } from "./river.ts";

/** A crocodile facing -z, about 4.5 m long: body, head with teeth and eyes, legs and scutes; the tail apart. */
function crocodileBody(jawOpen: boolean): ShapePart[] {
  const skin = "#4a5d2a";
  const dark = "#37471f";
  const belly = "#9a9a62";
  const parts: ShapePart[] = [
    { shape: "sphere", position: [0, 0.35, 0], scale: [1.0, 0.5, 2.8], color: skin },
    { shape: "sphere", position: [0, 0.25, 0], scale: [0.9, 0.36, 2.5], color: belly },
    { shape: "sphere", position: [0, 0.4, -1.45], scale: [0.72, 0.42, 0.9], color: skin },
    { shape: "box", position: [0, 0.36, -2.3], scale: [0.46, 0.2, 1.3], color: skin },
    { shape: "sphere", position: [0, 0.36, -2.95], scale: [0.46, 0.2, 0.3], color: skin },
    { shape: "sphere", position: [-0.2, 0.62, -1.65], scale: [0.2, 0.18, 0.22], color: dark },
    { shape: "sphere", position: [0.2, 0.62, -1.65], scale: [0.2, 0.18, 0.22], color: dark },
    { shape: "sphere", position: [-0.22, 0.66, -1.72], scale: [0.09, 0.08, 0.06], color: "#e3c23a" },
    { shape: "sphere", position: [0.22, 0.66, -1.72], scale: [0.09, 0.08, 0.06], color: "#e3c23a" },
    { shape: "box", position: [-0.22, 0.665, -1.755], scale: [0.015, 0.06, 0.01], color: "#111111" },
    { shape: "box", position: [0.22, 0.665, -1.755], scale: [0.015, 0.06, 0.01], color: "#111111" },
    { shape: "sphere", position: [-0.08, 0.47, -3.0], scale: [0.07, 0.05, 0.07], color: dark },
    { shape: "sphere", position: [0.08, 0.47, -3.0], scale: [0.07, 0.05, 0.07], color: dark },
  ];
  const jaw = jawOpen ? 0.45 : 0;
  parts.push({
    shape: "box",
    position: [0, 0.22 - Math.sin(jaw) * 0.5, -2.3 + (1 - Math.cos(jaw)) * 0.3],
    scale: [0.44, 0.12, 1.3],
    rotation: [-jaw, 0, 0],
    color: jawOpen ? "#e8b0a0" : belly,
  });
  for (let i = 0; i < 9; i++) {
    const tz = -1.8 - i * 0.14;
    for (const side of [-1, 1]) {
      parts.push({
        shape: "cone",
        position: [side * 0.21, jawOpen ? 0.22 : 0.27, tz],
        scale: [0.04, 0.08, 0.04],
        rotation: [Math.PI, 0, 0],
        color: "#f5f5dc",
        // Under water or far off on a phone's screen; the open jaws keep theirs.
        fine: !jawOpen,
      });
    }
  }
  for (const [lx, lz] of [
    [-0.52, -0.8],
    [0.52, -0.8],
    [-0.5, 0.9],
    [0.5, 0.9],
  ] as const) {
    parts.push(
      {
        shape: "cylinder",
        position: [lx, 0.2, lz],
        scale: [0.2, 0.45, 0.2],
        rotation: [0, 0, Math.sign(lx) * 1.1],
        color: skin,
      },
      { shape: "sphere", position: [lx * 1.35, 0.05, lz - 0.08], scale: [0.26, 0.08, 0.3], color: dark },
    );
  }
  for (let i = 0; i < 8; i++) {
    for (const side of [-1, 1])
      parts.push({
        shape: "cone",
        position: [side * 0.18, 0.6 - Math.abs(i - 3.5) * 0.015, -1.0 + i * 0.3],
        scale: [0.1, 0.14, 0.14],
        color: dark,
      });
  }
  return parts;
}

function crocodileTail(): ShapePart[] {
  const parts: ShapePart[] = [];
  for (let i = 0; i < 5; i++) {
    const width = 0.7 - i * 0.12;
    parts.push({
      shape: "sphere",
      position: [0, 0.32 - i * 0.03, 0.5 + i * 0.55],
      scale: [width, width * 0.55, 0.8],
      color: "#4a5d2a",
    });
    parts.push({
      shape: "cone",
      position: [0, 0.32 + width * 0.3, 0.5 + i * 0.55],
      scale: [0.08, 0.18, 0.16],
      color: "#37471f",
    });
  }
  return parts;
}

const bodies = { open: crocodileBody(true), closed: crocodileBody(false) };
const tail = crocodileTail();

interface CrocodileProps {
  at: [number, number, number];
  turn: number;
  jawOpen?: boolean;
  /** Swimming: follows the river downstream at this speed (m/s), starting at `at`'s z, offset from the middle. */
  swim?: { speed: number; offset: number };
  /** Fewer segments (phone quality). */
  coarse?: boolean;
}

export function Crocodile({ at, turn, jawOpen = false, swim, coarse = false }: CrocodileProps) {
  const group = useRef<Group>(null);
  const tailGroup = useRef<Group>(null);
  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    if (tailGroup.current) tailGroup.current.rotation.y = Math.sin(t * (swim ? 3 : 0.6) + at[2]) * (swim ? 0.35 : 0.08);
    const croc = group.current;
    if (!croc || !swim) return;
    const span = LIMIT * 2;
    const z = ((((at[2] - t * swim.speed + LIMIT) % span) + span) % span) - LIMIT;
    const x = riverX(z) + swim.offset;
    const ahead = riverX(z - 1) + swim.offset;
    croc.position.set(x, WATER_LEVEL - 0.42 + Math.sin(t * 1.5 + at[2]) * 0.03, z);
    croc.rotation.y = Math.atan2(-(ahead - x), 1) + Math.sin(t * 3) * 0.05;
  });
  return (
    <group ref={group} position={at} rotation={[0, turn, 0]}>
      <MergedShapes parts={jawOpen ? bodies.open : bodies.closed} coarse={coarse} />
      <group ref={tailGroup} position={[0, 0, 1.1]}>
        <group position={[0, 0, -1.1]}>
          <MergedShapes parts={tail} coarse={coarse} />
        </group>
      </group>
    </group>
  );
}
