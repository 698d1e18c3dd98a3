import {
  AdditiveBlending,
  BoxGeometry,
  BufferAttribute,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
  IcosahedronGeometry,
  LatheGeometry,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  SphereGeometry,
  TorusGeometry,
  Vector2,
} from "three";
import type { BufferGeometry, Group } from "three";
import { Stars } from "@react-three/drei";
import { useFrame } from "@react-three/fiber";
import { useMemo, useRef } from "react";
import type { SceneDefinition } from "../scene.ts";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { Glows } from "../parts/Glows.tsx";
import type { Glow } from "../parts/Glows.tsx";
import { mergeParts, rod } from "../parts/merge.ts";
import type { Part } from "../parts/merge.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { fractalNoise2D, valueNoise2D } from "../parts/noise.ts";
import { between, pick, seededRandom } from "../parts/random.ts";
import { Shadows } from "../parts/Shadows.tsx";
import { Sky } from "../parts/Sky.tsx";
import { canvasTexture } from "../parts/textures.ts";

const ARCHES = [
  { x: -9, z: -6, radius: 4.2, turn: 0.4 },
  { x: 10, z: -16, radius: 5.5, turn: -0.3 },
  { x: -15, z: 8, radius: 3.2, turn: 1.3 },
];
const SPIRES = [
  { x: -4, z: -17, height: 9 },
  { x: 16, z: 2, height: 6 },
  { x: -18, z: -12, height: 11 },
  { x: 3, z: -25, height: 7 },
];
const SAUCER = { x: 7, z: -4, radius: 4 };
const ALIEN = { x: 2.4, z: 0.9 };
/** The saucer turns its hatch and ramp towards the place visitors arrive. */
const SAUCER_TURN = -2.25;
const PLANT_COLORS = ["#39ffd1", "#7cff4d", "#ff4dea", "#4dd2ff"];

const PLANTS = (() => {
  const random = seededRandom(61);
  const plants: { x: number; z: number; height: number; color: string; lean: number; kind: "bulb" | "mushroom" }[] = [];
  const clumps = [[-3, 4], [-7, -1], [2, -10], [-12, -4], [12, 6], [-6, 10], [14, -8], [-6, 5], [-2, -3], [6, 9]] as const;
  for (const [cx, cz] of clumps) {
    const count = 3 + Math.floor(random() * 4);
    for (let i = 0; i < count; i++) {
      plants.push({
        x: cx + between(random, -1.4, 1.4),
        z: cz + between(random, -1.4, 1.4),
        height: between(random, 0.5, 1.8),
        color: pick(random, PLANT_COLORS),
        lean: between(random, -0.3, 0.3),
        kind: random() > 0.6 ? "mushroom" : "bulb",
      });
    }
  }
  return plants;
})();

function ExtraTerrestrial() {
  const reducedMotion = usePrefersReducedMotion();
  const { ground, groundMaterial, rocks, rockMaterial, stalks, stalkMaterial, bulbs, bulbMaterial } = useDisposables(() => ({
    ground: alienGround(),
    groundMaterial: new MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 1 }),
    rocks: mergeParts([...ARCHES.map(arch), ...SPIRES.flatMap(spire), ...boulders()].flat()),
    rockMaterial: new MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 0.95 }),
    stalks: mergeParts(PLANTS.flatMap(stalk)),
    stalkMaterial: new MeshStandardMaterial({ vertexColors: true, roughness: 0.7 }),
    bulbs: mergeParts(PLANTS.map(bulb)),
    bulbMaterial: new MeshBasicMaterial({ vertexColors: true }),
  }));
  const glows = useMemo<Glow[]>(
    () => PLANTS.map((plant) => ({ position: [plant.x + plant.lean * plant.height, plant.height + 0.1, plant.z], color: plant.color, size: plant.kind === "mushroom" ? 1.6 : 1.1 })),
    [],
  );

  return (
    <>
      <Sky top="#0b0420" horizon="#7a2f7d" bottom="#2a0f33" exponent={0.5} />
      <Stars radius={140} depth={40} count={2500} factor={5} fade speed={reducedMotion ? 0 : 0.6} />
      <Moons />
      <hemisphereLight args={["#7ad8ff", "#5a2060", 0.7]} />
      <directionalLight position={[-40, 45, 30]} intensity={1.8} color="#c9ffe9" />
      <fog attach="fog" args={["#4a1f5a", 30, 150]} />

      <mesh geometry={ground} material={groundMaterial} />
      <mesh geometry={rocks} material={rockMaterial} />
      <mesh geometry={stalks} material={stalkMaterial} />
      <mesh geometry={bulbs} material={bulbMaterial} />
      <Glows glows={glows} twinkle={reducedMotion ? 0 : 0.4} speed={0.4} />
      <Saucer still={reducedMotion} />
      <LittleAlien still={reducedMotion} />
      <Shadows
        shadows={[
          { x: SAUCER.x, z: SAUCER.z, width: SAUCER.radius * 2.4 },
          ...ARCHES.flatMap((item) => [-1, 1].map((side) => ({ x: item.x + Math.cos(item.turn) * item.radius * side, z: item.z - Math.sin(item.turn) * item.radius * side, width: 2.6 }))),
          { x: ALIEN.x, z: ALIEN.z, width: 0.9 },
        ]}
        opacity={0.4}
      />
    </>
  );
}

