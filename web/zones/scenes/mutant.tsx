import {
  AdditiveBlending,
  BoxGeometry,
  CatmullRomCurve3,
  CircleGeometry,
  ConeGeometry,
  CylinderGeometry,
  IcosahedronGeometry,
  InstancedMesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  SphereGeometry,
  TorusGeometry,
  TubeGeometry,
  Vector3,
} from "three";
import type { BufferAttribute, BufferGeometry, Group, Texture } from "three";
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
import { canvasTexture, pixelTexture, tiled } from "../parts/textures.ts";

const LAB = { halfWidth: 11, halfDepth: 12, height: 6 };
const TANK = { radius: 0.95, height: 3.2, base: 0.5 };
const TANKS = [
  { x: -6, z: -9.5, seed: 1 },
  { x: -2, z: -9.5, seed: 2 },
  { x: 2, z: -9.5, seed: 3 },
  { x: 6, z: -9.5, seed: 4 },
  { x: -9, z: -3, seed: 5 },
  { x: 9, z: -3, seed: 6 },
];
const TABLE = { x: 0, z: -2.5, width: 3.6, depth: 1.4, height: 0.95 };
const CONSOLES = [
  { x: -9.8, z: 3.5 },
  { x: 9.8, z: 3.5 },
];
const BEACONS = [
  { x: -10.7, y: 4.3, z: -6, facing: Math.PI / 2 },
  { x: 10.7, y: 4.3, z: -6, facing: -Math.PI / 2 },
  { x: 0, y: 4.6, z: -11.7, facing: 0 },
];
const SLIME_POOLS = [
  { x: -3.5, z: 2.5, size: 1.6 },
  { x: 4.2, z: -5.5, size: 1.2 },
  { x: 5.5, z: 4.5, size: 2 },
  { x: -6.5, z: -6.2, size: 1 },
];
const CREATURE_GREENS = ["#7dff5a", "#b6ff3b", "#3bffb0", "#d4ff6b"];

