import {
  AdditiveBlending,
  BoxGeometry,
  CircleGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
  InstancedMesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  SphereGeometry,
  TorusGeometry,
  Vector3,
} from "three";
import type { Group, PointLight } from "three";
import { useFrame } from "@react-three/fiber";
import { useLayoutEffect, useMemo, useRef } from "react";
import type { SceneDefinition } from "../scene.ts";
import { Balloons } from "../parts/Balloons.tsx";
import type { Balloon } from "../parts/Balloons.tsx";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { Glows } from "../parts/Glows.tsx";
import { Instanced } from "../parts/Instanced.tsx";
import type { Placement } from "../parts/Instanced.tsx";
import { mergeParts, rod } from "../parts/merge.ts";
import type { Part } from "../parts/merge.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { between, pick, seededRandom } from "../parts/random.ts";
import { Shadows } from "../parts/Shadows.tsx";
import { canvasTexture, tiled } from "../parts/textures.ts";

const ROOM = { halfWidth: 10, halfDepth: 8, height: 5 };
const TABLE = { x: 0, z: -3.5, width: 4.4, depth: 1.6, height: 0.78 };
const CAKE = { x: 0, z: -3.5 };
const DISCO = new Vector3(0, 4.3, 0.5);
const PARTY_COLORS = ["#ff4d6d", "#ffd166", "#06d6a0", "#4cc9f0", "#9b5de5", "#f77f00", "#f15bb5"];
const CANDLES = Array.from({ length: 7 }, (_, i) => {
  const angle = (i / 7) * Math.PI * 2;
  return { x: CAKE.x + Math.cos(angle) * 0.22, z: CAKE.z + Math.sin(angle) * 0.22, color: PARTY_COLORS[i]! };
});
const CANDLE_TOP = TABLE.height + 0.74;

const BALLOONS: Balloon[] = (() => {
  const random = seededRandom(17);
  const ceiling = Array.from({ length: 26 }, () => {
    const x = between(random, -9, 9);
    const z = between(random, -7, 7);
    // Balloons resting against the ceiling, their strings dangling free.
    const dangle = between(random, 1.1, 1.8);
    return { anchor: [x, ROOM.height - 0.55 - dangle, z] as [number, number, number], rise: dangle - random() * 0.2, color: pick(random, PARTY_COLORS) };
  }).filter((balloon) => Math.hypot(balloon.anchor[0] - DISCO.x, balloon.anchor[2] - DISCO.z) > 2.2);
  const bunch = (x: number, z: number) =>
    Array.from({ length: 5 }, (_, i) => ({
      anchor: [x, TABLE.height, z] as [number, number, number],
      rise: between(random, 1.2, 1.9),
      color: pick(random, PARTY_COLORS),
      lean: [Math.cos(i * 1.3) * 0.35, Math.sin(i * 1.3) * 0.35] as [number, number],
    }));
  return [...ceiling, ...bunch(-TABLE.width / 2 + 0.1, TABLE.z), ...bunch(TABLE.width / 2 - 0.1, TABLE.z)];
})();

const PRESENTS = (() => {
  const random = seededRandom(23);
  const presents: { x: number; z: number; y: number; size: [number, number, number]; color: string; ribbon: string; turn: number }[] = [];
  const spots = [[6.5, -6.5], [7.4, -6.1], [6.9, -5.2], [8.1, -6.9], [7.2, -6.8]] as const;
  spots.forEach(([x, z], i) => {
    const size: [number, number, number] = [between(random, 0.5, 0.9), between(random, 0.35, 0.7), between(random, 0.5, 0.9)];
    presents.push({ x, z, y: 0, size, color: PARTY_COLORS[i % PARTY_COLORS.length]!, ribbon: pick(random, ["#ffffff", "#ffd166", "#e63946"]), turn: random() });
  });
  presents.push({ x: 7.0, z: -6.4, y: 0.62, size: [0.45, 0.35, 0.45], color: "#4cc9f0", ribbon: "#ffffff", turn: 0.3 });
  return presents;
})();

