import {
  AdditiveBlending,
  CapsuleGeometry,
  CatmullRomCurve3,
  CircleGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
  IcosahedronGeometry,
  InstancedMesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  ShaderMaterial,
  SphereGeometry,
  TubeGeometry,
  Vector3,
} from "three";
import type { BufferAttribute, BufferGeometry, Group } from "three";
import { useFrame } from "@react-three/fiber";
import { useMemo, useRef } from "react";
import type { SceneDefinition } from "../scene.ts";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { Glows } from "../parts/Glows.tsx";
import { mergeParts, rod } from "../parts/merge.ts";
import type { Part } from "../parts/merge.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { fractalNoise2D, valueNoise2D } from "../parts/noise.ts";
import { between, pick, seededRandom } from "../parts/random.ts";
import { Sky } from "../parts/Sky.tsx";
import { canvasTexture, mixColor, pixelTexture, tiled } from "../parts/textures.ts";

const MERMAID_ROCK = { x: 0, z: -4 };
const CHEST = { x: 4.5, z: -2.5 };
const ROCKS = [
  { x: -7, z: -8, size: 2.2 },
  { x: 8, z: -9, size: 2.8 },
  { x: -11, z: 2, size: 1.8 },
  { x: 12, z: 3, size: 2 },
  { x: 2, z: -15, size: 3.4 },
];
const CORALS = [
  { x: -3.5, z: -2, kind: "branch" },
  { x: 3, z: -6.5, kind: "branch" },
  { x: -6, z: -4, kind: "brain" },
  { x: 6.5, z: -5, kind: "fan" },
  { x: -2.5, z: -7.5, kind: "fan" },
  { x: 5.5, z: 1, kind: "tubes" },
  { x: -5, z: 1.5, kind: "tubes" },
  { x: 9, z: -3, kind: "brain" },
  { x: -9, z: -3.5, kind: "branch" },
  { x: 1.5, z: -10, kind: "tubes" },
] as const;
const SCHOOLS = [
  { color: "#ffd23f", count: 28, radius: 9, height: 3.2, speed: 0.22, center: [0, 0, -4] },
  { color: "#3fa7ff", count: 34, radius: 13, height: 5, speed: -0.15, center: [2, 0, -6] },
  { color: "#ff7b3f", count: 16, radius: 6, height: 1.8, speed: 0.3, center: [-4, 0, -2] },
] as const;
const FISH_COUNT = SCHOOLS.reduce((sum, school) => sum + school.count, 0);

function Mermaid() {
  const reducedMotion = usePrefersReducedMotion();
  const { sand, reef, reefMaterial } = useDisposables(() => ({
    sand: new MeshStandardMaterial({ map: tiled(sandRipples(), 12, 12), color: "#b0a384", roughness: 1 }),
    reef: mergeParts([...ROCKS.map(rock), ...CORALS.flatMap(coral), ...chest(), ...shells()]),
    reefMaterial: new MeshStandardMaterial({ vertexColors: true, roughness: 0.8, flatShading: true }),
  }));

  return (
    <>
      <Sky top="#8ae6f2" horizon="#16698e" bottom="#0b3a55" exponent={0.8} />
      <fogExp2 attach="fog" args={["#16698e", 0.062]} />
      <hemisphereLight args={["#e6fbff", "#1a4a6a", 1.0]} />
      <directionalLight position={[3, 20, 8]} intensity={1.2} color="#f2fdff" />

      <mesh material={sand} rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[70, 48]} />
      </mesh>
      <Caustics still={reducedMotion} />
      <mesh geometry={reef} material={reefMaterial} />
      <Seaweed still={reducedMotion} />
      <MermaidFigure still={reducedMotion} />
      <FishSchools still={reducedMotion} />
      <Bubbles still={reducedMotion} />
      <LightShafts still={reducedMotion} />
      <Glows
        glows={[
          { position: [CHEST.x, 0.75, CHEST.z + 0.1], color: "#ffcf40", size: 1.8 },
          { position: [-5, 0.6, 1.5], color: "#ff7ad9", size: 1.2 },
          { position: [5.5, 0.6, 1], color: "#7affef", size: 1.2 },
        ]}
        twinkle={reducedMotion ? 0 : 0.4}
        speed={0.5}
      />
    </>
  );
}

