import { useRef } from "react";
import { useFrame } from "@react-three/fiber";
import { BufferAttribute, Color, PlaneGeometry, type Group } from "three";
import type { Box, SceneDefinition } from "../scene.ts";
import { MergedShapes } from "../parts/MergedShapes.tsx";
import { Sky } from "../parts/Sky.tsx";
import { useDisposable } from "../parts/dispose.ts";
import { usePaintedTexture, type Painter } from "../parts/painters.ts";
import { between, pick, seededRandom } from "../parts/random.ts";
import { valueNoise2D } from "../parts/noise.ts";
import type { ShapePart } from "../parts/shapes.ts";

/**
 * A jungle river: palms and broadleaf trees on muddy banks, reeds and lily pads, a footbridge, crocodiles
 * basking on the banks (one with its jaws open) and others swimming with only their eyes and backs showing.
 */

const SIZE = 200;
const LIMIT = 88;
const WATER_LEVEL = -0.35;
const BRIDGE_Z = -14;
const hills = valueNoise2D(5);

/** The river's middle at z: it winds gently from side to side. */
export function riverX(z: number): number {
  return Math.sin(z / 15) * 6 + Math.sin(z / 41) * 3;
}

function smoothstep(from: number, to: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - from) / (to - from)));
  return t * t * (3 - 2 * t);
}

/** Ground height: the riverbed, muddy banks sloping up from it, and low rises away from the water. */
export function riverGround(x: number, z: number): number {
  const distance = Math.abs(x - riverX(z));
  const bank = -1.3 + 1.3 * smoothstep(3, 7.5, distance);
  return bank + hills(x / 14, z / 14) * 1.1 * smoothstep(9, 22, distance);
}

const random = seededRandom(1859);
const plants: ShapePart[] = [];
const colliders: Box[] = [];

// The water cannot be walked into, except over the bridge.
for (let z = -LIMIT - 4; z < LIMIT + 4; z += 3) {
  if (z + 3 > BRIDGE_Z - 1.4 && z < BRIDGE_Z + 1.4) continue;
  const x = riverX(z + 1.5);
  colliders.push([x - 5.2, -3, z, x + 5.2, 0.6, z + 3]);
}
colliders.push(
  [-LIMIT - 5, -5, -LIMIT - 5, LIMIT + 5, 30, -LIMIT],
  [-LIMIT - 5, -5, LIMIT, LIMIT + 5, 30, LIMIT + 5],
  [-LIMIT - 5, -5, -LIMIT, -LIMIT, 30, LIMIT],
  [LIMIT, -5, -LIMIT, LIMIT + 5, 30, LIMIT],
);

// The footbridge: a plank deck on posts with rails on both sides.
const bridge: ShapePart[] = [];
{
  const cx = riverX(BRIDGE_Z);
  const half = 8;
  bridge.push({ shape: "box", position: [cx, 0.2, BRIDGE_Z], scale: [half * 2, 0.2, 2.4], color: "#8a6240" });
  for (let x = cx - half + 0.3; x < cx + half; x += 0.45) bridge.push({ shape: "box", position: [x, 0.31, BRIDGE_Z], scale: [0.38, 0.03, 2.4], color: "#9c7049" });
  for (const side of [-1, 1]) {
    const z = BRIDGE_Z + side * 1.15;
    bridge.push({ shape: "box", position: [cx, 1.2, z], scale: [half * 2, 0.1, 0.1], color: "#6b4a2e" });
    for (let x = cx - half; x <= cx + half; x += 2) {
      bridge.push({ shape: "box", position: [x, 0.1, z], scale: [0.16, 2.4, 0.16], color: "#5a3d24" });
    }
    colliders.push([cx - half, 0.3, z - 0.1, cx + half, 1.4, z + 0.1]);
  }
  colliders.push([cx - half, -2, BRIDGE_Z - 1.2, cx + half, 0.3, BRIDGE_Z + 1.2]);
}

