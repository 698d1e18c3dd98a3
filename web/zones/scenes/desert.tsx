import { useMemo, useRef } from "react";
import { useFrame } from "@react-three/fiber";
import { BufferAttribute, Color, DodecahedronGeometry, PlaneGeometry, type Group, type Mesh } from "three";
import type { Box, SceneDefinition } from "../scene.ts";
import { MergedShapes } from "../parts/MergedShapes.tsx";
import { Sky } from "../parts/Sky.tsx";
import { Stars } from "../parts/Stars.tsx";
import { useDisposable } from "../parts/dispose.ts";
import { usePaintedTexture, type Painter } from "../parts/painters.ts";
import { between, seededRandom } from "../parts/random.ts";
import { valueNoise2D } from "../parts/noise.ts";
import type { ShapePart } from "../parts/shapes.ts";

/**
 * The desert at dusk: rolling dunes you walk over (the ground follows them), saguaro cacti, red rocks and
 * mesas on the horizon, a campfire, and the sun going down under the first stars.
 */

const SIZE = 280;
const WALK_LIMIT = 100;
const SUN: [number, number, number] = [1, 0.09, -0.55];
const noise = valueNoise2D(11);
const detail = valueNoise2D(23);

/** Dune height at (x, z): long ridged swells with smaller ripples, flattened where one arrives. */
export function duneHeight(x: number, z: number): number {
  const swell = 1 - Math.abs(noise(x / 38, z / 22) * 2 - 1);
  const ripple = detail(x / 9, z / 9);
  const fromSpawn = Math.hypot(x, z - 8);
  const calm = Math.min(1, Math.max(0.12, (fromSpawn - 6) / 28));
  const edge = Math.min(1, Math.max(0, (SIZE / 2 - Math.max(Math.abs(x), Math.abs(z))) / 25));
  return (swell * swell * 5.5 + ripple * 0.8) * calm * edge;
}

const random = seededRandom(42);
const cacti: ShapePart[] = [];
const rocks: ShapePart[] = [];
const cactusColliders: Box[] = [];
const rockShape = new DodecahedronGeometry(1, 0);

function scatter(count: number, minRadius: number, maxRadius: number, place: (x: number, z: number) => void) {
  for (let placed = 0; placed < count; ) {
    const x = between(random, -maxRadius, maxRadius);
    const z = between(random, -maxRadius, maxRadius);
    if (Math.hypot(x, z - 8) < minRadius || Math.hypot(x, z) > maxRadius) continue;
    place(x, z);
    placed++;
  }
}

// Saguaros: a ribbed trunk with a rounded top and one to three arms.
scatter(46, 9, 95, (x, z) => {
  const ground = duneHeight(x, z) - 0.3;
  const height = between(random, 2.8, 5.2);
  const green = new Color("#3d6b35").offsetHSL(between(random, -0.02, 0.02), 0, between(random, -0.06, 0.05)).getStyle();
  cacti.push(
    { shape: "cylinder", position: [x, ground + height / 2, z], scale: [0.5, height, 0.5], color: green },
    { shape: "sphere", position: [x, ground + height, z], scale: [0.5, 0.5, 0.5], color: green },
  );
  const arms = 1 + Math.floor(random() * 3);
  for (let arm = 0; arm < arms; arm++) {
    const angle = random() * Math.PI * 2;
    const at = ground + between(random, 1.2, height * 0.7);
    const reach = between(random, 0.6, 0.9);
    const up = between(random, 0.8, 1.6);
    const ax = x + Math.cos(angle) * reach;
    const az = z + Math.sin(angle) * reach;
    cacti.push(
      { shape: "cylinder", position: [(x + ax) / 2, at, (z + az) / 2], scale: [0.32, reach, 0.32], rotation: [0, -angle, Math.PI / 2], color: green },
      { shape: "sphere", position: [ax, at, az], scale: [0.32, 0.32, 0.32], color: green },
      { shape: "cylinder", position: [ax, at + up / 2, az], scale: [0.32, up, 0.32], color: green },
      { shape: "sphere", position: [ax, at + up, az], scale: [0.32, 0.32, 0.32], color: green },
    );
  }
  cactusColliders.push([x - 0.4, ground, z - 0.4, x + 0.4, ground + height, z + 0.4]);
});

// Barrel cacti and prickly pears, too low to block the way.
scatter(60, 6, 95, (x, z) => {
  const ground = duneHeight(x, z);
  if (random() < 0.5) {
    cacti.push({ shape: "sphere", position: [x, ground + 0.2, z], scale: [0.6, 0.55, 0.6], color: "#4f7a3a" });
    cacti.push({ shape: "sphere", position: [x, ground + 0.5, z], scale: [0.16, 0.1, 0.16], color: "#e0537a" });
  } else {
    for (let pad = 0; pad < 4; pad++) {
      cacti.push({
        shape: "sphere",
        position: [x + between(random, -0.3, 0.3), ground + 0.3 + pad * 0.18, z + between(random, -0.3, 0.3)],
        scale: [0.5, 0.6, 0.14],
        rotation: [0, random() * Math.PI, between(random, -0.5, 0.5)],
        color: "#5d8a3c",
      });
    }
  }
});

