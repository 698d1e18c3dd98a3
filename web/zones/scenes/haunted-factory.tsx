import {
  BoxGeometry,
  CylinderGeometry,
  DoubleSide,
  ExtrudeGeometry,
  InstancedMesh,
  LatheGeometry,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  Shape,
  SphereGeometry,
  TorusGeometry,
  Vector2,
} from "three";
import type { Group, Mesh, PointLight } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import type { SceneDefinition } from "../scene.ts";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { Glows } from "../parts/Glows.tsx";
import { mergeParts, rod } from "../parts/merge.ts";
import type { Part } from "../parts/merge.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { fractalNoise2D } from "../parts/noise.ts";
import { seededRandom } from "../parts/random.ts";
import { canvasTexture, mixColor, pixelTexture, tiled } from "../parts/textures.ts";
import { flicker } from "./haunted-factory/flicker.ts";

const HALL = { halfWidth: 12, halfDepth: 16, height: 8 };
const BELTS = [
  { x: -5, z: -1, length: 18 },
  { x: 5, z: 1, length: 16 },
];
const BELT_HEIGHT = 0.95;
const PRESS = { x: -5, z: -8 };
const FURNACE = { x: 8.5, z: -12.5 };
const LAMPS = [
  { x: -5, z: 5 },
  { x: 5, z: -5 },
  { x: 5, z: 9 },
  { x: -5, z: -10 },
];
const COLUMNS = [-9, 9].flatMap((x) => [-10, -2, 6, 13].map((z) => ({ x, z })));
const BARRELS = [
  { x: -10.6, z: 10.5 },
  { x: -10.2, z: 11.6 },
  { x: -11.2, z: 11.4 },
  { x: 10.6, z: -4 },
  { x: 10.8, z: -5.2 },
];
const CRATES_PER_BELT = 6;

function HauntedFactory() {
  const reducedMotion = usePrefersReducedMotion();
  const { floor, walls, roof, windows, machinery, rust, mist } = useDisposables(() => ({
    floor: new MeshStandardMaterial({ map: tiled(concrete(), 6, 8), roughness: 0.95 }),
    walls: new MeshStandardMaterial({ map: tiled(bricks(), 6, 2), roughness: 1 }),
    roof: new MeshStandardMaterial({ color: "#15171c", roughness: 1 }),
    windows: new MeshBasicMaterial({ map: nightWindow(), fog: false }),
    machinery: hallModel(),
    rust: new MeshStandardMaterial({ vertexColors: true, roughness: 0.75, metalness: 0.35 }),
    mist: new MeshBasicMaterial({ map: mistTexture(), transparent: true, opacity: 0.35, depthWrite: false, color: "#9fb3c8" }),
  }));
  const { halfWidth, halfDepth, height } = HALL;

  return (
    <>
      <color attach="background" args={["#07080c"]} />
      <fogExp2 attach="fog" args={["#141a22", 0.055]} />
      <hemisphereLight args={["#4a5a78", "#1a1410", 0.75]} />
      <directionalLight position={[-20, 14, 6]} intensity={0.7} color="#8fa8d8" />

      <mesh material={floor} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[halfWidth * 2, halfDepth * 2]} />
      </mesh>
      <mesh material={roof} rotation={[Math.PI / 2, 0, 0]} position={[0, height, 0]}>
        <planeGeometry args={[halfWidth * 2, halfDepth * 2]} />
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
      {[-11, -3, 5, 12].flatMap((z) =>
        [-1, 1].map((side) => (
          <mesh key={`${z}${side}`} material={windows} position={[side * (halfWidth - 0.02), 4.6, z]} rotation={[0, -side * (Math.PI / 2), 0]}>
            <planeGeometry args={[2.4, 3.2]} />
          </mesh>
        )),
      )}

      <mesh geometry={machinery} material={rust} />
      <Belts still={reducedMotion} />
      <Press still={reducedMotion} material={rust} />
      <Gears still={reducedMotion} />
      <Furnace still={reducedMotion} />
      <FlickeringLamps still={reducedMotion} />
      <Ghost still={reducedMotion} />
      {[0.4, 1.1].map((y, i) => (
        <mesh key={y} material={mist} rotation={[-Math.PI / 2, 0, i]} position={[0, y, 0]}>
          <planeGeometry args={[halfWidth * 2, halfDepth * 2]} />
        </mesh>
      ))}
    </>
  );
}