function ChildrenParty() {
  const reducedMotion = usePrefersReducedMotion();
  const { floor, walls, ceiling, banner, furniture, paint, flags, flagPaint, windowMaterial } = useDisposables(() => ({
    floor: new MeshStandardMaterial({ map: tiled(planks(), 4, 4), roughness: 0.6 }),
    walls: new MeshStandardMaterial({ map: tiled(wallpaper(), 6, 1), roughness: 0.9 }),
    ceiling: new MeshStandardMaterial({ color: "#fdf6ff", roughness: 1 }),
    banner: new MeshBasicMaterial({ map: birthdayBanner(), transparent: true }),
    windowMaterial: new MeshBasicMaterial({ map: windowView() }),
    furniture: partyFurniture(),
    paint: new MeshStandardMaterial({ vertexColors: true, roughness: 0.55 }),
    flags: bunting(),
    flagPaint: new MeshStandardMaterial({ vertexColors: true, roughness: 0.8, side: DoubleSide }),
  }));
  const { halfWidth, halfDepth, height } = ROOM;

  return (
    <>
      <color attach="background" args={["#2a1633"]} />
      <hemisphereLight args={["#fff3fb", "#8a6a7a", 1.15]} />
      <directionalLight position={[-6, 8, 10]} intensity={1.1} color="#fff4e0" />

      <mesh material={floor} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[halfWidth * 2, halfDepth * 2]} />
      </mesh>
      <mesh material={ceiling} rotation={[Math.PI / 2, 0, 0]} position={[0, height, 0]}>
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
      {[-3.5, 3.5].map((z) => (
        <mesh key={z} material={windowMaterial} position={[-halfWidth + 0.03, 2.4, z]} rotation={[0, Math.PI / 2, 0]}>
          <planeGeometry args={[2.6, 1.9]} />
        </mesh>
      ))}
      <mesh material={banner} position={[0, 3.55, -halfDepth + 0.05]}>
        <planeGeometry args={[7, 1.1]} />
      </mesh>

      <mesh geometry={furniture} material={paint} />
      <mesh geometry={flags} material={flagPaint} />
      <Balloons balloons={BALLOONS} />
      <Glows glows={CANDLES.map((candle) => ({ position: [candle.x, CANDLE_TOP + 0.07, candle.z], color: "#ffb347", size: 0.35 }))} twinkle={reducedMotion ? 0 : 0.35} speed={4} />
      <CandleFlames />
      <DiscoBall still={reducedMotion} />
      <Confetti />
      <Shadows
        shadows={[
          { x: TABLE.x, z: TABLE.z, width: TABLE.width + 1, depth: TABLE.depth + 1 },
          { x: 7.2, z: -6.2, width: 3.2, depth: 2.4 },
        ]}
        opacity={0.25}
      />
    </>
  );
}

/** Table, cake, chairs, presents, plates and party hats: one mesh. */
function partyFurniture() {
  return mergeParts([...table(), ...cake(), ...chairs(), ...PRESENTS.flatMap(present), ...tableware(), ...windowFrames(), ...bannerStrings()]);
}

function table(): Part[] {
  const { x, z, width, depth, height } = TABLE;
  const parts: Part[] = [
    { geometry: new BoxGeometry(width, 0.06, depth), color: "#ffffff", position: [x, height, z] },
    // The cloth hangs over the edges.
    { geometry: new BoxGeometry(width + 0.1, 0.45, depth + 0.1), color: "#ff8fb8", position: [x, height - 0.2, z] },
    { geometry: new BoxGeometry(width + 0.12, 0.06, depth + 0.12), color: "#ffffff", position: [x, height - 0.42, z] },
  ];
  for (const dx of [-1, 1]) for (const dz of [-1, 1]) parts.push({ geometry: new CylinderGeometry(0.05, 0.05, height - 0.4, 6), color: "#c28e5c", position: [x + dx * (width / 2 - 0.2), (height - 0.4) / 2, z + dz * (depth / 2 - 0.2)] });
  return parts;
}