function MutantLab() {
  const reducedMotion = usePrefersReducedMotion();
  const { floor, walls, ceiling, skylight, fixtures, steel, liquid, liquids, sign, screen } = useDisposables(() => ({
    floor: new MeshStandardMaterial({ map: tiled(floorTiles(), 11, 12), roughness: 0.45, metalness: 0.1 }),
    walls: new MeshStandardMaterial({ map: tiled(wallPanels(), 8, 1), roughness: 0.6, metalness: 0.2 }),
    ceiling: new MeshStandardMaterial({ color: "#8d979b", roughness: 0.9 }),
    skylight: new MeshBasicMaterial({ map: stormySky(), fog: false }),
    fixtures: labModel(),
    steel: new MeshStandardMaterial({ vertexColors: true, roughness: 0.45, metalness: 0.45 }),
    // The glass and the liquid in it are one glossy, glowing, see-through layer: one pass over the tanks.
    liquid: mergeParts(TANKS.map(({ x, z }) => ({ geometry: new CylinderGeometry(TANK.radius, TANK.radius, TANK.height, 28, 1), color: "#ffffff", position: [x, TANK.base + TANK.height / 2, z] as [number, number, number] }))),
    liquids: new MeshStandardMaterial({ color: "#3bff6a", emissive: "#1fae3a", emissiveIntensity: 0.8, transparent: true, opacity: 0.42, roughness: 0.08, metalness: 0.1, depthWrite: false }),
    sign: new MeshBasicMaterial({ map: biohazardSign() }),
    screen: new MeshBasicMaterial({ map: consoleScreen() }),
  }));
  const { halfWidth, halfDepth, height } = LAB;

  return (
    <>
      <color attach="background" args={["#0a0f0c"]} />
      <fog attach="fog" args={["#0d1a12", 12, 40]} />
      <hemisphereLight args={["#dfffe8", "#2a3a30", 0.85]} />
      <directionalLight position={[4, 10, 8]} intensity={0.6} color="#eafff2" />
      <pointLight position={[0, 3, -8]} color="#5aff7a" intensity={14} distance={14} decay={1.4} />
      <pointLight position={[0, 2, 3]} color="#9aff5a" intensity={5} distance={10} decay={1.4} />

      <mesh material={floor} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[halfWidth * 2, halfDepth * 2]} />
      </mesh>
      <mesh material={ceiling} rotation={[Math.PI / 2, 0, 0]} position={[0, height, 0]}>
        <planeGeometry args={[halfWidth * 2, halfDepth * 2]} />
      </mesh>
      <mesh material={skylight} rotation={[Math.PI / 2, 0, 0]} position={[0, height - 0.02, 2]}>
        <planeGeometry args={[5, 3]} />
      </mesh>
      <mesh material={walls} position={[0, height / 2, -halfDepth]}>
        <planeGeometry args={[halfWidth * 2, height]} />
      </mesh>
      <mesh material={walls} position={[0, height / 2, halfDepth]} rotation={[0, Math.PI, 0]}>
        <planeGeometry args={[halfWidth * 2, height]} />
      </mesh>
      <mesh material={walls} position={[-halfWidth, height / 2, 0]} rotation={[0, Math.PI / 2, 0]}>
        <planeGeometry args={[halfDepth * 2, height]} />
      </mesh>
      <mesh material={walls} position={[halfWidth, height / 2, 0]} rotation={[0, -Math.PI / 2, 0]}>
        <planeGeometry args={[halfDepth * 2, height]} />
      </mesh>
      <mesh material={sign} position={[-4, 3.3, -halfDepth + 0.03]}>
        <planeGeometry args={[2.2, 1.1]} />
      </mesh>
      <mesh material={sign} position={[4, 3.3, -halfDepth + 0.03]}>
        <planeGeometry args={[2.2, 1.1]} />
      </mesh>
      {CONSOLES.map(({ x, z }) => (
        <mesh key={x} material={screen} position={[x + (x < 0 ? 0.36 : -0.36), 1.75, z]} rotation={[0, x < 0 ? Math.PI / 2 : -Math.PI / 2, 0]}>
          <planeGeometry args={[1.5, 0.9]} />
        </mesh>
      ))}

      <mesh geometry={fixtures} material={steel} />
      {TANKS.map((tank) => (
        <Creature key={tank.seed} x={tank.x} z={tank.z} seed={tank.seed} still={reducedMotion} />
      ))}
      <mesh geometry={liquid} material={liquids} renderOrder={1} />
      <TankBubbles still={reducedMotion} />
      <SlimePools still={reducedMotion} />
      <Beacons still={reducedMotion} />
      <Glows glows={labGlows} twinkle={reducedMotion ? 0 : 0.25} speed={0.6} />
    </>
  );
}

const labGlows: Glow[] = [
  ...TANKS.map(({ x, z }) => ({ position: [x, TANK.base + TANK.height / 2, z] as const, color: "#2aff5a", size: 2.8 })),
  ...SLIME_POOLS.map(({ x, z, size }) => ({ position: [x, 0.2, z] as const, color: "#6aff2a", size: size * 2.2 })),
  ...[-0.9, 0, 0.9].map((dx, i) => ({ position: [TABLE.x + dx, TABLE.height + 0.3, TABLE.z] as const, color: ["#ff3bd4", "#3bd4ff", "#b6ff3b"][i]!, size: 0.8 })),
];