/** Purple dust with dark craters near by, rising to jagged ridges on the horizon. */
function alienGround() {
  const noise = fractalNoise2D(71, 4);
  const ridges = valueNoise2D(72);
  const craters = [[-2, -7, 2.5], [13, 10, 3.5], [-10, 14, 2], [18, -20, 4]] as const;
  const geometry = new PlaneGeometry(300, 300, 120, 120).rotateX(-Math.PI / 2);
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
function arch({ x, z, radius, turn }: (typeof ARCHES)[number]): Part[] {
  const geometry = new TorusGeometry(radius, radius * 0.22, 8, 28, Math.PI);
  roughen(geometry, radius * 0.08, 81 + radius);
  return [{ geometry, color: "#d0704a", position: [x, 0, z], rotation: [0, turn, 0] }, ...[-1, 1].map((side) => ({
    geometry: roughened(new CylinderGeometry(radius * 0.3, radius * 0.42, 1.2, 9), radius * 0.06, 90 + side),
    color: "#9e4a34",
    position: [x + Math.cos(turn) * radius * side, 0.4, z - Math.sin(turn) * radius * side] as [number, number, number],
  }))];
}

/** A hoodoo: a tapering column of layered stone under a darker cap rock. */
function spire({ x, z, height }: (typeof SPIRES)[number]): Part[] {
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
  parts.push({ geometry: roughened(new CylinderGeometry(base * 0.9, base * 0.6, height * 0.08, 9), 0.1, 200 + height), color: "#5e3550", position: [x, height + height * 0.04, z] });
  return parts;
}

function boulders(): Part[] {
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

function stalk(plant: (typeof PLANTS)[number]): Part[] {
  const top: [number, number, number] = [plant.x + plant.lean * plant.height, plant.height, plant.z];
  const parts: Part[] = [rod([plant.x, 0, plant.z], top, plant.kind === "mushroom" ? 0.07 : 0.035, plant.kind === "mushroom" ? "#d8c7ff" : "#2f6d5a", 6)];
  if (plant.kind === "bulb") {
    for (const side of [-1, 1]) {
      parts.push({ geometry: new SphereGeometry(0.18, 6, 4), color: "#2f8d6a", position: [plant.x + side * 0.12, plant.height * 0.35, plant.z], scale: [1.4, 0.25, 0.6], rotation: [0, 0, side * 0.5] });
    }
  }
  return parts;
}

function bulb(plant: (typeof PLANTS)[number]): Part {
  const x = plant.x + plant.lean * plant.height;
  if (plant.kind === "mushroom") {
    return { geometry: new SphereGeometry(0.45, 14, 8, 0, Math.PI * 2, 0, Math.PI / 2), color: plant.color, position: [x, plant.height - 0.05, plant.z], scale: [1, 0.6, 1] };
  }
  return { geometry: new SphereGeometry(0.16, 10, 8), color: plant.color, position: [x, plant.height + 0.1, plant.z], scale: [1, 1.3, 1] };
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

/** Two moons hanging over the ridges: a big cratered green one and a small ringed amber one. */
function Moons() {
  const { green, amber, ring } = useDisposables(() => {
    const craters = moonSurface();
    return {
      green: new MeshBasicMaterial({ map: craters, color: "#c8ffe0", fog: false }),
      amber: new MeshBasicMaterial({ map: craters, color: "#ffb36b", fog: false }),
      ring: new MeshBasicMaterial({ color: "#ffd9a8", transparent: true, opacity: 0.45, fog: false, side: DoubleSide }),
      craters,
    };
  });
  return (
    <>
      <mesh material={green} position={[-110, 95, -200]}>
        <sphereGeometry args={[34, 32, 24]} />
      </mesh>
      <group position={[120, 70, -170]} rotation={[0.4, 0, 0.3]}>
        <mesh material={amber}>
          <sphereGeometry args={[13, 24, 16]} />
        </mesh>
        <mesh material={ring} rotation={[Math.PI / 2, 0, 0]}>
          <ringGeometry args={[18, 25, 48]} />
        </mesh>
      </group>
    </>
  );
}

function moonSurface() {
  return canvasTexture(256, 128, (context) => {
    const random = seededRandom(77);
    context.fillStyle = "#d9d9d9";
    context.fillRect(0, 0, 256, 128);
    for (let i = 0; i < 60; i++) {
      const x = random() * 256;
      const y = random() * 128;
      const r = 2 + random() * 12;
      context.fillStyle = `rgba(90, 90, 90, ${0.15 + random() * 0.3})`;
      context.beginPath();
      context.arc(x, y, r, 0, Math.PI * 2);
      context.fill();
      context.strokeStyle = "rgba(255, 255, 255, 0.25)";
      context.stroke();
    }
  });
}

/** The landed flying saucer, its rim lights chasing round and a glow spilling from the open hatch. */
function Saucer({ still }: { still: boolean }) {
  const lights = useRef<Group>(null);
  const { hull, metal, dome, glass, rim, rimMaterial, beam, beamMaterial } = useDisposables(() => {
    const profile = [
      [0.2, -0.9], [1.8, -0.75], [3.4, -0.3], [SAUCER.radius, 0], [3.5, 0.35], [2.2, 0.7], [1.6, 0.8], [0.1, 0.8],
    ].map(([x, y]) => new Vector2(x, y));
    return {
      hull: mergeParts([
        { geometry: new LatheGeometry(profile, 40), color: "#b8c2cc" },
        { geometry: new TorusGeometry(SAUCER.radius - 0.05, 0.09, 6, 48), color: "#6c7a89", rotation: [Math.PI / 2, 0, 0] },
        ...[0, 1, 2].flatMap((i) => {
          const angle = (i / 3) * Math.PI * 2 + 0.5;
          const foot: [number, number, number] = [Math.cos(angle) * 3.2, -2.1, Math.sin(angle) * 3.2];
          return [
            rod([Math.cos(angle) * 2, -0.6, Math.sin(angle) * 2], foot, 0.09, "#7b8794", 6),
            { geometry: new CylinderGeometry(0.45, 0.5, 0.1, 12), color: "#5c6670", position: [foot[0], -2.15, foot[2]] as [number, number, number] },
          ];
        }),
        // The ramp from the hatch down to the ground, along the saucer's own x axis.
        { geometry: new BoxGeometry(3, 0.08, 1.1), color: "#8a96a3", position: [3.3, -1.45, 0], rotation: [0, 0, -0.523] },
        { geometry: new CylinderGeometry(0.7, 0.7, 0.06, 20), color: "#3be8b0", position: [2, -0.72, 0] },
      ]),
      metal: new MeshStandardMaterial({ vertexColors: true, metalness: 0.25, roughness: 0.3 }),
      dome: new SphereGeometry(1.7, 32, 16, 0, Math.PI * 2, 0, Math.PI / 2),
      glass: new MeshStandardMaterial({ color: "#7ff7ff", emissive: "#1aa5b5", emissiveIntensity: 0.8, transparent: true, opacity: 0.55, roughness: 0.1 }),
      rim: mergeParts(
        Array.from({ length: 16 }, (_, i) => {
          const angle = (i / 16) * Math.PI * 2;
          return { geometry: new SphereGeometry(0.16, 8, 6), color: i % 2 ? "#ff5af1" : "#5affc8", position: [Math.cos(angle) * 3.55, 0.28, Math.sin(angle) * 3.55] as [number, number, number] };
        }),
      ),
      rimMaterial: new MeshBasicMaterial({ vertexColors: true }),
      beam: new ConeGeometry(2.2, 2.2, 24, 1, true),
      beamMaterial: new MeshBasicMaterial({ color: "#5affc8", transparent: true, opacity: 0.12, blending: AdditiveBlending, depthWrite: false }),
    };
  });
  const rimGlows = useMemo<Glow[]>(
    () =>
      Array.from({ length: 16 }, (_, i) => {
        const angle = (i / 16) * Math.PI * 2;
        return { position: [Math.cos(angle) * 3.6, 0.28, Math.sin(angle) * 3.6], color: i % 2 ? "#ff5af1" : "#5affc8", size: 0.9 };
      }),
    [],
  );
  useFrame((_, delta) => {
    if (lights.current && !still) lights.current.rotation.y += delta * 0.8;
  });
  return (
    <group position={[SAUCER.x, 2.25, SAUCER.z]} rotation={[0, SAUCER_TURN, 0]}>
      <mesh geometry={hull} material={metal} />
      <mesh geometry={dome} material={glass} position={[0, 0.75, 0]} />
      <group ref={lights}>
        <mesh geometry={rim} material={rimMaterial} />
        <Glows glows={rimGlows} twinkle={still ? 0 : 0.6} speed={1.5} />
      </group>
      <mesh geometry={beam} material={beamMaterial} position={[0, -1.2, 0]} />
      <pointLight position={[0, -1.4, 0]} color="#5affc8" intensity={12} distance={9} decay={1.5} />
    </group>
  );
}

/** A small green visitor by the ramp, waving. */
function LittleAlien({ still }: { still: boolean }) {
  const arm = useRef<Group>(null);
  const { body, skin, eyes, eyeMaterial } = useDisposables(() => ({
    body: mergeParts([
      { geometry: new SphereGeometry(0.28, 12, 10), color: "#7be36b", position: [0, 0.62, 0], scale: [1, 1.35, 0.9] },
      { geometry: new SphereGeometry(0.34, 16, 12), color: "#8ef07d", position: [0, 1.22, 0], scale: [1, 0.85, 0.9] },
      rod([-0.1, 0.3, 0], [-0.12, 0, 0], 0.06, "#6acb5b"),
      rod([0.1, 0.3, 0], [0.12, 0, 0], 0.06, "#6acb5b"),
      rod([-0.22, 0.8, 0], [-0.4, 0.45, 0.05], 0.045, "#6acb5b"),
      rod([-0.1, 1.45, 0], [-0.22, 1.8, 0], 0.02, "#6acb5b"),
      rod([0.1, 1.45, 0], [0.22, 1.8, 0], 0.02, "#6acb5b"),
    ]),
    skin: new MeshStandardMaterial({ vertexColors: true, roughness: 0.5 }),
    eyes: mergeParts([
      { geometry: new SphereGeometry(0.1, 10, 8), color: "#101010", position: [-0.13, 1.24, 0.25], scale: [1, 1.4, 0.6], rotation: [0, 0, 0.4] },
      { geometry: new SphereGeometry(0.1, 10, 8), color: "#101010", position: [0.13, 1.24, 0.25], scale: [1, 1.4, 0.6], rotation: [0, 0, -0.4] },
      { geometry: new SphereGeometry(0.05, 8, 6), color: "#ff5af1", position: [-0.22, 1.82, 0] },
      { geometry: new SphereGeometry(0.05, 8, 6), color: "#ff5af1", position: [0.22, 1.82, 0] },
    ]),
    eyeMaterial: new MeshBasicMaterial({ vertexColors: true }),
  }));
  useFrame(({ clock }) => {
    if (arm.current) arm.current.rotation.z = 2.3 + (still ? 0 : Math.sin(clock.elapsedTime * 4) * 0.35);
  });
  return (
    <group position={[ALIEN.x, 0, ALIEN.z]} rotation={[0, 0.1, 0]}>
      <mesh geometry={body} material={skin} />
      <mesh geometry={eyes} material={eyeMaterial} />
      <group ref={arm} position={[0.22, 0.8, 0]}>
        <mesh material={skin} position={[0, -0.2, 0]}>
          <cylinderGeometry args={[0.045, 0.045, 0.4, 6]} />
        </mesh>
      </group>
    </group>
  );
}

const extraTerrestrial: SceneDefinition = {
  slug: "extra-terrestrial",
  title: "Extra-terrestrial",
  movement: "walk",
  mobile: "swipe",
  spawn: [-1, 1.6, 14],
  lookAt: [3, 2.2, -4],
  colliders: [
    ...enclosure(-34, -34, 34, 34, 6),
    ...ARCHES.flatMap((item) =>
      [-1, 1].map((side) => standingBox(item.x + Math.cos(item.turn) * item.radius * side, item.z - Math.sin(item.turn) * item.radius * side, item.radius * 0.8, item.radius * 0.8, item.radius)),
    ),
    ...SPIRES.map((item) => standingBox(item.x, item.z, item.height * 0.3, item.height * 0.3, item.height)),
    standingBox(SAUCER.x, SAUCER.z, SAUCER.radius * 1.7, SAUCER.radius * 1.7, 4),
    standingBox(ALIEN.x, ALIEN.z, 0.6, 0.6, 1.8),
  ],
  objects: [
    "A purple alien plain under a starry violet sky",
    "Two moons over the ridges: a huge green one and a small amber one with a ring",
    "Natural rock arches and tall stacked stone spires in rusty layers",
    "Glowing plants: bulbs and mushrooms shining cyan, green and pink",
    "A silver flying saucer landed on three legs, its rim lights chasing round",
    "A little green alien with antennae waving beside the saucer's ramp",
    "Craters in the dust and scattered boulders",
  ],
  Scene: ExtraTerrestrial,
};

export default extraTerrestrial;
