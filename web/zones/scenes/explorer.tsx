import {
  BoxGeometry,
  BufferAttribute,
  ConeGeometry,
  CylinderGeometry,
  DodecahedronGeometry,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshPhongMaterial,
  PlaneGeometry,
  SphereGeometry,
  TorusGeometry,
  Vector3,
} from "three";
import type { Group, PointLight } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { Later } from "../buildSteps.tsx";
import type { SceneDefinition } from "../scene.ts";
import { Clouds } from "../parts/Clouds.tsx";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { Glows } from "../parts/Glows.tsx";
import { mergeParts, rod } from "../parts/merge.ts";
import type { Part } from "../parts/merge.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { between, seededRandom } from "../parts/random.ts";
import { Shadows } from "../parts/Shadows.tsx";
import { Sky } from "../parts/Sky.tsx";
import { Trees } from "../parts/Trees.tsx";
import { CAMP_RADIUS, heightAt, landColor, riverZ, WATER_LEVEL } from "./explorer/terrain.ts";

const TENT = { x: -4, z: -3, turn: 0.5 };
const FIRE = { x: 0.8, z: -4.5 };
const TELESCOPE = { x: 4.2, z: -2.5 };
const LOGS = [
  { x: -0.9, z: -6.2, turn: 0.3 },
  { x: 2.9, z: -5.4, turn: -1.1 },
];

const PINES = (() => {
  const random = seededRandom(31);
  const pines: { x: number; z: number; y: number; scale: number; turn: number }[] = [];
  while (pines.length < 150) {
    const x = between(random, -120, 120);
    const z = between(random, -120, 60);
    const y = heightAt(x, z);
    const clearOfCamp = Math.hypot(x, z) > CAMP_RADIUS + 2;
    const clearOfRiver = Math.abs(z - riverZ(x)) > 6;
    const belowTreeLine = y > WATER_LEVEL + 0.5 && y < 22;
    const notInView = !(z > -12 && Math.abs(x) < 10);
    if (clearOfCamp && clearOfRiver && belowTreeLine && notInView)
      pines.push({ x, z, y: y - 0.2, scale: between(random, 0.7, 1.4), turn: random() * 6 });
  }
  return pines;
})();

function Explorer() {
  const { land, landMaterial, water, waterMaterial, camp, campMaterial } = useDisposables(() => ({
    land: terrainGeometry(),
    landMaterial: new MeshLambertMaterial({ vertexColors: true, flatShading: true }),
    water: new PlaneGeometry(400, 400).rotateX(-Math.PI / 2),
    waterMaterial: new MeshPhongMaterial({
      color: "#3f86c4",
      transparent: true,
      opacity: 0.88,
      shininess: 90,
      specular: "#cfe6ff",
    }),
    camp: campModel(),
    campMaterial: new MeshLambertMaterial({ vertexColors: true }),
  }));

  return (
    <>
      <Sky
        top="#2e63b8"
        horizon="#f6d1a0"
        bottom="#6b7f5a"
        exponent={0.45}
        sun={[0.75, 0.16, -0.64]}
        sunColor="#fff0c8"
        sunSize={0.006}
      />
      <hemisphereLight args={["#bcd7ff", "#5a6b3a", 1.0]} />
      <directionalLight position={[75, 18, -64]} intensity={2.4} color="#ffd9a8" />
      <fog attach="fog" args={["#e9d8bd", 70, 320]} />
      <Clouds count={7} radius={160} height={70} color="#fff4e6" />

      <mesh geometry={land} material={landMaterial} />
      <mesh geometry={water} material={waterMaterial} position={[0, WATER_LEVEL, 0]} />
      <Trees kind="pine" trees={PINES} />
      <mesh geometry={camp} material={campMaterial} />
      <Later>
        <Campfire />
      </Later>
      <Shadows
        shadows={[
          { x: TENT.x, z: TENT.z, width: 4.5, depth: 3.6 },
          { x: FIRE.x, z: FIRE.z, width: 2.4 },
          { x: TELESCOPE.x, z: TELESCOPE.z, width: 1.8 },
          ...LOGS.map((log) => ({ x: log.x, z: log.z, width: 2.2, depth: 1 })),
        ]}
      />
    </>
  );
}