/** A rounded, lumpy boulder for the reef. */
function rock({ x, z, size }: (typeof ROCKS)[number]): Part {
  return { geometry: lumpy(new IcosahedronGeometry(1, 2), 0.25, x * 7 + z), color: "#5b6b74", position: [x, size * 0.35, z], scale: [size, size * 0.75, size * 0.9] };
}

function coral({ x, z, kind }: (typeof CORALS)[number]): Part[] {
  const random = seededRandom(Math.round(x * 31 + z * 17 + 500));
  if (kind === "brain") {
    return [{ geometry: lumpy(new SphereGeometry(0.9, 20, 12, 0, Math.PI * 2, 0, Math.PI / 2), 0.12, x + z), color: "#e08ab0", position: [x, 0, z], scale: [1, 0.8, 1] }];
  }
  if (kind === "fan") {
    return [
      { geometry: new CircleGeometry(1.3, 16, 0, Math.PI), color: "#b04bd1", position: [x, 0.15, z], rotation: [0, random() * 2, 0] },
      rod([x, 0, z], [x, 0.25, z], 0.06, "#7a2f92", 5),
    ];
  }
  if (kind === "tubes") {
    return Array.from({ length: 7 }, () => {
      const height = between(random, 0.4, 1.3);
      return {
        geometry: new CylinderGeometry(0.14, 0.1, height, 8, 1, true),
        color: pick(random, ["#ff7a59", "#ffb347", "#ff5e7e"]),
        position: [x + between(random, -0.5, 0.5), height / 2, z + between(random, -0.5, 0.5)] as [number, number, number],
      };
    });
  }
  // Branching coral grows a few forks from its base.
  const color = pick(random, ["#ff6f61", "#ff9ecf", "#f9a03f"]);
  const parts: Part[] = [];
  const grow = (from: Vector3, direction: Vector3, length: number, depth: number) => {
    const to = from.clone().addScaledVector(direction, length);
    parts.push(rod([from.x, from.y, from.z], [to.x, to.y, to.z], 0.07 * (depth + 1) * 0.6, color, 6));
    if (depth === 0) {
      parts.push({ geometry: new SphereGeometry(0.09, 6, 4), color, position: [to.x, to.y, to.z] });
      return;
    }
    for (let branch = 0; branch < 2; branch++) {
      const next = direction.clone().add(new Vector3(between(random, -0.7, 0.7), between(random, 0.1, 0.5), between(random, -0.7, 0.7))).normalize();
      grow(to, next, length * 0.75, depth - 1);
    }
  };
  for (let trunk = 0; trunk < 3; trunk++) {
    grow(new Vector3(x + between(random, -0.3, 0.3), 0, z + between(random, -0.3, 0.3)), new Vector3(between(random, -0.3, 0.3), 1, between(random, -0.3, 0.3)).normalize(), 0.6, 3);
  }
  return parts;
}

function chest(): Part[] {
  const { x, z } = CHEST;
  return [
    { geometry: new CylinderGeometry(0.4, 0.4, 1.2, 12, 1, false, 0, Math.PI), color: "#7a4a22", position: [x, 0.78, z - 0.2], rotation: [-0.9, 0, Math.PI / 2] },
    { geometry: boxLike(1.2, 0.6, 0.8), color: "#6b3e1c", position: [x, 0.3, z] },
    { geometry: boxLike(1.24, 0.08, 0.84), color: "#c9a227", position: [x, 0.55, z] },
    { geometry: boxLike(1.24, 0.08, 0.84), color: "#c9a227", position: [x, 0.1, z] },
    { geometry: new SphereGeometry(0.35, 12, 8, 0, Math.PI * 2, 0, Math.PI / 2), color: "#ffd54a", position: [x, 0.55, z + 0.05], scale: [1.4, 0.5, 0.9] },
    ...[[-0.3, 0.05], [0.1, 0.4], [0.4, 0.7]].map(([dx, dz]) => ({ geometry: new CylinderGeometry(0.09, 0.09, 0.03, 10), color: "#ffcf40", position: [x + dx!, 0.02, z + 0.6 + dz!] as [number, number, number] })),
  ];
}