/** Columns, roof trusses, belt frames, pipes, barrels, panels and hanging chains: one mesh. */
function hallModel() {
  const parts: Part[] = [];
  const { halfWidth, halfDepth, height } = HALL;
  for (const { x, z } of COLUMNS) {
    parts.push({ geometry: new BoxGeometry(0.5, height, 0.18), color: "#3a3f47", position: [x, height / 2, z] });
    parts.push({ geometry: new BoxGeometry(0.12, height, 0.5), color: "#3a3f47", position: [x, height / 2, z] });
  }
  // Roof trusses across the hall.
  for (let z = -14; z <= 14; z += 4) {
    parts.push(rod([-halfWidth, height - 0.3, z], [halfWidth, height - 0.3, z], 0.1, "#2c3038", 4));
    parts.push(rod([-halfWidth, height - 1.6, z], [halfWidth, height - 1.6, z], 0.08, "#2c3038", 4));
    for (let x = -halfWidth; x < halfWidth; x += 3) parts.push(rod([x, height - 1.6, z], [x + 3, height - 0.3, z], 0.05, "#2c3038", 4));
  }
  for (const belt of BELTS) parts.push(...beltFrame(belt));
  parts.push(...pressFrame(), ...furnaceBody(), ...pipes(), ...BARRELS.map(barrel), ...panels(), ...chains(), ...crates());
  parts.push({ geometry: new BoxGeometry(halfWidth * 2, 0.3, 0.2), color: "#3a2a20", position: [0, 0.15, -halfDepth + 0.1] });
  return mergeParts(parts);
}

function beltFrame({ x, z, length }: (typeof BELTS)[number]): Part[] {
  const parts: Part[] = [];
  for (const side of [-0.62, 0.62]) parts.push({ geometry: new BoxGeometry(0.1, 0.3, length), color: "#6b5a2a", position: [x + side, BELT_HEIGHT - 0.05, z] });
  for (let along = -length / 2 + 0.6; along < length / 2; along += 2.2) {
    for (const side of [-0.55, 0.55]) parts.push({ geometry: new BoxGeometry(0.1, BELT_HEIGHT - 0.1, 0.1), color: "#3d3d3d", position: [x + side, (BELT_HEIGHT - 0.1) / 2, z + along] });
  }
  for (const end of [-1, 1]) parts.push({ geometry: new CylinderGeometry(0.2, 0.2, 1.2, 12), color: "#565656", position: [x, BELT_HEIGHT - 0.12, z + (end * length) / 2], rotation: [0, 0, Math.PI / 2] });
  return parts;
}

function pressFrame(): Part[] {
  const { x, z } = PRESS;
  return [
    { geometry: new BoxGeometry(3.2, 0.6, 2.4), color: "#4a4f2e", position: [x, 0.3, z] },
    { geometry: new BoxGeometry(0.5, 4.6, 0.6), color: "#5c6236", position: [x - 1.3, 2.3, z] },
    { geometry: new BoxGeometry(0.5, 4.6, 0.6), color: "#5c6236", position: [x + 1.3, 2.3, z] },
    { geometry: new BoxGeometry(3.2, 0.8, 1.2), color: "#4a4f2e", position: [x, 4.8, z] },
    { geometry: new BoxGeometry(1.4, 0.3, 0.05), color: "#c9a21a", position: [x, 4.8, z + 0.62] },
  ];
}