function cake(): Part[] {
  const { x, z } = CAKE;
  const top = TABLE.height;
  const parts: Part[] = [
    { geometry: new CylinderGeometry(0.45, 0.5, 0.03, 24), color: "#e0e0e0", position: [x, top + 0.045, z] },
    { geometry: new CylinderGeometry(0.4, 0.4, 0.28, 24), color: "#ffc2d9", position: [x, top + 0.2, z] },
    { geometry: new TorusGeometry(0.4, 0.035, 6, 24), color: "#ffffff", position: [x, top + 0.34, z], rotation: [Math.PI / 2, 0, 0] },
    { geometry: new CylinderGeometry(0.3, 0.3, 0.24, 24), color: "#fff3f8", position: [x, top + 0.46, z] },
    { geometry: new TorusGeometry(0.3, 0.03, 6, 24), color: "#ff6fa3", position: [x, top + 0.58, z], rotation: [Math.PI / 2, 0, 0] },
  ];
  for (let i = 0; i < 12; i++) {
    const angle = (i / 12) * Math.PI * 2;
    parts.push({ geometry: new SphereGeometry(0.04, 6, 4), color: "#e63946", position: [x + Math.cos(angle) * 0.41, top + 0.2, z + Math.sin(angle) * 0.41] });
  }
  for (const candle of CANDLES) parts.push({ geometry: new CylinderGeometry(0.018, 0.018, 0.16, 6), color: candle.color, position: [candle.x, top + 0.66, candle.z] });
  return parts;
}

function chairs(): Part[] {
  const parts: Part[] = [];
  const spots = [[-1.4, -2.2, 0], [0, -2.2, 0], [1.4, -2.2, 0], [-1.4, -4.8, Math.PI], [0, -4.8, Math.PI], [1.4, -4.8, Math.PI]] as const;
  spots.forEach(([x, z, turn], i) => {
    const color = PARTY_COLORS[i % PARTY_COLORS.length]!;
    const back = z + (turn === 0 ? 0.22 : -0.22);
    parts.push({ geometry: new BoxGeometry(0.45, 0.05, 0.45), color, position: [x, 0.45, z] });
    parts.push({ geometry: new BoxGeometry(0.45, 0.5, 0.05), color, position: [x, 0.72, back] });
    for (const dx of [-0.19, 0.19]) for (const dz of [-0.19, 0.19]) parts.push({ geometry: new CylinderGeometry(0.025, 0.025, 0.45, 5), color: "#f1f1f1", position: [x + dx, 0.22, z + dz] });
  });
  return parts;
}

function present({ x, z, y, size, color, ribbon, turn }: (typeof PRESENTS)[number]): Part[] {
  const [w, h, d] = size;
  const cy = y + h / 2;
  return [
    { geometry: new BoxGeometry(w, h, d), color, position: [x, cy, z], rotation: [0, turn, 0] },
    { geometry: new BoxGeometry(w + 0.01, h + 0.01, 0.08), color: ribbon, position: [x, cy, z], rotation: [0, turn, 0] },
    { geometry: new BoxGeometry(0.08, h + 0.01, d + 0.01), color: ribbon, position: [x, cy, z], rotation: [0, turn, 0] },
    { geometry: new TorusGeometry(0.09, 0.03, 6, 12), color: ribbon, position: [x, y + h + 0.06, z], rotation: [0, turn + 0.8, 0] },
    { geometry: new TorusGeometry(0.09, 0.03, 6, 12), color: ribbon, position: [x, y + h + 0.06, z], rotation: [0, turn - 0.8, 0] },
  ];
}