/** Tank bases and lids, pipes, the workbench with flasks, consoles, hazard stripes: one mesh. */
function labModel() {
  const parts: Part[] = [];
  const { halfWidth, halfDepth, height } = LAB;
  for (const { x, z } of TANKS) {
    parts.push({ geometry: new CylinderGeometry(TANK.radius + 0.15, TANK.radius + 0.25, TANK.base, 24), color: "#5b6770", position: [x, TANK.base / 2, z] });
    parts.push({ geometry: new CylinderGeometry(TANK.radius + 0.12, TANK.radius + 0.12, 0.3, 24), color: "#5b6770", position: [x, TANK.base + TANK.height + 0.15, z] });
    parts.push({ geometry: new TorusGeometry(TANK.radius + 0.13, 0.05, 6, 24), color: "#e0b43a", position: [x, TANK.base + 0.05, z], rotation: [Math.PI / 2, 0, 0] });
    // Steel ribs hold the glass.
    for (const angle of [0.6, 2.7, 4.8]) {
      parts.push(rod([x + Math.cos(angle) * TANK.radius, TANK.base, z + Math.sin(angle) * TANK.radius], [x + Math.cos(angle) * TANK.radius, TANK.base + TANK.height, z + Math.sin(angle) * TANK.radius], 0.04, "#8c979e", 6));
    }
    // Feed pipes from the lid up into the ceiling.
    parts.push(rod([x - 0.3, TANK.base + TANK.height + 0.3, z], [x - 0.3, height, z], 0.09, "#7a8790", 8));
    parts.push(rod([x + 0.35, TANK.base + TANK.height + 0.3, z], [x + 0.35, height, z], 0.06, "#3c8a4a", 8));
  }
  // Pipe runs along the walls under the ceiling.
  for (const [y, radius, color] of [[5.5, 0.14, "#7a8790"], [5.15, 0.1, "#3c8a4a"], [4.85, 0.08, "#b0463a"]] as const) {
    parts.push(rod([-halfWidth + 0.3, y, -halfDepth + 0.3], [halfWidth - 0.3, y, -halfDepth + 0.3], radius, color, 8));
    parts.push(rod([-halfWidth + 0.3, y, -halfDepth + 0.3], [-halfWidth + 0.3, y, halfDepth - 0.3], radius, color, 8));
    parts.push(rod([halfWidth - 0.3, y, -halfDepth + 0.3], [halfWidth - 0.3, y, halfDepth - 0.3], radius, color, 8));
  }
  for (let x = -9; x <= 9; x += 3) parts.push({ geometry: new BoxGeometry(0.12, 0.9, 0.2), color: "#4a545c", position: [x, 5.2, -halfDepth + 0.2] });
  parts.push(...[-8, 8].map((x) => ({ geometry: new TorusGeometry(0.22, 0.05, 6, 14), color: "#d13a2a", position: [x, 5.15, -halfDepth + 0.45] as [number, number, number] })));
  parts.push(...workbench(), ...CONSOLES.flatMap(console_), ...hazardFloor());
  return mergeParts(parts);
}

function workbench(): Part[] {
  const { x, z, width, depth, height } = TABLE;
  const parts: Part[] = [{ geometry: new BoxGeometry(width, 0.08, depth), color: "#dfe6ea", position: [x, height, z] }];
  for (const dx of [-1, 1]) for (const dz of [-1, 1]) parts.push({ geometry: new BoxGeometry(0.08, height, 0.08), color: "#6b7780", position: [x + dx * (width / 2 - 0.1), height / 2, z + dz * (depth / 2 - 0.1)] });
  parts.push({ geometry: new BoxGeometry(width - 0.2, 0.05, depth - 0.2), color: "#9aa5ab", position: [x, 0.3, z] });
  // Flasks with glowing brews.
  const brews = ["#ff3bd4", "#3bd4ff", "#b6ff3b"];
  [-0.9, 0, 0.9].forEach((dx, i) => {
    parts.push({ geometry: new SphereGeometry(0.18, 14, 10), color: brews[i]!, position: [x + dx, height + 0.2, z] });
    parts.push({ geometry: new CylinderGeometry(0.05, 0.06, 0.22, 10), color: "#e8f4f8", position: [x + dx, height + 0.44, z] });
  });
  for (let i = 0; i < 5; i++) parts.push({ geometry: new CylinderGeometry(0.035, 0.035, 0.3, 8), color: ["#ffd23f", "#ff5e5e", "#7dff5a", "#5ed0ff", "#ffffff"][i]!, position: [x - 1.4 + i * 0.12, height + 0.18, z - 0.45] });
  parts.push({ geometry: new BoxGeometry(0.65, 0.06, 0.2), color: "#6b7780", position: [x - 1.16, height + 0.06, z - 0.45] });
  // A microscope.
  parts.push({ geometry: new BoxGeometry(0.3, 0.05, 0.35), color: "#2d3338", position: [x + 1.35, height + 0.05, z + 0.3] });
  parts.push(rod([x + 1.35, height + 0.05, z + 0.43], [x + 1.35, height + 0.45, z + 0.38], 0.035, "#2d3338", 8));
  parts.push(rod([x + 1.35, height + 0.5, z + 0.38], [x + 1.35, height + 0.2, z + 0.25], 0.05, "#eef2f4", 10));
  return parts;
}