function furnaceBody(): Part[] {
  const { x, z } = FURNACE;
  return [
    { geometry: new CylinderGeometry(1.6, 1.8, 3.2, 16), color: "#3b2f2a", position: [x, 1.6, z] },
    { geometry: new CylinderGeometry(1.7, 1.7, 0.2, 16), color: "#5a4236", position: [x, 3.2, z] },
    { geometry: new CylinderGeometry(0.4, 0.4, HALL.height - 3.2, 10), color: "#2c2420", position: [x, 3.2 + (HALL.height - 3.2) / 2, z] },
    { geometry: new TorusGeometry(1.72, 0.07, 6, 24), color: "#6b4a36", position: [x, 0.9, z], rotation: [Math.PI / 2, 0, 0] },
    { geometry: new TorusGeometry(1.66, 0.07, 6, 24), color: "#6b4a36", position: [x, 2.4, z], rotation: [Math.PI / 2, 0, 0] },
  ];
}

function pipes(): Part[] {
  const { halfWidth, halfDepth } = HALL;
  const parts: Part[] = [];
  for (const [y, radius, color] of [[6.2, 0.22, "#4d3b2c"], [5.6, 0.15, "#3b4d45"]] as const) {
    parts.push(rod([-halfWidth + 0.4, y, -halfDepth + 0.5], [halfWidth - 0.4, y, -halfDepth + 0.5], radius, color, 10));
    parts.push(rod([halfWidth - 0.4, y, -halfDepth + 0.5], [halfWidth - 0.4, y, halfDepth - 0.5], radius, color, 10));
  }
  for (let x = -10; x <= 10; x += 4) parts.push({ geometry: new TorusGeometry(0.28, 0.06, 6, 12), color: "#2d2d2d", position: [x, 6.2, -halfDepth + 0.5], rotation: [0, Math.PI / 2, 0] });
  parts.push(rod([halfWidth - 0.4, 5.6, 3], [halfWidth - 0.4, 0, 3], 0.15, "#3b4d45", 10));
  parts.push({ geometry: new TorusGeometry(0.3, 0.05, 6, 16), color: "#a12a1a", position: [halfWidth - 0.7, 1.6, 3], rotation: [0, Math.PI / 2, 0] });
  return parts;
}

function barrel({ x, z }: { x: number; z: number }): Part {
  return { geometry: new CylinderGeometry(0.42, 0.42, 1.2, 14), color: x < 0 ? "#6a2a1e" : "#2e4a3a", position: [x, 0.6, z] };
}

function panels(): Part[] {
  return [
    { geometry: new BoxGeometry(1.8, 2.2, 0.6), color: "#39423b", position: [-10.8, 1.1, 2], rotation: [0, Math.PI / 2, 0] },
    { geometry: new BoxGeometry(1.6, 0.6, 0.5), color: "#2e3530", position: [-10.6, 2.5, 2], rotation: [0.5, Math.PI / 2, 0] },
    { geometry: new BoxGeometry(1.2, 1.5, 0.5), color: "#39423b", position: [0, 0.75, -15.4] },
  ];
}

function chains(): Part[] {
  const parts: Part[] = [];
  for (const [x, z, length] of [[0, 4, 3.2], [1.2, -9, 4], [-8, 12, 2.5]] as const) {
    parts.push(rod([x, HALL.height - 0.3, z], [x, HALL.height - 0.3 - length, z], 0.03, "#555555", 4));
    parts.push({ geometry: new TorusGeometry(0.18, 0.04, 6, 12, Math.PI * 1.5), color: "#666666", position: [x, HALL.height - 0.45 - length, z] });
  }
  return parts;
}

function crates(): Part[] {
  const random = seededRandom(44);
  return [[9.8, 13], [10.6, 13.2], [10.2, 14.3], [10.2, 13.7]].map(([x, z], i) => ({
    geometry: new BoxGeometry(0.9, 0.9, 0.9),
    color: "#5a4128",
    position: [x!, i === 3 ? 1.35 : 0.45, z!] as [number, number, number],
    rotation: [0, random(), 0] as [number, number, number],
  }));
}