/** The valley's land as one mesh, coloured by height and steepness: meadow, rock and snow. */
function terrainGeometry() {
  const size = 320;
  const segments = 110;
  const geometry = new PlaneGeometry(size, size, segments, segments).rotateX(-Math.PI / 2);
  const position = geometry.getAttribute("position") as BufferAttribute;
  for (let i = 0; i < position.count; i++) position.setY(i, heightAt(position.getX(i), position.getZ(i)));
  const flat = geometry.toNonIndexed();
  geometry.dispose();
  flat.computeVertexNormals();
  const points = flat.getAttribute("position") as BufferAttribute;
  const normals = flat.getAttribute("normal") as BufferAttribute;
  const colors = new Float32Array(points.count * 3);
  const up = new Vector3(0, 1, 0);
  const normal = new Vector3();
  for (let face = 0; face < points.count; face += 3) {
    const height = (points.getY(face) + points.getY(face + 1) + points.getY(face + 2)) / 3;
    const steepness = 1 - normal.fromBufferAttribute(normals, face).dot(up);
    const [r, g, b] = landColor(height, steepness * 2.2);
    for (let corner = 0; corner < 3; corner++) colors.set([r, g, b], (face + corner) * 3);
  }
  flat.setAttribute("color", new BufferAttribute(colors, 3));
  return flat;
}

/** Tent, stones, logs, telescope and packs: the still parts of the camp in one mesh. */
function campModel() {
  return mergeParts([...tent(), ...fireRing(), ...telescope(), ...LOGS.flatMap(log), ...gear()]);
}

function tent(): Part[] {
  const { x, z, turn } = TENT;
  const parts: Part[] = [
    // A three-sided cylinder lying down is an A-frame tent.
    {
      geometry: new CylinderGeometry(1.5, 1.5, 3.2, 3, 1),
      color: "#e8742c",
      position: [x, 0.75, z],
      rotation: [Math.PI / 2, turn, Math.PI / 2],
      scale: [1, 1, 1],
    },
    {
      geometry: new CylinderGeometry(0.9, 0.9, 0.05, 3, 1),
      color: "#3b2414",
      position: [x + Math.cos(turn) * 1.62, 0.5, z - Math.sin(turn) * 1.62],
      rotation: [Math.PI / 2, turn, Math.PI / 2],
      scale: [1, 1, 1],
    },
    {
      geometry: new CylinderGeometry(0.04, 0.04, 2.5, 5),
      color: "#8a8a8a",
      position: [x + Math.cos(turn) * 1.75, 1.15, z - Math.sin(turn) * 1.75],
    },
  ];
  for (const side of [-1, 1]) {
    const along = side * 1.9;
    parts.push({
      geometry: new CylinderGeometry(0.02, 0.02, 2.4, 4),
      color: "#d8d8d8",
      position: [x + Math.cos(turn) * along * 0.9, 0.9, z - Math.sin(turn) * along * 0.9],
      rotation: [0, turn, side * 0.9],
    });
  }
  return parts;
}

function fireRing(): Part[] {
  const { x, z } = FIRE;
  const parts: Part[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = (i / 10) * Math.PI * 2;
    parts.push({
      geometry: new DodecahedronGeometry(0.22, 0),
      color: i % 2 ? "#77736c" : "#8d877e",
      position: [x + Math.cos(angle) * 0.75, 0.1, z + Math.sin(angle) * 0.75],
      scale: [1, 0.7, 1],
      rotation: [i, i * 2, 0],
    });
  }
  for (let i = 0; i < 4; i++) {
    const angle = (i / 4) * Math.PI * 2 + 0.4;
    parts.push({
      geometry: new CylinderGeometry(0.08, 0.1, 1.1, 6),
      color: "#5a3a1e",
      position: [x + Math.cos(angle) * 0.2, 0.25, z + Math.sin(angle) * 0.2],
      rotation: [Math.sin(angle) * 1.1, 0, -Math.cos(angle) * 1.1],
    });
  }
  parts.push({ geometry: new CylinderGeometry(0.55, 0.6, 0.05, 10), color: "#2a211b", position: [x, 0.03, z] });
  return parts;
}

function telescope(): Part[] {
  const { x, z } = TELESCOPE;
  const head: [number, number, number] = [x, 1.35, z];
  const parts: Part[] = [0, 1, 2].map((i) => {
    const angle = (i / 3) * Math.PI * 2 + 0.3;
    return rod([x + Math.cos(angle) * 0.45, 0, z + Math.sin(angle) * 0.45], head, 0.03, "#4a4a4a", 5);
  });
  parts.push({ geometry: new SphereGeometry(0.08, 8, 6), color: "#2d2d2d", position: head });
  // The tube points over the river at the peaks.
  parts.push(rod([x + 0.25, 1.25, z + 0.55], [x - 0.15, 1.75, z - 0.6], 0.1, "#c9a227", 14));
  parts.push(rod([x - 0.13, 1.72, z - 0.55], [x - 0.18, 1.79, z - 0.7], 0.14, "#2d2d2d", 14));
  parts.push(rod([x + 0.25, 1.25, z + 0.55], [x + 0.3, 1.2, z + 0.7], 0.04, "#2d2d2d", 8));
  return parts;
}

