import { BoxGeometry, ConeGeometry, CylinderGeometry, MeshStandardMaterial, SphereGeometry, TorusGeometry } from "three";
import type { Group } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import type { SceneDefinition } from "../scene.ts";
import { Balloons } from "../parts/Balloons.tsx";
import type { Balloon } from "../parts/Balloons.tsx";
import { Clouds } from "../parts/Clouds.tsx";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { DomOverlay } from "../parts/DomOverlay.tsx";
import { mergeParts } from "../parts/merge.ts";
import type { Part } from "../parts/merge.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { fractalNoise2D } from "../parts/noise.ts";
import { between, pick, seededRandom } from "../parts/random.ts";
import { Shadows } from "../parts/Shadows.tsx";
import { Sky } from "../parts/Sky.tsx";
import { mixColor, pixelTexture, tiled } from "../parts/textures.ts";
import { Trees } from "../parts/Trees.tsx";
import { MusicControl } from "./children-park/MusicControl.tsx";

const SLIDE = { x: -5.5, z: -3 };
const SWINGS = { x: 4.5, z: -4.5 };
const ROUNDABOUT = { x: -3.5, z: 4 };
const SANDPIT = { x: 5, z: 3.5 };
const BENCHES = [
  { x: -9, z: 7.5, turn: 0.5 },
  { x: 9.5, z: 7.5, turn: -0.5 },
];

const TREES = (() => {
  const random = seededRandom(11);
  return Array.from({ length: 26 }, (_, i) => {
    const angle = (i / 26) * Math.PI * 2 + between(random, -0.1, 0.1);
    const distance = between(random, 17, 30);
    return { x: Math.cos(angle) * distance, z: Math.sin(angle) * distance - 2, scale: between(random, 0.8, 1.25), turn: random() * 6 };
  }).filter((tree) => !(tree.z > 8 && Math.abs(tree.x) < 8));
})();

const BALLOON_COLORS = ["#ff4d6d", "#ffd166", "#06d6a0", "#4cc9f0", "#b5179e", "#f77f00"];

const BALLOONS: Balloon[] = (() => {
  const random = seededRandom(5);
  const bunch = (anchor: [number, number, number], count: number) =>
    Array.from({ length: count }, (_, i) => ({
      anchor,
      rise: between(random, 1.3, 2.1),
      color: pick(random, BALLOON_COLORS),
      lean: [Math.cos(i * 2.4) * between(random, 0.2, 0.5), Math.sin(i * 2.4) * between(random, 0.2, 0.5)] as [number, number],
    }));
  return [
    ...bunch([SLIDE.x + 0.6, 2.6, SLIDE.z + 0.6], 6),
    ...bunch([BENCHES[0]!.x, 0.9, BENCHES[0]!.z], 4),
    ...bunch([BENCHES[1]!.x, 0.9, BENCHES[1]!.z], 4),
    ...bunch([SWINGS.x - 2.4, 2.7, SWINGS.z], 3),
  ];
})();

function ChildrenPark() {
  const reducedMotion = usePrefersReducedMotion();
  const { grass, playground, toys, path, paint } = useDisposables(() => ({
    grass: new MeshStandardMaterial({ map: tiled(grassPattern(), 40, 40), roughness: 1 }),
    playground: new MeshStandardMaterial({ map: tiled(rubberPattern(), 6, 5), roughness: 0.95 }),
    path: new MeshStandardMaterial({ color: "#d9c49a", roughness: 1 }),
    paint: new MeshStandardMaterial({ vertexColors: true, roughness: 0.55 }),
    toys: playgroundModel(),
  }));

  return (
    <>
      <Sky top="#3d8fe0" horizon="#cfe9ff" bottom="#8fbf6a" sun={[-0.55, 0.5, 0.65]} sunColor="#fff4c2" />
      <hemisphereLight args={["#cfe8ff", "#6b8f4a", 1.1]} />
      <directionalLight position={[-22, 20, 26]} intensity={2.4} color="#fff1d6" />
      <fog attach="fog" args={["#cfe9ff", 45, 140]} />
      <Clouds />

      <mesh material={grass} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[200, 200]} />
      </mesh>
      <mesh material={playground} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.02, 0]}>
        <planeGeometry args={[24, 20]} />
      </mesh>
      <mesh material={path} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.015, 19]}>
        <planeGeometry args={[3, 18]} />
      </mesh>

      <mesh geometry={toys} material={paint} />
      <Swing x={SWINGS.x - 1.1} z={SWINGS.z} phase={0} still={reducedMotion} material={paint} />
      <Swing x={SWINGS.x + 1.1} z={SWINGS.z} phase={1.9} still={reducedMotion} material={paint} />
      <Roundabout still={reducedMotion} material={paint} />
      <Trees kind="round" trees={TREES} />
      <Flowers material={paint} />
      <Balloons balloons={BALLOONS} />
      <Shadows
        shadows={[
          ...TREES.map((tree) => ({ x: tree.x, z: tree.z, width: 4.2 * tree.scale })),
          { x: SLIDE.x + 1, z: SLIDE.z, width: 5, depth: 3 },
          { x: SWINGS.x, z: SWINGS.z, width: 6, depth: 2.5 },
          { x: ROUNDABOUT.x, z: ROUNDABOUT.z, width: 4 },
        ]}
      />
      <DomOverlay>
        <MusicControl />
      </DomOverlay>
    </>
  );
}