function tableware(): Part[] {
  const parts: Part[] = [];
  for (const dx of [-1.6, -0.8, 0.8, 1.6]) {
    for (const dz of [-0.5, 0.5]) {
      const x = TABLE.x + dx;
      const z = TABLE.z + dz;
      parts.push({ geometry: new CylinderGeometry(0.17, 0.14, 0.02, 16), color: "#ffffff", position: [x, TABLE.height + 0.04, z] });
      parts.push({ geometry: new CylinderGeometry(0.05, 0.04, 0.14, 10), color: dx < 0 ? "#4cc9f0" : "#ffd166", position: [x + 0.25, TABLE.height + 0.1, z] });
      // Party hats with a pompom.
      parts.push({ geometry: new ConeGeometry(0.08, 0.24, 10), color: dz < 0 ? "#9b5de5" : "#06d6a0", position: [x - 0.1, TABLE.height + 0.17, z - dz * 0.1] });
      parts.push({ geometry: new SphereGeometry(0.03, 6, 4), color: "#ffffff", position: [x - 0.1, TABLE.height + 0.3, z - dz * 0.1] });
    }
  }
  return parts;
}

function windowFrames(): Part[] {
  const x = -ROOM.halfWidth + 0.06;
  return [-3.5, 3.5].flatMap((z) => [
    { geometry: new BoxGeometry(0.1, 0.12, 2.8), color: "#ffffff", position: [x, 3.4, z] },
    { geometry: new BoxGeometry(0.1, 0.12, 2.8), color: "#ffffff", position: [x, 1.4, z] },
    { geometry: new BoxGeometry(0.1, 2.1, 0.12), color: "#ffffff", position: [x, 2.4, z - 1.34] },
    { geometry: new BoxGeometry(0.1, 2.1, 0.12), color: "#ffffff", position: [x, 2.4, z + 1.34] },
    { geometry: new BoxGeometry(0.1, 2, 0.06), color: "#ffffff", position: [x, 2.4, z] },
  ]);
}

function bannerStrings(): Part[] {
  const z = -ROOM.halfDepth + 0.04;
  return [rod([-3.6, 4.2, z], [-3.3, 4.05, z], 0.01, "#444444", 4), rod([3.6, 4.2, z], [3.3, 4.05, z], 0.01, "#444444", 4)];
}

/** Strings of little triangular flags draped across the room, all in one mesh. */
function bunting() {
  const parts: Part[] = [];
  const lines: [[number, number, number], [number, number, number]][] = [
    [[-9.9, 4.6, -7.9], [9.9, 4.6, 7.9]],
    [[9.9, 4.6, -7.9], [-9.9, 4.6, 7.9]],
    [[-9.9, 4.4, -2], [9.9, 4.4, -2]],
    [[-9.9, 4.4, 4], [9.9, 4.4, 4]],
  ];
  lines.forEach(([from, to], line) => {
    const length = Math.hypot(to[0] - from[0], to[2] - from[2]);
    const flags = Math.floor(length / 0.55);
    const at = (t: number): [number, number, number] => [
      from[0] + (to[0] - from[0]) * t,
      from[1] - Math.sin(t * Math.PI) * 0.9,
      from[2] + (to[2] - from[2]) * t,
    ];
    const turn = -Math.atan2(to[2] - from[2], to[0] - from[0]);
    for (let i = 0; i < flags; i++) {
      const t = (i + 0.5) / flags;
      const [x, y, z] = at(t);
      parts.push({ geometry: new CircleGeometry(0.2, 3), color: PARTY_COLORS[(i + line) % PARTY_COLORS.length]!, position: [x, y - 0.12, z], rotation: [0, turn, -Math.PI / 2] });
      parts.push(rod(at(i / flags), at((i + 1) / flags), 0.008, "#ffffff", 3));
    }
  });
  return mergeParts(parts);
}