function shells(): Part[] {
  const random = seededRandom(808);
  return Array.from({ length: 18 }, () => ({
    geometry: new ConeGeometry(0.12, 0.25, 7),
    color: pick(random, ["#fbe7d0", "#f7c6c7", "#f5d68a"]),
    position: [between(random, -10, 10), 0.06, between(random, -12, 6)] as [number, number, number],
    rotation: [Math.PI / 2, random() * 6, 0] as [number, number, number],
  }));
}

function boxLike(width: number, height: number, depth: number) {
  return new CylinderGeometry(Math.SQRT1_2, Math.SQRT1_2, 1, 4, 1).rotateY(Math.PI / 4).scale(width, height, depth);
}

function lumpy<T extends BufferGeometry>(geometry: T, amount: number, seed: number): T {
  const noise = valueNoise2D(Math.round(Math.abs(seed) * 100) + 1);
  const position = geometry.getAttribute("position") as BufferAttribute;
  const normal = geometry.getAttribute("normal") as BufferAttribute;
  for (let i = 0; i < position.count; i++) {
    const x = position.getX(i);
    const y = position.getY(i);
    const z = position.getZ(i);
    const push = (noise(x * 2.3 + z, y * 2.3 - z) - 0.5) * 2 * amount;
    position.setXYZ(i, x + normal.getX(i) * push, y + normal.getY(i) * push, z + normal.getZ(i) * push);
  }
  geometry.computeVertexNormals();
  return geometry;
}

const causticsVertex = /* glsl */ `
  varying vec3 vWorld;
  void main() {
    vec4 world = modelMatrix * vec4(position, 1.0);
    vWorld = world.xyz;
    gl_Position = projectionMatrix * viewMatrix * world;
  }
`;

const causticsFragment = /* glsl */ `
  uniform float time;
  varying vec3 vWorld;
  // Dancing light on the sea floor: a few rounds of warped sines, the classic tileable-caustics trick.
  float caustic(vec2 p, float t) {
    vec2 i = p;
    float c = 1.0;
    float intensity = 0.005;
    for (int n = 0; n < 4; n++) {
      float phase = t * (1.0 - (3.5 / float(n + 1)));
      i = p + vec2(cos(phase - i.x) + sin(phase + i.y), sin(phase - i.y) + cos(phase + i.x));
      c += 1.0 / length(vec2(p.x / (sin(i.x + phase) / intensity), p.y / (cos(i.y + phase) / intensity)));
    }
    c /= 4.0;
    c = 1.17 - pow(c, 1.4);
    return clamp(pow(abs(c), 8.0), 0.0, 1.0);
  }
  void main() {
    float light = caustic(mod(vWorld.xz * 0.5, 6.2831853) - 250.0, time * 0.5);
    // Fades with distance from the viewer, as the fog swallows the floor.
    float fade = exp(-pow(distance(vWorld, cameraPosition) * 0.06, 2.0));
    gl_FragColor = vec4(vec3(0.6, 0.95, 1.0) * light * 0.6 * fade, 1.0);
  }
`;

/** Light rippling over the sand, as sunlight does through waves. */
function Caustics({ still }: { still: boolean }) {
  const { material } = useDisposables(() => ({
    material: new ShaderMaterial({
      vertexShader: causticsVertex,
      fragmentShader: causticsFragment,
      uniforms: { time: { value: 0 } },
      transparent: true,
      blending: AdditiveBlending,
      depthWrite: false,
    }),
  }));
  useFrame((_, delta) => {
    material.uniforms.time!.value += delta * (still ? 0.15 : 1);
  });
  return (
    <mesh material={material} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.02, 0]}>
      <circleGeometry args={[30, 40]} />
    </mesh>
  );
}