function palm(x: number, z: number) {
  const ground = riverGround(x, z);
  const height = between(random, 5, 8);
  const lean = between(random, 0.1, 0.35);
  const direction = random() * Math.PI * 2;
  let px = x;
  let pz = z;
  let py = ground;
  const segments = 6;
  for (let i = 0; i < segments; i++) {
    const bend = lean * (i / segments);
    const step = height / segments;
    const nx = px + Math.cos(direction) * Math.sin(bend) * step;
    const nz = pz + Math.sin(direction) * Math.sin(bend) * step;
    const ny = py + Math.cos(bend) * step;
    plants.push({ shape: "cylinder", position: [(px + nx) / 2, (py + ny) / 2, (pz + nz) / 2], scale: [0.34 - i * 0.03, step * 1.05, 0.34 - i * 0.03], rotation: [Math.sin(direction) * bend, 0, -Math.cos(direction) * bend], color: i % 2 ? "#7a5a3a" : "#8b6a48" });
    px = nx;
    pz = nz;
    py = ny;
  }
  for (let frond = 0; frond < 8; frond++) {
    const angle = (frond / 8) * Math.PI * 2 + random();
    plants.push({
      shape: "blob",
      position: [px + Math.cos(angle) * 1.3, py - 0.35, pz + Math.sin(angle) * 1.3],
      scale: [2.8, 0.1, 0.6],
      rotation: [0, -angle, -0.45],
      color: pick(random, ["#2f7d32", "#3a8a3a", "#2a6e2c"]),
    });
  }
  plants.push({ shape: "sphere", position: [px, py - 0.2, pz], scale: [0.5, 0.4, 0.5], color: "#6b4a2e" });
  colliders.push([x - 0.35, ground, z - 0.35, x + 0.35, ground + height, z + 0.35]);
}

function broadleaf(x: number, z: number) {
  const ground = riverGround(x, z);
  const height = between(random, 6, 10);
  plants.push({ shape: "cylinder", position: [x, ground + height * 0.3, z], scale: [0.6, height * 0.6, 0.6], color: "#5b4030" });
  for (let blob = 0; blob < 4; blob++) {
    const r = between(random, 2.2, 3.4);
    plants.push({
      shape: "blob",
      position: [x + between(random, -1.4, 1.4), ground + height * 0.65 + between(random, -0.4, 1.2), z + between(random, -1.4, 1.4)],
      scale: [r, r * 0.8, r],
      color: pick(random, ["#1f5f2a", "#2b6e2f", "#255c26", "#356f2a"]),
    });
  }
  colliders.push([x - 0.5, ground, z - 0.5, x + 0.5, ground + height, z + 0.5]);
}

const SPAWN: [number, number] = [riverX(24) - 9, 24];
for (let placed = 0; placed < 150; ) {
  const z = between(random, -LIMIT, LIMIT);
  const side = random() < 0.5 ? -1 : 1;
  // Most trees crowd the banks; a few stand further off.
  const x = riverX(z) + side * (random() < 0.7 ? between(random, 9, 24) : between(random, 24, 60));
  const onPath = side < 0 && Math.abs(x - riverX(z) + 9) < 2.5 && z > -5 && z < 30;
  if (Math.abs(x) > LIMIT || Math.hypot(x - SPAWN[0], z - SPAWN[1]) < 5 || Math.abs(z - BRIDGE_Z) < 3 || onPath) continue;
  placed++;
  if (random() < 0.5) palm(x, z);
  else broadleaf(x, z);
}