function console_({ x, z }: (typeof CONSOLES)[number]): Part[] {
  const side = x < 0 ? 1 : -1;
  return [
    { geometry: new BoxGeometry(0.8, 1.0, 2.2), color: "#3a444c", position: [x, 0.5, z] },
    { geometry: new BoxGeometry(0.7, 0.08, 2.1), color: "#4d5963", position: [x + side * 0.15, 1.02, z], rotation: [0, 0, side * -0.25] },
    { geometry: new BoxGeometry(0.2, 1.2, 1.8), color: "#2a3238", position: [x - side * 0.2, 1.7, z] },
  ];
}

function hazardFloor(): Part[] {
  const parts: Part[] = [];
  for (const { x, z } of TANKS) {
    // A striped ring around each tank: keep back.
    for (let i = 0; i < 24; i++) {
      const angle = (i / 24) * Math.PI * 2;
      parts.push({ geometry: new BoxGeometry(0.42, 0.012, 0.16), color: i % 2 ? "#f2c200" : "#1a1a1a", position: [x + Math.cos(angle) * 1.55, 0.006, z + Math.sin(angle) * 1.55], rotation: [0, -angle - Math.PI / 2, 0] });
    }
  }
  return parts;
}

/**
 * One of the lab's creatures floating in its tank: a lumpy glowing body, a cluster of eyes and curling
 * tentacles, each tank's different. It drifts up and down and turns slowly.
 */