/** Kelp ribbons rooted in the sand, swaying in the current (a vertex shader moves them: no CPU work). */
function Seaweed({ still }: { still: boolean }) {
  const sway = useMemo(() => ({ time: { value: 0 }, amount: { value: 0.7 } }), []);
  const { geometry, material } = useDisposables(() => {
    const random = seededRandom(303);
    const parts: Part[] = [];
    for (let i = 0; i < 60; i++) {
      const angle = random() * Math.PI * 2;
      const distance = between(random, 4, 16);
      const x = Math.cos(angle) * distance;
      const z = Math.sin(angle) * distance - 3;
      if (z > 4 && Math.abs(x) < 4) continue;
      const height = between(random, 2, 5.5);
      parts.push({
        geometry: new PlaneGeometry(0.35, height, 1, 10).translate(0, height / 2, 0),
        color: pick(random, ["#2f8f4e", "#3da35a", "#6b8f2a", "#258a6e"]),
        position: [x, 0, z],
        rotation: [0, random() * Math.PI, 0],
      });
    }
    const material = new MeshStandardMaterial({ vertexColors: true, side: DoubleSide, roughness: 0.8 });
    material.onBeforeCompile = (shader) => {
      shader.uniforms.time = sway.time;
      shader.uniforms.sway = sway.amount;
      shader.vertexShader = shader.vertexShader
        .replace("#include <common>", "#include <common>\nuniform float time;\nuniform float sway;")
        .replace(
          "#include <begin_vertex>",
          `#include <begin_vertex>
          float bend = pow(max(position.y, 0.0) / 5.0, 1.6) * sway;
          vec4 rooted = modelMatrix * vec4(position, 1.0);
          transformed.x += sin(time * 1.1 + rooted.x * 0.4 + rooted.z * 0.3 + position.y * 0.7) * bend;
          transformed.z += cos(time * 0.8 + rooted.z * 0.4 + position.y * 0.5) * bend * 0.6;`,
        );
    };
    return { geometry: mergeParts(parts), material };
  });
  useFrame((_, delta) => {
    sway.time.value += delta;
    sway.amount.value = still ? 0.15 : 0.7;
  });
  return <mesh geometry={geometry} material={material} />;
}

/**
 * The mermaid, made of simple shapes: sitting on her rock with a curling teal tail, a purple shell top and
 * long red hair that drifts in the water; her tail fin beats slowly.
 */