/** Slide, swing frame, sandpit, benches and fence: everything that stands still, in one mesh. */
function playgroundModel() {
  return mergeParts([...slide(), ...swingFrame(), ...sandpit(), ...BENCHES.flatMap(bench), ...fence()]);
}

function slide(): Part[] {
  const { x, z } = SLIDE;
  const height = 2;
  const parts: Part[] = [];
  for (const [dx, dz] of [[-0.6, -0.6], [0.6, -0.6], [-0.6, 0.6], [0.6, 0.6]] as const) {
    parts.push({ geometry: new CylinderGeometry(0.07, 0.07, 3.3, 8), color: "#2b6cb0", position: [x + dx, 1.65, z + dz] });
  }
  parts.push({ geometry: new BoxGeometry(1.4, 0.12, 1.4), color: "#f6c026", position: [x, height, z] });
  parts.push({ geometry: new ConeGeometry(1.2, 0.9, 4), color: "#e53e3e", position: [x, 3.7, z], rotation: [0, Math.PI / 4, 0] });
  // Rails around the platform, open on the slide's side.
  for (const dz of [-0.6, 0.6]) {
    parts.push({ geometry: new BoxGeometry(1.3, 0.06, 0.06), color: "#f6c026", position: [x, height + 0.65, z + dz] });
  }
  // Ladder on the far side.
  for (const dz of [-0.35, 0.35]) {
    parts.push({ geometry: new BoxGeometry(0.08, 2.4, 0.08), color: "#2b6cb0", position: [x - 1.15, 1.1, z + dz], rotation: [0, 0, -0.3] });
  }
  for (let rung = 0; rung < 5; rung++) {
    parts.push({ geometry: new CylinderGeometry(0.035, 0.035, 0.7, 6), color: "#cbd5e0", position: [x - 1.5 + rung * 0.14, 0.3 + rung * 0.42, z], rotation: [Math.PI / 2, 0, 0] });
  }
  // The chute: a long tilted trough with raised edges.
  const length = 3.6;
  const angle = Math.atan2(height - 0.25, 3.2);
  const cx = x + 0.7 + Math.cos(angle) * (length / 2);
  const cy = height - Math.sin(angle) * (length / 2) + 0.05;
  parts.push({ geometry: new BoxGeometry(length, 0.08, 0.8), color: "#e53e3e", position: [cx, cy, z], rotation: [0, 0, -angle] });
  for (const dz of [-0.42, 0.42]) {
    parts.push({ geometry: new BoxGeometry(length, 0.22, 0.06), color: "#f56565", position: [cx, cy + 0.1, z + dz], rotation: [0, 0, -angle] });
  }
  return parts;
}

function swingFrame(): Part[] {
  const { x, z } = SWINGS;
  const parts: Part[] = [{ geometry: new CylinderGeometry(0.09, 0.09, 5, 10), color: "#c53030", position: [x, 2.8, z], rotation: [0, 0, Math.PI / 2] }];
  for (const dx of [-2.4, 2.4]) {
    for (const dz of [-0.9, 0.9]) {
      parts.push({ geometry: new CylinderGeometry(0.08, 0.08, 3.0, 8), color: "#2f855a", position: [x + dx, 1.4, z + dz / 2], rotation: [-Math.sign(dz) * 0.32, 0, 0] });
    }
  }
  return parts;
}