/** Seven little flames that dance on the candles. */
function CandleFlames() {
  const group = useRef<Group>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { geometry, material } = useDisposables(() => ({
    geometry: new SphereGeometry(0.025, 8, 6).scale(1, 2.2, 1),
    material: new MeshBasicMaterial({ color: "#ffcf5a" }),
  }));
  useFrame(({ clock }) => {
    if (reducedMotion) return;
    group.current?.children.forEach((flame, i) => {
      flame.scale.y = 1 + Math.sin(clock.elapsedTime * 11 + i * 1.9) * 0.2;
      flame.rotation.z = Math.sin(clock.elapsedTime * 7 + i) * 0.15;
    });
  });
  return (
    <group ref={group}>
      {CANDLES.map((candle) => (
        <mesh key={candle.color} geometry={geometry} material={material} position={[candle.x, CANDLE_TOP + 0.06, candle.z]} />
      ))}
    </group>
  );
}

const BEAMS = [
  { color: "#ff4dd2", direction: new Vector3(0.7, -1, 0.2) },
  { color: "#4dd2ff", direction: new Vector3(-0.6, -1, 0.5) },
  { color: "#ffe14d", direction: new Vector3(0.1, -1, -0.8) },
  { color: "#7cff4d", direction: new Vector3(-0.5, -1, -0.5) },
  { color: "#b84dff", direction: new Vector3(0.6, -1, -0.6) },
  { color: "#ff7a4d", direction: new Vector3(0.2, -1, 0.9) },
].map((beam) => ({ ...beam, direction: beam.direction.normalize() }));

/**
 * The mirror ball turning under the ceiling, throwing coloured beams that sweep spots of light around the
 * floor; two coloured lamps circle with it. Reduced motion keeps it still.
 */
function DiscoBall({ still }: { still: boolean }) {
  const ball = useRef<Group>(null);
  const spots = useRef<InstancedMesh>(null);
  const lights = useRef<(PointLight | null)[]>([]);
  const { mirror, mirrorMaterial, beams, beamMaterial, spot, spotMaterial } = useDisposables(() => {
    const tiles = mirrorTiles();
    return {
      mirror: new SphereGeometry(0.55, 24, 16),
      mirrorMaterial: new MeshStandardMaterial({ map: tiles, emissiveMap: tiles, emissive: "#ffffff", emissiveIntensity: 0.55, metalness: 0.6, roughness: 0.25 }),
      beams: mergeParts(
        BEAMS.map((beam) => {
          // Long enough to reach through the floor, which hides the rest.
          const length = 9;
          const geometry = new ConeGeometry(0.75, length, 14, 1, true).translate(0, -length / 2, 0).rotateX(Math.PI);
          const turn = new Object3D();
          turn.lookAt(beam.direction);
          geometry.rotateX(Math.PI / 2).applyQuaternion(turn.quaternion);
          return { geometry, color: beam.color };
        }),
      ),
      beamMaterial: new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.2, blending: AdditiveBlending, depthWrite: false }),
      spot: new CircleGeometry(0.45, 20).rotateX(-Math.PI / 2),
      spotMaterial: new MeshBasicMaterial({ transparent: true, opacity: 0.5, blending: AdditiveBlending, depthWrite: false }),
    };
  });
  const spotColors = useMemo(() => BEAMS.map((beam) => new Color(beam.color)), []);
  useLayoutEffect(() => {
    spotColors.forEach((color, i) => spots.current?.setColorAt(i, color));
  }, [spotColors]);

  const turned = new Vector3();
  const dummy = useMemo(() => new Object3D(), []);
  useFrame(({ clock }, delta) => {
    if (!ball.current || !spots.current) return;
    if (!still) ball.current.rotation.y += delta * 0.6;
    const angle = ball.current.rotation.y;
    BEAMS.forEach((beam, i) => {
      turned.copy(beam.direction).applyAxisAngle(new Vector3(0, 1, 0), angle);
      const reach = DISCO.y / -turned.y;
      dummy.position.set(DISCO.x + turned.x * reach, 0.03, DISCO.z + turned.z * reach);
      dummy.scale.set(1 / Math.max(0.4, -turned.y), 1, 1);
      dummy.rotation.set(0, -Math.atan2(turned.z, turned.x), 0);
      dummy.updateMatrix();
      spots.current!.setMatrixAt(i, dummy.matrix);
    });
    spots.current.instanceMatrix.needsUpdate = true;
    lights.current.forEach((light, i) => {
      if (!light) return;
      const t = clock.elapsedTime * (still ? 0 : 0.8) + i * Math.PI;
      light.position.set(Math.cos(t) * 5, 2.5, Math.sin(t) * 4);
    });
  });

  return (
    <>
      <group ref={ball} position={DISCO}>
        <mesh geometry={mirror} material={mirrorMaterial} />
        <mesh geometry={beams} material={beamMaterial} />
      </group>
      <mesh position={[DISCO.x, (DISCO.y + 0.5 + ROOM.height) / 2, DISCO.z]}>
        <cylinderGeometry args={[0.015, 0.015, ROOM.height - DISCO.y - 0.5, 4]} />
        <meshBasicMaterial color="#888888" />
      </mesh>
      <instancedMesh ref={spots} args={[spot, spotMaterial, BEAMS.length]} frustumCulled={false} />
      <pointLight ref={(light) => void (lights.current[0] = light)} color="#ff4dd2" intensity={9} distance={11} decay={1.4} />
      <pointLight ref={(light) => void (lights.current[1] = light)} color="#4dc3ff" intensity={9} distance={11} decay={1.4} />
    </>
  );
}