function MermaidFigure({ still }: { still: boolean }) {
  const fin = useRef<Group>(null);
  const hair = useRef<Group>(null);
  const { seat, stone, body, skin, tail, scales, locks, hairMaterial, finGeometry, finMaterial } = useDisposables(() => {
    const tailCurve = new CatmullRomCurve3([
      new Vector3(0, 1.55, 0),
      new Vector3(0.05, 1.2, 0.35),
      new Vector3(0.35, 0.95, 0.9),
      new Vector3(0.9, 0.7, 1.3),
      new Vector3(1.5, 0.55, 1.3),
    ]);
    return {
      seat: lumpy(new IcosahedronGeometry(1, 2), 0.2, 42).scale(1.5, 0.9, 1.3).translate(0, 0.5, 0),
      body: mergeParts([
        { geometry: new CapsuleGeometry(0.22, 0.5, 6, 12), color: "#f2c4a0", position: [0, 1.95, 0] },
        { geometry: new SphereGeometry(0.22, 16, 12), color: "#f2c4a0", position: [0, 2.62, 0.02] },
        { geometry: new CylinderGeometry(0.07, 0.08, 0.18, 8), color: "#f2c4a0", position: [0, 2.38, 0] },
        { geometry: new SphereGeometry(0.11, 12, 8, 0, Math.PI * 2, 0, Math.PI / 2), color: "#9b4dca", position: [-0.1, 2.1, 0.16], rotation: [Math.PI / 2 - 0.2, 0, 0] },
        { geometry: new SphereGeometry(0.11, 12, 8, 0, Math.PI * 2, 0, Math.PI / 2), color: "#9b4dca", position: [0.1, 2.1, 0.16], rotation: [Math.PI / 2 - 0.2, 0, 0] },
        { geometry: new SphereGeometry(0.03, 8, 6), color: "#1d3b5a", position: [-0.08, 2.65, 0.2] },
        { geometry: new SphereGeometry(0.03, 8, 6), color: "#1d3b5a", position: [0.08, 2.65, 0.2] },
        { geometry: new SphereGeometry(0.025, 8, 6), color: "#d9607a", position: [0, 2.55, 0.21], scale: [1.6, 0.6, 1] },
        rod([-0.24, 2.2, 0], [-0.55, 1.75, 0.15], 0.06, "#f2c4a0", 8),
        rod([-0.55, 1.75, 0.15], [-0.75, 1.45, 0.35], 0.055, "#f2c4a0", 8),
        rod([0.24, 2.2, 0], [0.45, 2.55, 0.2], 0.06, "#f2c4a0", 8),
        rod([0.45, 2.55, 0.2], [0.4, 2.95, 0.3], 0.055, "#f2c4a0", 8),
        // A starfish in her raised hand.
        { geometry: new CylinderGeometry(0.16, 0.16, 0.03, 5), color: "#ff7a59", position: [0.4, 3.05, 0.32], rotation: [Math.PI / 2, 0, 0] },
        { geometry: new TubeGeometry(new CatmullRomCurve3([new Vector3(-0.14, 2.72, 0.1), new Vector3(0, 2.82, 0.14), new Vector3(0.14, 2.72, 0.1)]), 8, 0.025, 6), color: "#c0392b" },
      ]),
      skin: new MeshStandardMaterial({ vertexColors: true, roughness: 0.6, emissive: "#4a2a1a", emissiveIntensity: 0.5 }),
      stone: new MeshStandardMaterial({ color: "#6a7a80", roughness: 0.9, flatShading: true }),
      tail: taperedTube(tailCurve, 0.26, 0.07),
      scales: new MeshStandardMaterial({ map: tiled(scalePattern(), 8, 2), color: "#3fd0b0", roughness: 0.35, metalness: 0.2 }),
      locks: mergeParts(
        Array.from({ length: 9 }, (_, i) => {
          const spread = (i - 4) * 0.07;
          return {
            geometry: new CapsuleGeometry(0.06, 0.9 + (i % 3) * 0.15, 4, 8),
            color: i % 2 ? "#c0392b" : "#d9482f",
            position: [spread, -0.45, -0.08 - Math.abs(spread) * 0.3] as [number, number, number],
            rotation: [0.25, 0, spread * 0.8] as [number, number, number],
          };
        }),
      ),
      hairMaterial: new MeshStandardMaterial({ vertexColors: true, roughness: 0.5 }),
      finGeometry: mergeParts([
        { geometry: new ConeGeometry(0.35, 0.9, 3), color: "#7ff0d8", position: [0, 0.45, 0.22], rotation: [0.5, 0, 0], scale: [1, 1, 0.2] },
        { geometry: new ConeGeometry(0.35, 0.9, 3), color: "#7ff0d8", position: [0, 0.45, -0.22], rotation: [-0.5, 0, 0], scale: [1, 1, 0.2] },
      ]),
      finMaterial: new MeshStandardMaterial({ vertexColors: true, transparent: true, opacity: 0.85, side: DoubleSide, roughness: 0.3 }),
    };
  });
  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    if (fin.current) fin.current.rotation.x = still ? 0 : Math.sin(t * 1.6) * 0.35;
    if (hair.current) hair.current.rotation.x = 0.15 + (still ? 0 : Math.sin(t * 0.9) * 0.12);
  });
  return (
    <group position={[MERMAID_ROCK.x, 0, MERMAID_ROCK.z]} rotation={[0, -0.35, 0]} scale={1.2}>
      <mesh geometry={seat} material={stone} />
      <mesh geometry={body} material={skin} />
      <mesh geometry={tail} material={scales} />
      <group ref={hair} position={[0, 2.72, -0.08]}>
        <mesh geometry={locks} material={hairMaterial} />
      </group>
      <group ref={fin} position={[1.55, 0.55, 1.3]} rotation={[0, 0, -1.3]}>
        <mesh geometry={finGeometry} material={finMaterial} />
      </group>
    </group>
  );
}

/** A tube along `curve` that narrows from `start` to `end` radius: the mermaid's tail. */
function taperedTube(curve: CatmullRomCurve3, start: number, end: number) {
  const tubular = 24;
  const radial = 12;
  const geometry = new TubeGeometry(curve, tubular, 1, radial, false);
  const position = geometry.getAttribute("position") as BufferAttribute;
  const center = new Vector3();
  for (let ring = 0; ring <= tubular; ring++) {
    const t = ring / tubular;
    curve.getPointAt(t, center);
    const radius = start + (end - start) * t * t;
    for (let side = 0; side <= radial; side++) {
      const i = ring * (radial + 1) + side;
      position.setXYZ(i, center.x + (position.getX(i) - center.x) * radius, center.y + (position.getY(i) - center.y) * radius, center.z + (position.getZ(i) - center.z) * radius);
    }
  }
  geometry.computeVertexNormals();
  return geometry;
}