function Creature({ x, z, seed, still }: { x: number; z: number; seed: number; still: boolean }) {
  const group = useRef<Group>(null);
  const { body, flesh, eyes, eyeMaterial } = useDisposables(() => {
    const random = seededRandom(seed * 101);
    const green = pick(random, CREATURE_GREENS);
    const size = between(random, 0.38, 0.52);
    const parts: Part[] = [{ geometry: blob(new IcosahedronGeometry(size, 3), size * 0.35, seed), color: green }];
    const tentacles = 3 + Math.floor(random() * 4);
    for (let i = 0; i < tentacles; i++) {
      const angle = (i / tentacles) * Math.PI * 2 + random();
      const curl = between(random, 0.2, 0.6);
      const curve = new CatmullRomCurve3([
        new Vector3(Math.cos(angle) * size * 0.6, -size * 0.4, Math.sin(angle) * size * 0.6),
        new Vector3(Math.cos(angle) * (size + 0.25), -size - 0.3, Math.sin(angle) * (size + 0.25)),
        new Vector3(Math.cos(angle + curl) * (size + 0.1), -size - 0.75, Math.sin(angle + curl) * (size + 0.1)),
        new Vector3(Math.cos(angle + curl * 2) * (size + 0.35), -size - 1.0, Math.sin(angle + curl * 2) * (size + 0.35)),
      ]);
      parts.push({ geometry: new TubeGeometry(curve, 12, 0.06, 6, false), color: green });
    }
    if (random() > 0.5) {
      // Some grow a second, smaller head.
      parts.push({ geometry: blob(new IcosahedronGeometry(size * 0.55, 2), size * 0.2, seed + 9), color: green, position: [size * 0.7, size * 0.6, 0] });
    }
    const eyeParts: Part[] = [];
    const eyeCount = 1 + Math.floor(random() * 4);
    for (let i = 0; i < eyeCount; i++) {
      const angle = -0.6 + (i / Math.max(1, eyeCount - 1)) * 1.2 * (eyeCount > 1 ? 1 : 0);
      const radius = eyeCount === 1 ? 0.2 : between(random, 0.08, 0.14);
      const height = between(random, -0.05, 0.25);
      const position: [number, number, number] = [Math.sin(angle) * size * 0.85, height, Math.cos(angle) * size * 0.85];
      eyeParts.push({ geometry: new SphereGeometry(radius, 12, 10), color: "#fffbe0", position });
      eyeParts.push({ geometry: new SphereGeometry(radius * 0.45, 8, 6), color: "#1a0a0a", position: [position[0] * 1.0 + Math.sin(angle) * radius * 0.7, height, position[2] + Math.cos(angle) * radius * 0.7] });
    }
    return {
      body: mergeParts(parts),
      flesh: new MeshStandardMaterial({ vertexColors: true, emissive: green, emissiveIntensity: 0.45, roughness: 0.4 }),
      eyes: mergeParts(eyeParts),
      eyeMaterial: new MeshBasicMaterial({ vertexColors: true }),
    };
  }, [seed]);
  const middle = TANK.base + TANK.height / 2 + 0.25;
  useFrame(({ clock }) => {
    if (!group.current || still) return;
    const t = clock.elapsedTime + seed * 1.7;
    group.current.position.y = middle + Math.sin(t * 0.6) * 0.25;
    group.current.rotation.y = Math.sin(t * 0.25) * 0.8;
    group.current.rotation.z = Math.sin(t * 0.4) * 0.08;
  });
  // Creatures face the middle of the lab.
  const facing = Math.atan2(-x, 4 - z);
  return (
    <group position={[x, 0, z]} rotation={[0, facing, 0]}>
      <group ref={group} position={[0, middle, 0]}>
        <mesh geometry={body} material={flesh} />
        <mesh geometry={eyes} material={eyeMaterial} />
      </group>
    </group>
  );
}

function blob<T extends BufferGeometry>(geometry: T, amount: number, seed: number): T {
  const noise = valueNoise2D(seed * 31 + 7);
  const position = geometry.getAttribute("position") as BufferAttribute;
  const point = new Vector3();
  for (let i = 0; i < position.count; i++) {
    point.fromBufferAttribute(position, i);
    const length = point.length();
    const push = 1 + (noise(point.x * 3 + point.z * 2, point.y * 3 - point.z) - 0.5) * 2 * (amount / length);
    point.multiplyScalar(push);
    position.setXYZ(i, point.x, point.y, point.z);
  }
  geometry.computeVertexNormals();
  return geometry;
}

/** Bubbles streaming up through every tank. */
function TankBubbles({ still }: { still: boolean }) {
  const mesh = useRef<InstancedMesh>(null);
  const { bubble, material } = useDisposables(() => ({
    bubble: new SphereGeometry(0.045, 6, 4),
    material: new MeshBasicMaterial({ color: "#d9ffe0", transparent: true, opacity: 0.7 }),
  }));
  const bubbles = useMemo(() => {
    const random = seededRandom(909);
    return TANKS.flatMap(({ x, z }) => Array.from({ length: 10 }, () => ({ x: x + between(random, -0.6, 0.6), z: z + between(random, -0.6, 0.6), phase: random() * 3, speed: between(random, 0.5, 1) })));
  }, []);
  const dummy = useMemo(() => new Object3D(), []);
  useFrame(({ clock }) => {
    if (!mesh.current) return;
    const t = clock.elapsedTime * (still ? 0.1 : 1);
    bubbles.forEach((item, i) => {
      const rise = ((t * item.speed + item.phase) % 2.6) + TANK.base + 0.1;
      dummy.position.set(item.x + Math.sin(t * 4 + i) * 0.04, rise, item.z);
      dummy.updateMatrix();
      mesh.current!.setMatrixAt(i, dummy.matrix);
    });
    mesh.current.instanceMatrix.needsUpdate = true;
  });
  return <instancedMesh ref={mesh} args={[bubble, material, bubbles.length]} frustumCulled={false} renderOrder={1} />;
}