// Bushes, ferns and rocks on the banks; reeds at the water's edge; lily pads on the water.
for (let i = 0; i < 110; i++) {
  const z = between(random, -LIMIT, LIMIT);
  const x = riverX(z) + (random() < 0.5 ? -1 : 1) * between(random, 8, 40);
  const ground = riverGround(x, z);
  const r = between(random, 0.6, 1.4);
  plants.push({ shape: "blob", position: [x, ground + r * 0.3, z], scale: [r * 1.6, r, r * 1.4], color: pick(random, ["#3f7d2e", "#4d8a34", "#2f6b27"]) });
}
for (let i = 0; i < 160; i++) {
  const z = between(random, -LIMIT, LIMIT);
  const x = riverX(z) + (random() < 0.5 ? -1 : 1) * between(random, 4.6, 6.2);
  const ground = riverGround(x, z);
  const h = between(random, 0.8, 1.6);
  plants.push({ shape: "cone", position: [x, ground + h / 2, z], scale: [0.12, h, 0.12], rotation: [between(random, -0.2, 0.2), 0, between(random, -0.2, 0.2)], color: pick(random, ["#6b8e3a", "#7a9a45", "#58792f"]) });
}
for (let i = 0; i < 40; i++) {
  const z = between(random, -LIMIT, LIMIT);
  const x = riverX(z) + between(random, -3.5, 3.5);
  const r = between(random, 0.3, 0.6);
  plants.push({ shape: "cylinder", position: [x, WATER_LEVEL + 0.02, z], scale: [r * 2, 0.02, r * 2], color: "#3f8f3a" });
  if (random() < 0.25) plants.push({ shape: "sphere", position: [x, WATER_LEVEL + 0.08, z], scale: [0.18, 0.12, 0.18], color: "#f9a8d4" });
}
for (let i = 0; i < 25; i++) {
  const z = between(random, -LIMIT, LIMIT);
  const x = riverX(z) + (random() < 0.5 ? -1 : 1) * between(random, 5, 9);
  const ground = riverGround(x, z);
  const r = between(random, 0.4, 1.2);
  plants.push({ shape: "blob", position: [x, ground + r * 0.25, z], scale: [r * 1.4, r * 0.7, r], rotation: [0, random() * 3, 0], color: pick(random, ["#6b6a60", "#7d7b6f", "#5a5950"]) });
}

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
  parts.push({ shape: "box", position: [0, 0.22 - Math.sin(jaw) * 0.5, -2.3 + (1 - Math.cos(jaw)) * 0.3], scale: [0.44, 0.12, 1.3], rotation: [-jaw, 0, 0], color: jawOpen ? "#e8b0a0" : belly });
  for (let i = 0; i < 9; i++) {
    const tz = -1.8 - i * 0.14;
    for (const side of [-1, 1]) {
      parts.push({ shape: "cone", position: [side * 0.21, jawOpen ? 0.22 : 0.27, tz], scale: [0.04, 0.08, 0.04], rotation: [Math.PI, 0, 0], color: "#f5f5dc" });
    }
  }
  for (const [lx, lz] of [[-0.52, -0.8], [0.52, -0.8], [-0.5, 0.9], [0.5, 0.9]] as const) {
    parts.push(
      { shape: "cylinder", position: [lx, 0.2, lz], scale: [0.2, 0.45, 0.2], rotation: [0, 0, Math.sign(lx) * 1.1], color: skin },
      { shape: "sphere", position: [lx * 1.35, 0.05, lz - 0.08], scale: [0.26, 0.08, 0.3], color: dark },
    );
  }
  for (let i = 0; i < 8; i++) {
    for (const side of [-1, 1]) parts.push({ shape: "cone", position: [side * 0.18, 0.6 - Math.abs(i - 3.5) * 0.015, -1.0 + i * 0.3], scale: [0.1, 0.14, 0.14], color: dark });
  }
  return parts;
}

function crocodileTail(): ShapePart[] {
  const parts: ShapePart[] = [];
  for (let i = 0; i < 5; i++) {
    const width = 0.7 - i * 0.12;
    parts.push({ shape: "sphere", position: [0, 0.32 - i * 0.03, 0.5 + i * 0.55], scale: [width, width * 0.55, 0.8], color: "#4a5d2a" });
    parts.push({ shape: "cone", position: [0, 0.32 + width * 0.3, 0.5 + i * 0.55], scale: [0.08, 0.18, 0.16], color: "#37471f" });
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
}

function Crocodile({ at, turn, jawOpen = false, swim }: CrocodileProps) {
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
      <MergedShapes parts={jawOpen ? bodies.open : bodies.closed} />
      <group ref={tailGroup} position={[0, 0, 1.1]}>
        <group position={[0, 0, -1.1]}>
          <MergedShapes parts={tail} />
        </group>
      </group>
    </group>
  );
}

const BASKING: readonly { z: number; side: number; turn: number; jawOpen: boolean }[] = [
  { z: 8, side: -1, turn: 2.2, jawOpen: true },
  { z: -30, side: 1, turn: -1.2, jawOpen: false },
  { z: 30, side: 1, turn: -2.4, jawOpen: false },
];
const baskingAt = BASKING.map(({ z, side }) => {
  const x = riverX(z) + side * 6.6;
  return [x, riverGround(x, z) - 0.05, z] as [number, number, number];
});
for (const [x, , z] of baskingAt) colliders.push([x - 1.8, -1, z - 1.8, x + 1.8, 1, z + 1.8]);