function sandpit(): Part[] {
  const { x, z } = SANDPIT;
  const size = 4;
  const parts: Part[] = [{ geometry: new BoxGeometry(size, 0.2, size), color: "#f2d48f", position: [x, 0.1, z] }];
  for (const [dx, dz, w, d] of [[0, -size / 2, size + 0.3, 0.2], [0, size / 2, size + 0.3, 0.2], [-size / 2, 0, 0.2, size], [size / 2, 0, 0.2, size]] as const) {
    parts.push({ geometry: new BoxGeometry(w, 0.35, d), color: "#a0522d", position: [x + dx, 0.17, z + dz] });
  }
  // A sandcastle, a bucket and a spade.
  parts.push({ geometry: new CylinderGeometry(0.45, 0.55, 0.5, 12), color: "#e5c07b", position: [x - 0.6, 0.45, z - 0.5] });
  for (const [dx, dz] of [[-0.35, -0.35], [0.35, -0.35], [-0.35, 0.35], [0.35, 0.35]] as const) {
    parts.push({ geometry: new CylinderGeometry(0.14, 0.16, 0.5, 8), color: "#e5c07b", position: [x - 0.6 + dx, 0.7, z - 0.5 + dz] });
    parts.push({ geometry: new ConeGeometry(0.17, 0.25, 8), color: "#e5c07b", position: [x - 0.6 + dx, 1.07, z - 0.5 + dz] });
  }
  parts.push({ geometry: new CylinderGeometry(0.25, 0.18, 0.4, 14, 1, true), color: "#3182ce", position: [x + 0.9, 0.4, z + 0.6] });
  parts.push({ geometry: new TorusGeometry(0.22, 0.015, 6, 16, Math.PI), color: "#2c5282", position: [x + 0.9, 0.6, z + 0.6] });
  parts.push({ geometry: new BoxGeometry(0.06, 0.6, 0.06), color: "#38a169", position: [x + 0.3, 0.45, z + 1.1], rotation: [0.4, 0, 0.3] });
  parts.push({ geometry: new BoxGeometry(0.22, 0.3, 0.03), color: "#38a169", position: [x + 0.2, 0.2, z + 1.25], rotation: [0.4, 0, 0.3] });
  return parts;
}

function bench({ x, z, turn }: { x: number; z: number; turn: number }): Part[] {
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const at = (dx: number, y: number, dz: number): [number, number, number] => [x + dx * cos + dz * sin, y, z - dx * sin + dz * cos];
  const parts: Part[] = [];
  for (const dz of [-0.15, 0.05, 0.25]) parts.push({ geometry: new BoxGeometry(2, 0.06, 0.16), color: "#b7791f", position: at(0, 0.48, dz), rotation: [0, turn, 0] });
  for (const y of [0.75, 0.95]) parts.push({ geometry: new BoxGeometry(2, 0.16, 0.05), color: "#b7791f", position: at(0, y, 0.36), rotation: [0.15, turn, 0] });
  for (const dx of [-0.85, 0.85]) parts.push({ geometry: new BoxGeometry(0.08, 0.95, 0.55), color: "#2d3748", position: at(dx, 0.47, 0.1), rotation: [0, turn, 0] });
  return parts;
}

function fence(): Part[] {
  const parts: Part[] = [];
  const post = (x: number, z: number) => parts.push({ geometry: new BoxGeometry(0.1, 0.9, 0.1), color: "#fefcbf", position: [x, 0.45, z] });
  for (let x = -12; x <= 12; x += 1) {
    post(x, -10);
    if (Math.abs(x) > 2) post(x, 10);
  }
  for (let z = -9; z <= 9; z += 1) {
    post(-12, z);
    post(12, z);
  }
  for (const [x, z, w, d] of [[0, -10, 24, 0.06], [-7.5, 10, 9, 0.06], [7.5, 10, 9, 0.06], [-12, 0, 0.06, 20], [12, 0, 0.06, 20]] as const) {
    parts.push({ geometry: new BoxGeometry(w, 0.08, d), color: "#fefcbf", position: [x, 0.7, z] });
  }
  return parts;
}

/** A swing seat on two chains that swings to and fro from the top bar. */
function Swing({ x, z, phase, still, material }: { x: number; z: number; phase: number; still: boolean; material: MeshStandardMaterial }) {
  const group = useRef<Group>(null);
  const { geometry } = useDisposables(() => ({
    geometry: mergeParts([
      { geometry: new CylinderGeometry(0.02, 0.02, 2.2, 5), color: "#a0aec0", position: [-0.3, -1.1, 0] },
      { geometry: new CylinderGeometry(0.02, 0.02, 2.2, 5), color: "#a0aec0", position: [0.3, -1.1, 0] },
      { geometry: new BoxGeometry(0.75, 0.06, 0.32), color: "#ed8936", position: [0, -2.2, 0] },
    ]),
  }));
  useFrame(({ clock }) => {
    if (group.current) group.current.rotation.x = still ? 0.12 : Math.sin(clock.elapsedTime * 1.6 + phase) * 0.45;
  });
  return (
    <group ref={group} position={[x, 2.78, z]}>
      <mesh geometry={geometry} material={material} />
    </group>
  );
}