/** Puddles of glowing slime that seem to churn (a noise texture drifting across them). */
function SlimePools({ still }: { still: boolean }) {
  const { pools, material } = useDisposables(() => {
    const texture = slimeTexture();
    return {
      pools: mergeParts(SLIME_POOLS.map(({ x, z, size }, i) => ({ geometry: puddle(size, i), color: "#ffffff", position: [x, 0.015, z] as [number, number, number] }))),
      material: new MeshStandardMaterial({ map: texture, emissiveMap: texture, emissive: "#6aff2a", emissiveIntensity: 0.9, roughness: 0.15, transparent: true, opacity: 0.92 }),
    };
  });
  useFrame((_, delta) => {
    if (still) return;
    const texture = material.map as Texture;
    texture.offset.x += delta * 0.02;
    texture.offset.y += delta * 0.013;
  });
  return <mesh geometry={pools} material={material} />;
}

function puddle(size: number, seed: number) {
  const noise = valueNoise2D(seed + 600);
  const geometry = new CircleGeometry(size, 28).rotateX(-Math.PI / 2);
  const position = geometry.getAttribute("position") as BufferAttribute;
  for (let i = 1; i < position.count; i++) {
    const x = position.getX(i);
    const z = position.getZ(i);
    const angle = Math.atan2(z, x);
    const wobble = 0.7 + noise(Math.cos(angle) * 2 + 5, Math.sin(angle) * 2 + 5) * 0.6;
    position.setXYZ(i, x * wobble, 0, z * wobble);
  }
  return geometry;
}

/** Amber warning beacons on the walls, their beams turning round. */
function Beacons({ still }: { still: boolean }) {
  const spinners = useRef<(Group | null)[]>([]);
  const { housing, lamp, beam, beamMaterial, lampMaterial, housingMaterial } = useDisposables(() => ({
    housing: mergeParts([
      { geometry: new BoxGeometry(0.4, 0.12, 0.4), color: "#2a2a2a", position: [0, -0.2, 0] },
      { geometry: new BoxGeometry(0.1, 0.4, 0.1), color: "#2a2a2a", position: [0, -0.3, -0.15] },
    ]),
    housingMaterial: new MeshStandardMaterial({ vertexColors: true, roughness: 0.6 }),
    lamp: new SphereGeometry(0.18, 14, 10, 0, Math.PI * 2, 0, Math.PI / 2),
    lampMaterial: new MeshBasicMaterial({ color: "#ffb020" }),
    beam: mergeParts([0, Math.PI].map((turn) => ({ geometry: new ConeGeometry(0.5, 3, 16, 1, true).translate(0, -1.5, 0), color: "#ffb020", rotation: [0, turn, Math.PI / 2] as [number, number, number] }))),
    beamMaterial: new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.2, blending: AdditiveBlending, depthWrite: false }),
  }));
  useFrame((_, delta) => {
    if (still) return;
    for (const spinner of spinners.current) if (spinner) spinner.rotation.y += delta * 3;
  });
  return (
    <>
      {BEACONS.map(({ x, y, z, facing }, i) => (
        <group key={i} position={[x, y, z]} rotation={[0, facing, 0]}>
          <mesh geometry={housing} material={housingMaterial} />
          <mesh geometry={lamp} material={lampMaterial} position={[0, -0.14, 0]} />
          <group ref={(group) => void (spinners.current[i] = group)} position={[0, -0.02, 0]}>
            <mesh geometry={beam} material={beamMaterial} />
          </group>
        </group>
      ))}
      <Glows glows={BEACONS.map(({ x, y, z }) => ({ position: [x, y - 0.05, z], color: "#ff9a10", size: 1.6 }))} twinkle={still ? 0 : 0.7} speed={0.48} />
    </>
  );
}