/** Three schools of fish circling the reef, each fish wobbling in its place in the shoal. */
function FishSchools({ still }: { still: boolean }) {
  const mesh = useRef<InstancedMesh>(null);
  const { fish, material } = useDisposables(() => ({
    fish: mergeParts([
      { geometry: new SphereGeometry(0.12, 10, 8), color: "#ffffff", scale: [1.6, 1, 0.45] },
      { geometry: new ConeGeometry(0.1, 0.16, 4), color: "#f0f0f0", position: [-0.23, 0, 0], rotation: [0, 0, Math.PI / 2], scale: [1, 1, 0.25] },
      { geometry: new SphereGeometry(0.025, 6, 4), color: "#111111", position: [0.13, 0.03, 0.05] },
      { geometry: new SphereGeometry(0.025, 6, 4), color: "#111111", position: [0.13, 0.03, -0.05] },
    ]),
    material: new MeshStandardMaterial({ vertexColors: true, roughness: 0.4 }),
  }));
  const offsets = useMemo(() => {
    const random = seededRandom(707);
    return SCHOOLS.flatMap((school) => Array.from({ length: school.count }, () => ({ x: between(random, -1.2, 1.2), y: between(random, -0.6, 0.6), z: between(random, -1.2, 1.2), phase: random() * 6 })));
  }, []);
  const dummy = useMemo(() => new Object3D(), []);
  const setColors = useRef(false);

  useFrame(({ clock }) => {
    const target = mesh.current;
    if (!target) return;
    if (!setColors.current) {
      let i = 0;
      for (const school of SCHOOLS) for (let n = 0; n < school.count; n++) target.setColorAt(i++, dummyColor.set(school.color));
      if (target.instanceColor) target.instanceColor.needsUpdate = true;
      setColors.current = true;
    }
    const t = still ? 0 : clock.elapsedTime;
    let i = 0;
    for (const school of SCHOOLS) {
      const angle = t * school.speed;
      const direction = Math.sign(school.speed);
      for (let n = 0; n < school.count; n++) {
        const offset = offsets[i]!;
        const a = angle + offset.x * 0.08;
        const radius = school.radius + offset.z;
        dummy.position.set(
          school.center[0] + Math.cos(a) * radius,
          school.height + offset.y + Math.sin(t * 1.3 + offset.phase) * 0.15,
          school.center[2] + Math.sin(a) * radius * 0.7,
        );
        // Face along the circle: its tangent is (-sin, cos) for a school turning forwards.
        dummy.rotation.set(0, -Math.atan2(Math.cos(a) * 0.7 * direction, -Math.sin(a) * direction) + Math.sin(t * 6 + offset.phase) * 0.12, 0);
        dummy.updateMatrix();
        target.setMatrixAt(i++, dummy.matrix);
      }
    }
    target.instanceMatrix.needsUpdate = true;
  });
  return <instancedMesh ref={mesh} args={[fish, material, FISH_COUNT]} frustumCulled={false} />;
}

const dummyColor = new Color();

/** Bubbles rising from the reef in wobbling columns, starting again at the bottom. */
function Bubbles({ still }: { still: boolean }) {
  const mesh = useRef<InstancedMesh>(null);
  const { bubble, material } = useDisposables(() => ({
    bubble: new SphereGeometry(0.06, 8, 6),
    material: new MeshStandardMaterial({ color: "#e0fbff", transparent: true, opacity: 0.5, roughness: 0.1, emissive: "#6fd8f0", emissiveIntensity: 0.4 }),
  }));
  const sources = useMemo(() => {
    const random = seededRandom(606);
    const vents = [[0.6, -3.4], [CHEST.x, CHEST.z], [-6, -4], [3, -6.5]] as const;
    return Array.from({ length: 48 }, (_, i) => {
      const [x, z] = vents[i % vents.length]!;
      return { x: x + between(random, -0.3, 0.3), z: z + between(random, -0.3, 0.3), phase: random() * 10, size: between(random, 0.5, 1.5) };
    });
  }, []);
  const dummy = useMemo(() => new Object3D(), []);
  useFrame(({ clock }) => {
    if (!mesh.current) return;
    const t = clock.elapsedTime * (still ? 0.2 : 1);
    sources.forEach((source, i) => {
      const y = ((t * 0.8 + source.phase) % 10) + 0.3;
      dummy.position.set(source.x + Math.sin(t * 3 + i) * 0.1, y, source.z + Math.cos(t * 2.5 + i) * 0.1);
      dummy.scale.setScalar(source.size * (0.6 + y * 0.05));
      dummy.updateMatrix();
      mesh.current!.setMatrixAt(i, dummy.matrix);
    });
    mesh.current.instanceMatrix.needsUpdate = true;
  });
  return <instancedMesh ref={mesh} args={[bubble, material, sources.length]} frustumCulled={false} />;
}