/** Belts whose surface creeps along while crates ride on them and drop out of sight at the end. */
function Belts({ still }: { still: boolean }) {
  const crates = useRef<InstancedMesh>(null);
  const { belt, beltMaterial, crate, crateMaterial, stripes } = useDisposables(() => {
    const stripes = tiled(beltStripes(), 1, 8);
    return {
      stripes,
      belt: new PlaneGeometry(1.1, 1).rotateX(-Math.PI / 2),
      beltMaterial: new MeshStandardMaterial({ map: stripes, roughness: 0.9 }),
      crate: new BoxGeometry(0.75, 0.6, 0.75),
      crateMaterial: new MeshStandardMaterial({ color: "#7a5a34", roughness: 0.9 }),
    };
  });
  const dummy = useRef(new Object3D()).current;
  useFrame(({ clock }) => {
    const time = still ? 0 : clock.elapsedTime;
    stripes.offset.y = -time * 0.12;
    const boxes = crates.current;
    if (!boxes) return;
    BELTS.forEach((line, beltIndex) => {
      for (let i = 0; i < CRATES_PER_BELT; i++) {
        const spacing = line.length / CRATES_PER_BELT;
        const along = ((i * spacing + time * 0.9 * (beltIndex ? -1 : 1)) % line.length + line.length) % line.length;
        dummy.position.set(line.x, BELT_HEIGHT + 0.32, line.z - line.length / 2 + along);
        dummy.rotation.set(0, i * 0.7, 0);
        dummy.updateMatrix();
        boxes.setMatrixAt(beltIndex * CRATES_PER_BELT + i, dummy.matrix);
      }
    });
    boxes.instanceMatrix.needsUpdate = true;
  });
  return (
    <>
      {BELTS.map((line) => (
        <mesh key={line.x} geometry={belt} material={beltMaterial} position={[line.x, BELT_HEIGHT, line.z]} scale={[1, 1, line.length]} />
      ))}
      <instancedMesh ref={crates} args={[crate, crateMaterial, BELTS.length * CRATES_PER_BELT]} frustumCulled={false} />
    </>
  );
}

/** The stamping press: its ram slams down and slowly rises again. */
function Press({ still, material }: { still: boolean; material: MeshStandardMaterial }) {
  const ram = useRef<Mesh>(null);
  const { geometry } = useDisposables(() => ({
    geometry: mergeParts([
      { geometry: new BoxGeometry(2, 0.7, 1.6), color: "#7a7f55", position: [0, 0, 0] },
      { geometry: new CylinderGeometry(0.25, 0.25, 2.4, 12), color: "#9a9a9a", position: [0, 1.5, 0] },
    ]),
  }));
  useFrame(({ clock }) => {
    if (!ram.current) return;
    const phase = (clock.elapsedTime * 0.5) % 1;
    const lift = still ? 1 : phase < 0.1 ? 1 - phase / 0.1 : (phase - 0.1) / 0.9;
    ram.current.position.y = 1.1 + lift * 2.1;
  });
  return <mesh ref={ram} geometry={geometry} material={material} position={[PRESS.x, 3, PRESS.z]} />;
}

/** Rusty cogs on the back wall, meshing as they turn. */
function Gears({ still }: { still: boolean }) {
  const big = useRef<Mesh>(null);
  const small = useRef<Mesh>(null);
  const { bigGear, smallGear, material } = useDisposables(() => ({
    bigGear: gear(1.6, 16),
    smallGear: gear(1.0, 10),
    material: new MeshStandardMaterial({ color: "#7a4a2a", roughness: 0.6, metalness: 0.5 }),
  }));
  useFrame((_, delta) => {
    if (still || !big.current || !small.current) return;
    big.current.rotation.z += delta * 0.3;
    small.current.rotation.z -= delta * 0.3 * 1.6;
  });
  return (
    <>
      <mesh ref={big} geometry={bigGear} material={material} position={[4, 4.2, -HALL.halfDepth + 0.3]} />
      <mesh ref={small} geometry={smallGear} material={material} position={[6.55, 3.3, -HALL.halfDepth + 0.3]} rotation={[0, 0, 0.16]} />
    </>
  );
}