/** Confetti scattered on the floor. */
function Confetti() {
  const { geometry, material } = useDisposables(() => ({
    geometry: new PlaneGeometry(0.07, 0.04).rotateX(-Math.PI / 2),
    material: new MeshStandardMaterial({ roughness: 0.6, side: DoubleSide }),
  }));
  const placements = useMemo<Placement[]>(() => {
    const random = seededRandom(41);
    return Array.from({ length: 500 }, () => ({
      position: [between(random, -9.5, 9.5), 0.01, between(random, -7.5, 7.5)],
      rotation: [0, random() * Math.PI, 0],
      color: pick(random, PARTY_COLORS),
    }));
  }, []);
  return <Instanced geometry={geometry} material={material} placements={placements} />;
}

function planks() {
  return canvasTexture(256, 256, (context) => {
    const random = seededRandom(8);
    const rows = 8;
    for (let row = 0; row < rows; row++) {
      let x = -random() * 128;
      while (x < 256) {
        const length = 90 + random() * 80;
        const shade = 150 + Math.floor(random() * 40);
        context.fillStyle = `rgb(${shade + 40}, ${shade - 10}, ${shade - 70})`;
        context.fillRect(x, row * 32, length, 32);
        context.strokeStyle = "rgba(90, 50, 20, 0.5)";
        context.lineWidth = 2;
        context.strokeRect(x, row * 32, length, 32);
        context.strokeStyle = "rgba(120, 70, 30, 0.18)";
        context.lineWidth = 1;
        for (let grain = 0; grain < 4; grain++) {
          const y = row * 32 + 6 + grain * 6 + random() * 3;
          context.beginPath();
          context.moveTo(x, y);
          context.bezierCurveTo(x + length / 3, y + 2, x + (2 * length) / 3, y - 2, x + length, y);
          context.stroke();
        }
        x += length;
      }
    }
  });
}