function floorTiles() {
  return canvasTexture(128, 128, (context) => {
    const random = seededRandom(12);
    for (let row = 0; row < 2; row++) {
      for (let column = 0; column < 2; column++) {
        const shade = 200 + Math.floor(random() * 25);
        context.fillStyle = `rgb(${shade}, ${shade + 4}, ${shade + 2})`;
        context.fillRect(column * 64, row * 64, 64, 64);
      }
    }
    context.strokeStyle = "#7d8a84";
    context.lineWidth = 3;
    for (let i = 0; i <= 128; i += 64) {
      context.strokeRect(i, -2, 0.1, 132);
      context.strokeRect(-2, i, 132, 0.1);
    }
    context.fillStyle = "rgba(90, 120, 60, 0.12)";
    context.beginPath();
    context.arc(90, 40, 18, 0, Math.PI * 2);
    context.fill();
  });
}

function wallPanels() {
  return canvasTexture(128, 256, (context) => {
    context.fillStyle = "#b9c3c7";
    context.fillRect(0, 0, 128, 256);
    context.strokeStyle = "#7d878b";
    context.lineWidth = 3;
    context.strokeRect(2, 2, 124, 200);
    context.fillStyle = "#8d979b";
    for (const [x, y] of [[10, 10], [118, 10], [10, 194], [118, 194]] as const) {
      context.beginPath();
      context.arc(x, y, 3, 0, Math.PI * 2);
      context.fill();
    }
    // A band of hazard stripes along the foot of the wall.
    context.fillStyle = "#f2c200";
    context.fillRect(0, 214, 128, 42);
    context.fillStyle = "#1a1a1a";
    for (let x = -42; x < 128; x += 32) {
      context.beginPath();
      context.moveTo(x, 256);
      context.lineTo(x + 16, 256);
      context.lineTo(x + 58, 214);
      context.lineTo(x + 42, 214);
      context.closePath();
      context.fill();
    }
  });
}

function biohazardSign() {
  return canvasTexture(256, 128, (context) => {
    context.fillStyle = "#f2c200";
    context.fillRect(0, 0, 256, 128);
    context.strokeStyle = "#1a1a1a";
    context.lineWidth = 6;
    context.strokeRect(4, 4, 248, 120);
    // The biohazard mark: three rings around a small one.
    context.lineWidth = 7;
    for (let i = 0; i < 3; i++) {
      const angle = (i / 3) * Math.PI * 2 - Math.PI / 2;
      context.beginPath();
      context.arc(60 + Math.cos(angle) * 16, 64 + Math.sin(angle) * 16, 18, 0, Math.PI * 2);
      context.stroke();
    }
    context.beginPath();
    context.arc(60, 64, 8, 0, Math.PI * 2);
    context.stroke();
    context.fillStyle = "#1a1a1a";
    context.font = "bold 26px sans-serif";
    context.textAlign = "left";
    context.fillText("WARNING", 110, 55);
    context.font = "bold 20px sans-serif";
    context.fillText("BIOHAZARD", 110, 85);
  });
}