function gear(radius: number, teeth: number) {
  const shape = new Shape();
  const steps = teeth * 4;
  for (let i = 0; i <= steps; i++) {
    const angle = (i / steps) * Math.PI * 2;
    const r = i % 4 < 2 ? radius : radius * 0.82;
    if (i === 0) shape.moveTo(Math.cos(angle) * r, Math.sin(angle) * r);
    else shape.lineTo(Math.cos(angle) * r, Math.sin(angle) * r);
  }
  const hole = new Shape();
  hole.absarc(0, 0, radius * 0.25, 0, Math.PI * 2, true);
  shape.holes.push(hole);
  return new ExtrudeGeometry(shape, { depth: 0.25, bevelEnabled: false, curveSegments: 8 });
}

/** The furnace's mouth, glowing and breathing orange. */
function Furnace({ still }: { still: boolean }) {
  const light = useRef<PointLight>(null);
  const { mouth, fire } = useDisposables(() => ({
    mouth: new CylinderGeometry(0.8, 0.8, 0.1, 16, 1, false, -Math.PI / 2, Math.PI),
    fire: new MeshBasicMaterial({ color: "#ff6a1a" }),
  }));
  useFrame(({ clock }) => {
    if (light.current) light.current.intensity = 10 + (still ? 0 : Math.sin(clock.elapsedTime * 2.3) * 3 + Math.sin(clock.elapsedTime * 7.1) * 1.5);
  });
  const { x, z } = FURNACE;
  return (
    <>
      <mesh geometry={mouth} material={fire} position={[x - 1.1, 1.2, z + 1.25]} rotation={[Math.PI / 2, 0, -0.72]} scale={[1, 1, 0.7]} />
      <pointLight ref={light} position={[x - 1.6, 1.3, z + 2]} color="#ff7a2a" intensity={10} distance={9} decay={1.5} />
      <Glows glows={[{ position: [x - 1.2, 1.2, z + 1.4], color: "#ff5a0a", size: 2.6 }]} twinkle={still ? 0 : 0.3} speed={2} />
    </>
  );
}

/**
 * Lamps hanging from the roof whose failing bulbs stutter on and off; two of them light the hall. With
 * reduced motion they burn steadily (flicker is exactly what such visitors ask to be spared).
 */
function FlickeringLamps({ still }: { still: boolean }) {
  const lights = useRef<(PointLight | null)[]>([]);
  const { shades, shadeMaterial, bulb, bulbMaterial } = useDisposables(() => ({
    shades: mergeParts(
      LAMPS.flatMap(({ x, z }) => [
        { geometry: new CylinderGeometry(0.2, 0.75, 0.5, 14, 1, true), color: "#3d4a3a", position: [x, 5.3, z] as [number, number, number] },
        rod([x, 5.55, z], [x, HALL.height - 0.3, z], 0.02, "#222222", 4),
      ]),
    ),
    shadeMaterial: new MeshStandardMaterial({ vertexColors: true, side: DoubleSide, metalness: 0.4, roughness: 0.6 }),
    bulb: mergeParts(LAMPS.map(({ x, z }) => ({ geometry: new SphereGeometry(0.14, 10, 8), color: "#fff2b0", position: [x, 5.08, z] as [number, number, number] }))),
    bulbMaterial: new MeshBasicMaterial({ vertexColors: true, transparent: true }),
  }));
  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    lights.current.forEach((light, i) => {
      if (!light) return;
      light.intensity = still ? 7 : flicker(t, i) * 9;
    });
    bulbMaterial.opacity = still ? 1 : 0.35 + flicker(t, 0) * 0.65;
  });
  return (
    <>
      <mesh geometry={shades} material={shadeMaterial} />
      <mesh geometry={bulb} material={bulbMaterial} />
      {LAMPS.slice(0, 2).map(({ x, z }, i) => (
        <pointLight key={`${x}${z}`} ref={(light) => void (lights.current[i] = light)} position={[x, 4.8, z]} color="#ffe2a0" intensity={7} distance={14} decay={1.3} />
      ))}
      <Glows glows={LAMPS.map(({ x, z }) => ({ position: [x, 5.0, z], color: "#ffd98a", size: 1.6 }))} twinkle={still ? 0 : 0.5} speed={3.1} />
    </>
  );
}