function log({ x, z, turn }: { x: number; z: number; turn: number }): Part[] {
  return [
    {
      geometry: new CylinderGeometry(0.25, 0.28, 1.8, 9),
      color: "#6e4a2a",
      position: [x, 0.25, z],
      rotation: [0, turn, Math.PI / 2],
    },
    {
      geometry: new CylinderGeometry(0.2, 0.2, 0.02, 9),
      color: "#c8a26e",
      position: [x + Math.cos(turn) * 0.9, 0.25, z - Math.sin(turn) * 0.9],
      rotation: [0, turn, Math.PI / 2],
    },
  ];
}

function gear(): Part[] {
  return [
    {
      geometry: new BoxGeometry(0.5, 0.7, 0.3),
      color: "#2f6d4f",
      position: [-1.8, 0.35, -1.6],
      rotation: [0, 0.4, 0.08],
    },
    {
      geometry: new BoxGeometry(0.36, 0.3, 0.1),
      color: "#27593f",
      position: [-1.74, 0.3, -1.4],
      rotation: [0, 0.4, 0.08],
    },
    {
      geometry: new CylinderGeometry(0.12, 0.12, 0.55, 10),
      color: "#b83b3b",
      position: [-1.8, 0.82, -1.6],
      rotation: [0, 0, Math.PI / 2],
    },
    { geometry: new CylinderGeometry(0.1, 0.12, 0.28, 8), color: "#3a3a3a", position: [2.2, 0.14, -3.3] },
    { geometry: new TorusGeometry(0.08, 0.012, 4, 10), color: "#3a3a3a", position: [2.2, 0.34, -3.3] },
    { geometry: new ConeGeometry(0.1, 0.2, 4), color: "#9b6a2f", position: [-2.5, 0.1, -6.8], rotation: [0, 0.7, 0] },
  ];
}

/** Flames that lick and a warm light that flickers on the camp. */
function Campfire() {
  const flames = useRef<Group>(null);
  const light = useRef<PointLight>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { flame, core } = useDisposables(() => ({
    flame: new MeshBasicMaterial({ color: "#ff7a1a", transparent: true, opacity: 0.9 }),
    core: new MeshBasicMaterial({ color: "#ffd34d" }),
  }));
  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    const flicker = reducedMotion ? 0 : Math.sin(t * 13) * 0.08 + Math.sin(t * 7.3) * 0.06;
    if (light.current) light.current.intensity = 14 * (1 + flicker * 2);
    flames.current?.children.forEach((child, i) => {
      child.scale.y = 1 + (reducedMotion ? 0 : Math.sin(t * (8 + i * 2.1) + i) * 0.18);
    });
  });
  return (
    <group position={[FIRE.x, 0, FIRE.z]}>
      <group ref={flames}>
        <mesh material={flame} position={[0, 0.55, 0]}>
          <coneGeometry args={[0.32, 0.9, 7]} />
        </mesh>
        <mesh material={flame} position={[0.14, 0.45, 0.1]} rotation={[0.2, 0, -0.2]}>
          <coneGeometry args={[0.2, 0.6, 6]} />
        </mesh>
        <mesh material={core} position={[-0.05, 0.42, -0.05]}>
          <coneGeometry args={[0.17, 0.5, 6]} />
        </mesh>
      </group>
      <pointLight ref={light} position={[0, 1, 0]} color="#ff9a3c" intensity={14} distance={12} decay={1.6} />
      <Glows
        glows={[
          { position: [0, 0.6, 0], color: "#ff8a2a", size: 3.2 },
          { position: [0, 1.2, 0], color: "#ff5a1a", size: 2 },
        ]}
        twinkle={reducedMotion ? 0 : 0.25}
        speed={3}
      />
    </group>
  );
}

const explorer: SceneDefinition = {
  slug: "explorer",
  title: "Explorer",
  movement: "look",
  mobile: "none",
  spawn: [0, 1.7, 4],
  lookAt: [0, 3, -60],
  colliders: [
    ...enclosure(-CAMP_RADIUS - 4, -CAMP_RADIUS - 4, CAMP_RADIUS + 4, CAMP_RADIUS + 4),
    standingBox(TENT.x, TENT.z, 3.6, 3.6, 1.6),
    standingBox(FIRE.x, FIRE.z, 1.8, 1.8, 1),
    standingBox(TELESCOPE.x, TELESCOPE.z, 1, 1, 2),
    ...LOGS.map((item) => standingBox(item.x, item.z, 1.8, 1.8, 0.5)),
  ],
  objects: [
    "A camp in a clearing at the foot of snowy mountains, in the evening sun",
    "An orange tent with its door open, a backpack and a bedroll beside it",
    "A crackling campfire in a ring of stones, with two logs to sit on",
    "A brass telescope on a tripod, pointed at the peaks",
    "A river winding across the valley below",
    "Pine woods on the slopes and clouds along the horizon",
  ],
  Scene: Explorer,
};

export default explorer;