function consoleScreen() {
  return canvasTexture(256, 160, (context) => {
    context.fillStyle = "#031a0a";
    context.fillRect(0, 0, 256, 160);
    context.strokeStyle = "#3bff6a";
    context.lineWidth = 2;
    // A DNA helix and a heartbeat trace.
    for (let strand = 0; strand < 2; strand++) {
      context.beginPath();
      for (let x = 0; x <= 120; x += 2) {
        const y = 60 + Math.sin(x * 0.1 + strand * Math.PI) * 30;
        if (x === 0) context.moveTo(x + 10, y);
        else context.lineTo(x + 10, y);
      }
      context.stroke();
    }
    for (let x = 10; x <= 130; x += 10) {
      context.beginPath();
      context.moveTo(x, 60 + Math.sin((x - 10) * 0.1) * 30);
      context.lineTo(x, 60 - Math.sin((x - 10) * 0.1) * 30);
      context.stroke();
    }
    context.beginPath();
    context.moveTo(10, 130);
    for (const [x, y] of [[60, 130], [70, 110], [80, 150], [90, 125], [100, 130], [246, 130]] as const) context.lineTo(x, y);
    context.stroke();
    context.fillStyle = "#3bff6a";
    context.font = "14px monospace";
    ["SUBJECT 07", "MUTATION 98%", "STATUS: AWAKE"].forEach((line, i) => context.fillText(line, 150, 40 + i * 22));
  });
}

function stormySky() {
  return canvasTexture(128, 96, (context) => {
    const sky = context.createLinearGradient(0, 0, 0, 96);
    sky.addColorStop(0, "#0c1424");
    sky.addColorStop(1, "#24304a");
    context.fillStyle = sky;
    context.fillRect(0, 0, 128, 96);
    const random = seededRandom(33);
    context.fillStyle = "#ffffff";
    for (let i = 0; i < 40; i++) context.fillRect(random() * 128, random() * 96, 1, 1);
    context.fillStyle = "#dfe8ff";
    context.beginPath();
    context.arc(96, 28, 10, 0, Math.PI * 2);
    context.fill();
    context.strokeStyle = "#2a2f38";
    context.lineWidth = 4;
    context.strokeRect(0, 0, 128, 96);
    context.strokeRect(64, 0, 0.1, 96);
  });
}

function slimeTexture() {
  const noise = fractalNoise2D(313, 4, 4);
  return pixelTexture(128, 128, (x, y) => {
    const value = noise((x / 128) * 4, (y / 128) * 4);
    const bubble = value > 0.62 ? 60 : 0;
    return [40 + value * 80 + bubble, 150 + value * 105, 20 + bubble];
  });
}

const { halfWidth, halfDepth, height } = LAB;

const mutant: SceneDefinition = {
  slug: "mutant",
  title: "Mutant",
  movement: "walk",
  mobile: "swipe",
  spawn: [0, 1.6, 8.5],
  lookAt: [0, 1.9, -6],
  colliders: [
    ...enclosure(-halfWidth, -halfDepth, halfWidth, halfDepth, height),
    ...TANKS.map(({ x, z }) => standingBox(x, z, TANK.radius * 2 + 0.5, TANK.radius * 2 + 0.5, TANK.base + TANK.height + 0.3)),
    standingBox(TABLE.x, TABLE.z, TABLE.width, TABLE.depth, TABLE.height + 0.5),
    ...CONSOLES.map(({ x, z }) => standingBox(x, z, 1, 2.3, 2.4)),
  ],
  objects: [
    "A secret laboratory with tiled floors, metal walls and a skylight onto a stormy night",
    "Six glass tanks of bubbling green liquid, each holding a glowing mutant creature with many eyes and tentacles",
    "Pipes running along the walls and into the ceiling",
    "Amber warning beacons turning, and WARNING BIOHAZARD signs",
    "Pools of glowing green slime on the floor",
    "A workbench with bright flasks, test tubes and a microscope",
    "Two consoles whose screens show a DNA helix and a heartbeat: SUBJECT 07, STATUS: AWAKE",
  ],
  Scene: MutantLab,
};

export default mutant;