/** A sheet ghost with a wavy hem and hollow eyes, drifting through the hall in a slow figure of eight. */
function Ghost({ still }: { still: boolean }) {
  const ghost = useRef<Group>(null);
  const { body, sheet, face, faceMaterial } = useDisposables(() => {
    const profile: Vector2[] = [];
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      // From the crown (top) down to a flared hem.
      const y = 1.1 - t * 1.9;
      const r = t < 0.35 ? Math.sin((t / 0.35) * (Math.PI / 2)) * 0.5 : 0.5 + (t - 0.35) * 0.45;
      profile.push(new Vector2(Math.max(0.001, r), y));
    }
    const lathe = new LatheGeometry(profile, 28);
    const position = lathe.getAttribute("position");
    for (let i = 0; i < position.count; i++) {
      const y = position.getY(i);
      if (y < -0.5) {
        const angle = Math.atan2(position.getZ(i), position.getX(i));
        position.setY(i, y + Math.sin(angle * 6) * 0.12 * ((-0.5 - y) / 0.3));
      }
    }
    lathe.computeVertexNormals();
    return {
      body: lathe,
      sheet: new MeshStandardMaterial({ color: "#e8f4ff", emissive: "#9fc3e8", emissiveIntensity: 0.7, transparent: true, opacity: 0.72, side: DoubleSide, depthWrite: false }),
      face: mergeParts([
        { geometry: new SphereGeometry(0.09, 10, 8), color: "#05070a", position: [-0.16, 0.72, 0.43], scale: [1, 1.5, 0.5] },
        { geometry: new SphereGeometry(0.09, 10, 8), color: "#05070a", position: [0.16, 0.72, 0.43], scale: [1, 1.5, 0.5] },
        { geometry: new SphereGeometry(0.1, 10, 8), color: "#05070a", position: [0, 0.45, 0.47], scale: [1, 1.3, 0.4] },
      ]),
      faceMaterial: new MeshBasicMaterial({ vertexColors: true }),
    };
  });
  useFrame(({ clock, camera }) => {
    if (!ghost.current) return;
    const t = clock.elapsedTime;
    const path = still ? 0 : t * 0.18;
    const x = Math.sin(path) * 7;
    const z = Math.sin(path * 2) * 5 + 2;
    ghost.current.position.set(x, 2.1 + Math.sin(t * 1.4) * (still ? 0.05 : 0.25), z);
    // It always turns to watch the visitor.
    ghost.current.rotation.y = Math.atan2(camera.position.x - x, camera.position.z - z);
    if (!still) ghost.current.rotation.z = Math.sin(t * 1.1) * 0.08;
  });
  return (
    <group ref={ghost} position={[0, 2.1, 2]} scale={1.3}>
      <mesh geometry={body} material={sheet} />
      <mesh geometry={face} material={faceMaterial} />
      <Glows glows={[{ position: [0, 0.3, 0], color: "#7fa8d8", size: 3.2 }]} />
    </group>
  );
}

function concrete() {
  const noise = fractalNoise2D(51, 5, 6);
  const random = seededRandom(52);
  return pixelTexture(256, 256, (x, y) => {
    const stain = noise((x / 256) * 6, (y / 256) * 6);
    const grit = random() * 0.12;
    const seam = x % 128 < 2 || y % 128 < 2 ? 0.35 : 0;
    return mixColor([112, 110, 104], [52, 50, 46], stain * 1.3 - 0.3 + grit + seam);
  });
}

function bricks() {
  return canvasTexture(256, 256, (context) => {
    const random = seededRandom(53);
    context.fillStyle = "#2a211d";
    context.fillRect(0, 0, 256, 256);
    for (let row = 0; row < 16; row++) {
      const offset = row % 2 ? 16 : 0;
      for (let column = -1; column < 9; column++) {
        const shade = 70 + Math.floor(random() * 40);
        context.fillStyle = `rgb(${shade + 30}, ${shade - 20}, ${shade - 35})`;
        context.fillRect(column * 32 + offset + 1, row * 16 + 1, 30, 14);
      }
    }
    // Grime running down from the top.
    const grime = context.createLinearGradient(0, 0, 0, 256);
    grime.addColorStop(0, "rgba(0, 0, 0, 0.55)");
    grime.addColorStop(0.5, "rgba(0, 0, 0, 0.1)");
    grime.addColorStop(1, "rgba(20, 30, 10, 0.35)");
    context.fillStyle = grime;
    context.fillRect(0, 0, 256, 256);
  });
}