// Red rocks: big ones block, pebbles do not.
scatter(34, 8, 98, (x, z) => {
  const size = between(random, 0.6, 2.6);
  const ground = duneHeight(x, z);
  const colour = new Color("#9a4f32").offsetHSL(between(random, -0.02, 0.02), 0, between(random, -0.08, 0.06)).getStyle();
  rocks.push({
    shape: rockShape,
    position: [x, ground + size * 0.35, z],
    scale: [size, size * between(random, 0.55, 0.9), size * between(random, 0.7, 1.1)],
    rotation: [random(), random() * 3, random()],
    color: colour,
  });
  if (size > 1.2) cactusColliders.push([x - size * 0.8, ground, z - size * 0.8, x + size * 0.8, ground + size, z + size * 0.8]);
});

// Mesas on the horizon: stacked strata of rock.
for (let i = 0; i < 9; i++) {
  const angle = (i / 9) * Math.PI * 2 + between(random, -0.2, 0.2);
  const distance = between(random, 150, 190);
  const x = Math.cos(angle) * distance;
  const z = Math.sin(angle) * distance;
  const radius = between(random, 12, 24);
  const height = between(random, 14, 30);
  const layers = ["#8c3f25", "#b0603a", "#9c4c2e", "#c2754a"];
  for (let layer = 0; layer < 4; layer++) {
    const layerHeight = height / 4;
    rocks.push({
      shape: "cylinder",
      position: [x, layerHeight * (layer + 0.5), z],
      scale: [radius * 2 * (1 - layer * 0.06), layerHeight, radius * 1.7 * (1 - layer * 0.06)],
      rotation: [0, angle, 0],
      color: layers[layer]!,
    });
  }
}

// The camp: a tent, logs and stones around the fire.
const CAMP: [number, number] = [7, -10];
const campGround = duneHeight(...CAMP);
{
  const [x, z] = CAMP;
  for (let i = 0; i < 8; i++) {
    const angle = (i / 8) * Math.PI * 2;
    rocks.push({ shape: rockShape, position: [x + Math.cos(angle) * 0.8, campGround + 0.1, z + Math.sin(angle) * 0.8], scale: [0.25, 0.2, 0.25], color: "#6b6258" });
  }
  rocks.push(
    { shape: "cylinder", position: [x, campGround + 0.1, z], scale: [0.14, 1.1, 0.14], rotation: [0, 0.5, Math.PI / 2], color: "#5a3a1e" },
    { shape: "cylinder", position: [x, campGround + 0.16, z], scale: [0.14, 1.1, 0.14], rotation: [0, -0.9, Math.PI / 2], color: "#4a2e18" },
    { shape: "cone", position: [x + 3.2, campGround + 1.1, z - 1.5], scale: [3, 2.2, 3], rotation: [0, Math.PI / 4, 0], color: "#d8c7a0" },
    { shape: "box", position: [x + 3.2, campGround + 0.5, z - 0.2], scale: [0.6, 1, 0.02], color: "#3b2a1a" },
    { shape: "cylinder", position: [x - 2, campGround + 0.22, z + 1.2], scale: [0.45, 1.6, 0.45], rotation: [0, 0.6, Math.PI / 2], color: "#6b4226" },
  );
  cactusColliders.push([x + 1.7, campGround, z - 3, x + 4.7, campGround + 2.2, z], [x - 0.5, campGround, z - 0.5, x + 0.5, campGround + 1, z + 0.5]);
}

const fence: Box[] = [
  [-WALK_LIMIT - 5, -10, -WALK_LIMIT - 5, WALK_LIMIT + 5, 30, -WALK_LIMIT],
  [-WALK_LIMIT - 5, -10, WALK_LIMIT, WALK_LIMIT + 5, 30, WALK_LIMIT + 5],
  [-WALK_LIMIT - 5, -10, -WALK_LIMIT, -WALK_LIMIT, 30, WALK_LIMIT],
  [WALK_LIMIT, -10, -WALK_LIMIT, WALK_LIMIT + 5, 30, WALK_LIMIT],
];

/** Fine wind ripples across the sand. */
const sandPainter: Painter = (context, width, height, random) => {
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  for (let y = 0; y < height; y += 6) {
    context.strokeStyle = `rgba(120,70,30,${0.06 + random() * 0.06})`;
    context.lineWidth = 2;
    context.beginPath();
    for (let x = 0; x <= width; x += 8) context.lineTo(x, y + Math.sin(x / 19 + y) * 2.5);
    context.stroke();
  }
  for (let i = 0; i < width * height * 0.04; i++) {
    context.fillStyle = random() < 0.5 ? "rgba(255,255,255,0.12)" : "rgba(90,50,20,0.08)";
    context.fillRect(random() * width, random() * height, 1, 1);
  }
};