/** The roundabout, turning slowly on its centre post. */
function Roundabout({ still, material }: { still: boolean; material: MeshStandardMaterial }) {
  const group = useRef<Group>(null);
  const { geometry } = useDisposables(() => {
    const colors = ["#e53e3e", "#f6c026", "#3182ce", "#38a169"];
    const parts: Part[] = colors.map((color, i) => ({
      geometry: new CylinderGeometry(1.6, 1.6, 0.12, 12, 1, false, (i * Math.PI) / 2, Math.PI / 2),
      color,
      position: [0, 0.35, 0],
    }));
    parts.push({ geometry: new CylinderGeometry(0.12, 0.2, 0.35, 10), color: "#4a5568", position: [0, 0.15, 0] });
    parts.push({ geometry: new CylinderGeometry(0.08, 0.08, 0.9, 8), color: "#e2e8f0", position: [0, 0.85, 0] });
    for (let i = 0; i < 4; i++) {
      const angle = (i * Math.PI) / 2 + Math.PI / 4;
      parts.push({
        geometry: new TorusGeometry(0.7, 0.035, 6, 16, Math.PI / 2),
        color: "#e2e8f0",
        position: [Math.cos(angle) * 0.35, 0.42, Math.sin(angle) * 0.35],
        rotation: [0, -angle + Math.PI / 2, 0],
      });
    }
    return { geometry: mergeParts(parts) };
  });
  useFrame((_, delta) => {
    if (group.current && !still) group.current.rotation.y += delta * 0.5;
  });
  return (
    <group ref={group} position={[ROUNDABOUT.x, 0, ROUNDABOUT.z]}>
      <mesh geometry={geometry} material={material} />
    </group>
  );
}

/** Flower beds along the fence: little bright blossoms on green stalks, one mesh. */
function Flowers({ material }: { material: MeshStandardMaterial }) {
  const { geometry } = useDisposables(() => {
    const random = seededRandom(3);
    const parts: Part[] = [];
    for (let i = 0; i < 70; i++) {
      const side = i % 2 === 0 ? -1 : 1;
      const x = side * between(random, 3, 11.5);
      const z = between(random, 10.4, 11.6);
      parts.push({ geometry: new CylinderGeometry(0.02, 0.02, 0.35, 4), color: "#2f855a", position: [x, 0.17, z] });
      parts.push({ geometry: new SphereGeometry(0.11, 6, 4), color: pick(random, ["#ff6b9a", "#ffd166", "#ffffff", "#c77dff", "#ff8c42"]), position: [x, 0.38, z] });
    }
    return { geometry: mergeParts(parts) };
  });
  return <mesh geometry={geometry} material={material} />;
}

function grassPattern() {
  const noise = fractalNoise2D(21, 4, 8);
  const random = seededRandom(22);
  return pixelTexture(128, 128, (x, y) => {
    const shade = noise((x / 128) * 8, (y / 128) * 8);
    const blade = random() > 0.9 ? 0.15 : 0;
    return mixColor([74, 140, 52], [128, 184, 74], shade + blade);
  });
}

function rubberPattern() {
  const random = seededRandom(9);
  return pixelTexture(128, 128, () => {
    const fleck = random();
    if (fleck > 0.97) return [214, 186, 96];
    if (fleck > 0.94) return [92, 130, 160];
    return mixColor([170, 78, 62], [188, 92, 72], random());
  });
}

const childrenPark: SceneDefinition = {
  slug: "children-park",
  title: "Children park",
  movement: "look",
  mobile: "swipe",
  spawn: [0, 1.6, 15],
  lookAt: [0, 1.2, 0],
  colliders: [
    ...enclosure(-40, -40, 40, 40),
    standingBox(SLIDE.x + 0.6, SLIDE.z, 5, 1.6, 4),
    standingBox(SWINGS.x, SWINGS.z, 5.2, 2, 3),
    standingBox(ROUNDABOUT.x, ROUNDABOUT.z, 3.2, 3.2, 1.2),
    ...BENCHES.map((item) => standingBox(item.x, item.z, 2, 1, 1)),
    ...TREES.map((tree) => standingBox(tree.x, tree.z, 0.6, 0.6, 5)),
    // The fence, with its gate on the near side.
    [-12.1, 0, -10.1, 12.1, 1, -9.9],
    [-12.1, 0, -10, -11.9, 1, 10],
    [11.9, 0, -10, 12.1, 1, 10],
    [-12.1, 0, 9.9, -2.5, 1, 10.1],
    [2.5, 0, 9.9, 12.1, 1, 10.1],
  ],
  objects: [
    "A playground on a sunny day, inside a low white fence with a gate",
    "A red slide with a yellow platform, a ladder and a pointed roof",
    "Swings on a red and green frame, swinging gently",
    "A roundabout in four colours, turning slowly",
    "A sandpit with a sandcastle, a blue bucket and a spade",
    "Bunches of balloons tied to the slide, the swings and two benches",
    "Trees all around, flower beds along the fence and clouds in a blue sky",
    "Party music, made by the park itself, after a tap on Play music",
  ],
  Scene: ChildrenPark,
};

export default childrenPark;