function nightWindow() {
  return canvasTexture(128, 170, (context) => {
    const sky = context.createLinearGradient(0, 0, 0, 170);
    sky.addColorStop(0, "#1b2a4a");
    sky.addColorStop(1, "#3a4a6a");
    context.fillStyle = sky;
    context.fillRect(0, 0, 128, 170);
    context.fillStyle = "#e8eef8";
    context.beginPath();
    context.arc(88, 40, 14, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = "#1b2a4a";
    context.beginPath();
    context.arc(94, 36, 12, 0, Math.PI * 2);
    context.fill();
    // Dirty panes, two of them broken black.
    const random = seededRandom(54);
    for (let row = 0; row < 4; row++) {
      for (let column = 0; column < 3; column++) {
        const broken = (row === 1 && column === 2) || (row === 3 && column === 0);
        context.fillStyle = broken ? "rgba(0, 0, 0, 0.85)" : `rgba(120, 140, 120, ${0.15 + random() * 0.25})`;
        context.fillRect(column * 42 + 3, row * 42 + 3, 38, 38);
      }
    }
    context.strokeStyle = "#1a1a1a";
    context.lineWidth = 5;
    for (let x = 0; x <= 128; x += 42) context.strokeRect(x, 0, 0.1, 170);
    for (let y = 0; y <= 170; y += 42) context.strokeRect(0, y, 128, 0.1);
  });
}

function beltStripes() {
  return pixelTexture(16, 64, (_, y) => (y % 16 < 3 ? [30, 30, 30] : [62, 60, 58]));
}

function mistTexture() {
  const noise = fractalNoise2D(55, 5, 4);
  return pixelTexture(128, 128, (x, y) => {
    const value = Math.max(0, noise((x / 128) * 4, (y / 128) * 4) - 0.35) * 1.6;
    const edge = Math.min(x, y, 127 - x, 127 - y) / 20;
    const alpha = Math.round(255 * Math.min(1, value) * Math.min(1, edge));
    return [255, 255, 255, alpha];
  });
}

const { halfWidth, halfDepth, height } = HALL;

const hauntedFactory: SceneDefinition = {
  slug: "haunted-factory",
  title: "Haunted factory",
  movement: "walk",
  mobile: "swipe",
  spawn: [0, 1.6, 13],
  lookAt: [0, 2, 0],
  colliders: [
    ...enclosure(-halfWidth, -halfDepth, halfWidth, halfDepth, height),
    ...BELTS.map((line) => standingBox(line.x, line.z, 1.4, line.length + 0.4, 1.3)),
    standingBox(PRESS.x, PRESS.z, 3.4, 2.6, 5.2),
    standingBox(FURNACE.x, FURNACE.z, 3.8, 3.8, HALL.height),
    ...COLUMNS.map((column) => standingBox(column.x, column.z, 0.6, 0.6, HALL.height)),
    ...BARRELS.map((item) => standingBox(item.x, item.z, 0.9, 0.9, 1.2)),
    standingBox(-10.8, 2, 0.8, 2, 2.6),
    standingBox(10.2, 13.6, 1.8, 2, 1.8),
  ],
  objects: [
    "A dark, abandoned factory hall with brick walls, broken windows and a full moon outside",
    "Two conveyor belts still creeping along, carrying crates",
    "A stamping press that slams down and slowly rises again",
    "A furnace whose open mouth glows orange",
    "Rusty cogs turning on the back wall, pipes and hanging chains",
    "Hanging lamps that flicker and go dark",
    "Fog and low mist over the floor",
    "A white sheet ghost with hollow eyes floating through the hall",
  ],
  Scene: HauntedFactory,
};

export default hauntedFactory;