const mudPainter: Painter = (context, width, height, random) => {
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < width * height * 0.1; i++) {
    const shade = random();
    context.fillStyle = shade < 0.5 ? `rgba(0,0,0,${0.04 + random() * 0.08})` : `rgba(255,255,255,${random() * 0.08})`;
    context.fillRect(random() * width, random() * height, 1 + random() * 2, 1 + random() * 2);
  }
};

const waterPainter: Painter = (context, width, height, random) => {
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 120; i++) {
    context.strokeStyle = `rgba(30,60,40,${0.08 + random() * 0.12})`;
    context.lineWidth = 1 + random() * 2;
    const x = random() * width;
    const y = random() * height;
    context.beginPath();
    context.moveTo(x, y);
    context.quadraticCurveTo(x + 12, y + 5, x + 24 + random() * 20, y);
    context.stroke();
  }
};

function Land() {
  const geometry = useDisposable(() => {
    const plane = new PlaneGeometry(SIZE, SIZE, 120, 120).rotateX(-Math.PI / 2);
    const position = plane.attributes.position!;
    const colours = new Float32Array(position.count * 3);
    const mud = new Color("#6e5635");
    const grass = new Color("#5e8f3a");
    const mixed = new Color();
    for (let i = 0; i < position.count; i++) {
      const x = position.getX(i);
      const z = position.getZ(i);
      position.setY(i, riverGround(x, z));
      const distance = Math.abs(x - riverX(z));
      mixed.copy(mud).lerp(grass, smoothstep(6.5, 10, distance));
      colours.set([mixed.r, mixed.g, mixed.b], i * 3);
    }
    plane.setAttribute("color", new BufferAttribute(colours, 3));
    plane.computeVertexNormals();
    return plane;
  }, []);
  const texture = usePaintedTexture(mudPainter, { width: 128, height: 128, repeat: [50, 50], seed: 3 });
  return (
    <mesh geometry={geometry}>
      <meshLambertMaterial vertexColors map={texture} />
    </mesh>
  );
}

function River() {
  const texture = usePaintedTexture(waterPainter, { width: 256, height: 256, repeat: [20, 20], seed: 4 });
  useFrame((_, delta) => {
    texture.offset.y = (texture.offset.y + delta * 0.03) % 1;
  });
  return (
    <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, WATER_LEVEL, 0]}>
      <planeGeometry args={[SIZE, SIZE]} />
      <meshPhongMaterial color="#4f7a5a" map={texture} shininess={60} specular="#9fb8a8" transparent opacity={0.92} />
    </mesh>
  );
}

function CrocodileScene() {
  return (
    <>
      <Sky top="#3f86d0" horizon="#e4efd6" exponent={0.6} sun={[-0.3, 0.8, -0.5]} sunColor="#fffbe0" sunSize={0.01} />
      <fog attach="fog" args={["#d7e6cf", 40, 150]} />
      <hemisphereLight args={["#e8f4ff", "#4a5a2a", 1.4]} />
      <directionalLight position={[-30, 70, -40]} intensity={2} color="#fff4d6" />
      <Land />
      <River />
      <MergedShapes parts={plants} />
      <MergedShapes parts={bridge} />
      {BASKING.map(({ turn, jawOpen }, i) => (
        <Crocodile key={`bask-${i}`} at={baskingAt[i]!} turn={turn} jawOpen={jawOpen} />
      ))}
      <Crocodile at={[0, 0, 20]} turn={0} swim={{ speed: 0.8, offset: -1.2 }} />
      <Crocodile at={[0, 0, -5]} turn={0} swim={{ speed: 1.1, offset: 1.5 }} />
      <Crocodile at={[0, 0, 50]} turn={0} swim={{ speed: 0.6, offset: 0 }} />
    </>
  );
}

const crocodile: SceneDefinition = {
  slug: "crocodile",
  title: "Crocodile",
  movement: "walk",
  mobile: "forward-back",
  spawn: [SPAWN[0], 1.6, SPAWN[1]],
  lookAt: [SPAWN[0] + 2.5, 0.4, 4],
  colliders,
  groundHeight: riverGround,
  objects: [
    "A winding jungle river",
    "Three crocodiles basking on the muddy banks, one with its jaws wide open",
    "Three crocodiles swimming downstream with only their eyes and backs above the water",
    "Palm trees and broadleaf trees along both banks",
    "Reeds, bushes, rocks and lily pads with pink flowers",
    "A wooden footbridge across the river",
  ],
  Scene: CrocodileScene,
};

export default crocodile;