/** Shafts of sunlight slanting down from the surface, brightening and dimming slowly. */
function LightShafts({ still }: { still: boolean }) {
  const { shafts, material } = useDisposables(() => {
    const random = seededRandom(505);
    const parts: Part[] = [];
    for (let i = 0; i < 7; i++) {
      const x = between(random, -12, 12);
      const z = between(random, -14, 2);
      const width = between(random, 1.5, 3);
      for (const turn of [0, Math.PI / 2]) {
        parts.push({ geometry: new PlaneGeometry(width, 16), color: "#ffffff", position: [x, 8, z], rotation: [0.25, turn + i, 0.2] });
      }
    }
    return {
      shafts: mergeParts(parts),
      material: new MeshBasicMaterial({ map: shaftGradient(), color: "#bff6ff", transparent: true, opacity: 0.22, blending: AdditiveBlending, depthWrite: false, side: DoubleSide, fog: false }),
    };
  });
  useFrame(({ clock }) => {
    material.opacity = still ? 0.2 : 0.16 + Math.sin(clock.elapsedTime * 0.5) * 0.06;
  });
  return <mesh geometry={shafts} material={material} />;
}

function sandRipples() {
  const noise = fractalNoise2D(404, 3, 4);
  return pixelTexture(128, 128, (x, y) => {
    const ripple = Math.sin((x / 128) * Math.PI * 8 + noise((x / 128) * 4, (y / 128) * 4) * 6) * 0.5 + 0.5;
    return mixColor([176, 160, 120], [222, 206, 160], ripple * 0.6 + noise((x / 128) * 8, (y / 128) * 8) * 0.4);
  });
}

function scalePattern() {
  return canvasTexture(64, 64, (context) => {
    context.fillStyle = "#1f8f7a";
    context.fillRect(0, 0, 64, 64);
    for (let row = 0; row < 5; row++) {
      for (let column = 0; column < 5; column++) {
        const x = column * 16 + (row % 2) * 8;
        const y = row * 16;
        const gradient = context.createRadialGradient(x, y, 1, x, y, 10);
        gradient.addColorStop(0, "#b8fff0");
        gradient.addColorStop(1, "#2aa88f");
        context.fillStyle = gradient;
        context.beginPath();
        context.arc(x, y, 8, 0, Math.PI);
        context.fill();
      }
    }
  });
}

function shaftGradient() {
  return canvasTexture(8, 128, (context) => {
    const gradient = context.createLinearGradient(0, 0, 0, 128);
    gradient.addColorStop(0, "rgba(255, 255, 255, 1)");
    gradient.addColorStop(1, "rgba(255, 255, 255, 0)");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 8, 128);
  });
}

const mermaid: SceneDefinition = {
  slug: "mermaid",
  title: "Mermaid",
  movement: "walk",
  mobile: "swipe",
  spawn: [0.5, 1.7, 3.5],
  lookAt: [0, 1.9, -4],
  colliders: [
    ...enclosure(-28, -28, 28, 28, 14),
    standingBox(MERMAID_ROCK.x, MERMAID_ROCK.z, 3, 2.6, 2),
    standingBox(CHEST.x, CHEST.z, 1.3, 0.9, 1),
    ...ROCKS.map((item) => standingBox(item.x, item.z, item.size * 1.8, item.size * 1.6, item.size * 1.5)),
    ...CORALS.map((item) => standingBox(item.x, item.z, 1.4, 1.4, 1.5)),
  ],
  objects: [
    "The sea floor under blue water, with light rippling over the sand",
    "A mermaid with a teal tail and long red hair, sitting on a rock and holding up a starfish",
    "Coral reefs: branching coral, brain coral, purple fans and orange tubes",
    "Kelp and seaweed swaying in the current",
    "Schools of yellow, blue and orange fish circling the reef",
    "An open treasure chest full of gold coins, and shells on the sand",
    "Bubbles rising and shafts of sunlight from the surface",
  ],
  Scene: Mermaid,
};

export default mermaid;