function Dunes() {
  const geometry = useDisposable(() => {
    const plane = new PlaneGeometry(SIZE, SIZE, 140, 140).rotateX(-Math.PI / 2);
    const position = plane.attributes.position!;
    const colours = new Float32Array(position.count * 3);
    const crest = new Color("#ffcf94");
    const trough = new Color("#e8a56a");
    const mixed = new Color();
    for (let i = 0; i < position.count; i++) {
      const height = duneHeight(position.getX(i), position.getZ(i));
      position.setY(i, height);
      mixed.copy(trough).lerp(crest, Math.min(1, height / 4));
      colours.set([mixed.r, mixed.g, mixed.b], i * 3);
    }
    plane.setAttribute("color", new BufferAttribute(colours, 3));
    plane.computeVertexNormals();
    return plane;
  }, []);
  const sand = usePaintedTexture(sandPainter, { width: 256, height: 256, repeat: [60, 60], seed: 8 });
  return (
    <>
      <mesh geometry={geometry}>
        <meshLambertMaterial vertexColors map={sand} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.05, 0]}>
        <circleGeometry args={[420, 32]} />
        <meshLambertMaterial color="#b8703f" />
      </mesh>
    </>
  );
}

/** The campfire: flickering flames and a warm light. */
function Campfire() {
  const flames = useRef<Group>(null);
  const light = useRef<Mesh>(null);
  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    flames.current?.children.forEach((flame, i) => {
      flame.scale.y = 1 + Math.sin(t * 9 + i * 2.1) * 0.18 + Math.sin(t * 23 + i) * 0.08;
    });
    if (light.current) light.current.scale.setScalar(1 + Math.sin(t * 13) * 0.05);
  });
  const [x, z] = CAMP;
  return (
    <group position={[x, campGround, z]}>
      <group ref={flames}>
        {[
          [0, 0.5, 0, 0.5, 1.0, "#ff7a1a"],
          [0.12, 0.4, 0.08, 0.3, 0.7, "#ffb347"],
          [-0.1, 0.35, -0.06, 0.28, 0.6, "#ffd166"],
        ].map(([fx, fy, fz, r, h, c], i) => (
          <mesh key={i} position={[fx as number, fy as number, fz as number]}>
            <coneGeometry args={[r as number, h as number, 8]} />
            <meshBasicMaterial color={c as string} toneMapped={false} transparent opacity={0.9} />
          </mesh>
        ))}
      </group>
      <pointLight position={[0, 1, 0]} color="#ff9a4a" intensity={14} distance={16} decay={1.5} />
      <mesh ref={light} position={[0, 0.3, 0]}>
        <sphereGeometry args={[0.18, 8, 6]} />
        <meshBasicMaterial color="#fff1c1" toneMapped={false} />
      </mesh>
    </group>
  );
}

/** A tumbleweed that rolls across the dunes with the wind. */
function Tumbleweed() {
  const ref = useRef<Mesh>(null);
  useFrame(({ clock }) => {
    const mesh = ref.current;
    if (!mesh) return;
    const t = (clock.elapsedTime * 2.2) % 80;
    const x = -40 + t;
    const z = -18 + Math.sin(t / 6) * 3;
    mesh.position.set(x, duneHeight(x, z) + 0.45 + Math.abs(Math.sin(t * 1.3)) * 0.35, z);
    mesh.rotation.z = -t * 1.4;
  });
  return (
    <mesh ref={ref}>
      <icosahedronGeometry args={[0.45, 1]} />
      <meshLambertMaterial color="#a2845a" wireframe />
    </mesh>
  );
}

function DesertScene() {
  const sunLight = useMemo(() => SUN.map((v) => v * 100) as [number, number, number], []);
  return (
    <>
      <Sky top="#141a4d" horizon="#ff9457" bottom="#c0703e" exponent={0.5} sun={SUN} sunColor="#ffc27a" sunSize={0.006} />
      <Stars count={500} lowest={0.3} />
      <fog attach="fog" args={["#e08a5c", 45, 210]} />
      <hemisphereLight args={["#c9b0e8", "#f4b070", 2.1]} />
      <directionalLight position={sunLight} intensity={2.2} color="#ffb57a" />
      {/* The glow of the western sky on the sand facing away from the sun. */}
      <directionalLight position={[-40, 50, 80]} intensity={0.7} color="#f7b8a0" />
      <Dunes />
      <MergedShapes parts={cacti} />
      <MergedShapes parts={rocks} />
      <Campfire />
      <Tumbleweed />
    </>
  );
}

const desert: SceneDefinition = {
  slug: "desert",
  title: "Desert",
  movement: "walk",
  mobile: "scroll-gravity",
  spawn: [0, duneHeight(0, 8) + 1.6, 8],
  lookAt: [4, 2.2, -20],
  colliders: [...cactusColliders, ...fence],
  groundHeight: duneHeight,
  objects: [
    "Rolling sand dunes",
    "Tall saguaro cacti, barrel cacti and prickly pears",
    "Red rocks and flat-topped mesas on the horizon",
    "A campfire with a tent beside it",
    "A tumbleweed rolling in the wind",
    "The sun setting under the first stars",
  ],
  Scene: DesertScene,
};

export default desert;