function wallpaper() {
  return canvasTexture(256, 256, (context) => {
    context.fillStyle = "#ffe3f1";
    context.fillRect(0, 0, 256, 256);
    context.fillStyle = "#e8f6ff";
    for (let x = 0; x < 256; x += 64) context.fillRect(x, 0, 32, 256);
    const dots = ["#ffb3d1", "#b3e0ff", "#ffe9a3", "#c9b3ff"];
    for (let row = 0; row < 8; row++) {
      for (let column = 0; column < 8; column++) {
        context.fillStyle = dots[(row + column) % dots.length]!;
        context.beginPath();
        context.arc(column * 32 + (row % 2) * 16 + 8, row * 32 + 16, 5, 0, Math.PI * 2);
        context.fill();
      }
    }
    context.fillStyle = "#d98cb3";
    context.fillRect(0, 244, 256, 12);
  });
}

function birthdayBanner() {
  return canvasTexture(1024, 160, (context) => {
    const letters = "HAPPY BIRTHDAY!".split("");
    const width = 1024 / letters.length;
    letters.forEach((letter, i) => {
      if (letter === " ") return;
      const x = i * width;
      context.fillStyle = PARTY_COLORS[i % PARTY_COLORS.length]!;
      context.beginPath();
      context.moveTo(x + 4, 10);
      context.lineTo(x + width - 4, 10);
      context.lineTo(x + width - 4, 120);
      context.lineTo(x + width / 2, 150);
      context.lineTo(x + 4, 120);
      context.closePath();
      context.fill();
      context.fillStyle = "#ffffff";
      context.font = "bold 62px sans-serif";
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.fillText(letter, x + width / 2, 70);
    });
  });
}

function windowView() {
  return canvasTexture(256, 192, (context) => {
    const sky = context.createLinearGradient(0, 0, 0, 192);
    sky.addColorStop(0, "#4aa3f0");
    sky.addColorStop(0.75, "#bfe3ff");
    sky.addColorStop(0.76, "#7cc26b");
    sky.addColorStop(1, "#5aa550");
    context.fillStyle = sky;
    context.fillRect(0, 0, 256, 192);
    context.fillStyle = "rgba(255, 255, 255, 0.95)";
    for (const [x, y, r] of [[60, 50, 18], [82, 44, 22], [104, 52, 16], [180, 80, 14], [198, 74, 18]] as const) {
      context.beginPath();
      context.arc(x, y, r, 0, Math.PI * 2);
      context.fill();
    }
    context.fillStyle = "#ffe066";
    context.beginPath();
    context.arc(220, 30, 14, 0, Math.PI * 2);
    context.fill();
  });
}

function mirrorTiles() {
  return tiled(
    canvasTexture(128, 64, (context) => {
      const random = seededRandom(4);
      for (let y = 0; y < 64; y += 8) {
        for (let x = 0; x < 128; x += 8) {
          const shade = 120 + Math.floor(random() * 135);
          context.fillStyle = `rgb(${shade}, ${shade}, ${Math.min(255, shade + 15)})`;
          context.fillRect(x, y, 7, 7);
        }
      }
    }),
  );
}

const { halfWidth, halfDepth, height } = ROOM;

const childrenParty: SceneDefinition = {
  slug: "children-party",
  title: "Children party",
  movement: "walk",
  mobile: "swipe",
  spawn: [0, 1.6, 6.5],
  lookAt: [0, 1.5, -4],
  colliders: [
    ...enclosure(-halfWidth, -halfDepth, halfWidth, halfDepth, height),
    standingBox(TABLE.x, TABLE.z, TABLE.width + 1.6, TABLE.depth + 2, 1),
    standingBox(7.3, -6.3, 2.6, 2.4, 1.2),
  ],
  objects: [
    "A party room with pink polka-dot walls and a HAPPY BIRTHDAY banner",
    "A two-tier pink birthday cake with seven lit candles on a long table",
    "Plates, cups and party hats around the cake, and bright chairs",
    "Balloons floating up to the ceiling and bunches tied to the table",
    "Strings of coloured flags across the room and confetti on the floor",
    "A pile of wrapped presents with bows in the corner",
    "A turning disco ball throwing coloured beams and spots of light",
    "Windows onto a sunny garden",
  ],
  Scene: ChildrenParty,
};

export default childrenParty;
