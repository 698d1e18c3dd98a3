import {
  CylinderGeometry,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshPhongMaterial,
  MeshStandardMaterial,
} from "three";
import { Later } from "../buildSteps.tsx";
import type { SceneDefinition, SceneProps } from "../scene.ts";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { Glows } from "../parts/Glows.tsx";
import type { Glow } from "../parts/Glows.tsx";
import { mergeParts } from "../parts/merge.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { tiled } from "../parts/textures.ts";
import { CONSOLES, LAB, SLIME_POOLS, TABLE, TANK, TANKS } from "./mutant/layout.ts";
import { labModel } from "./mutant/lab-model.ts";
import { Creature, TankBubbles } from "./mutant/tanks.tsx";
import { Beacons, SlimePools } from "./mutant/hazards.tsx";
import { biohazardSign, consoleScreen, floorTiles, stormySky, wallPanels } from "./mutant/textures.ts";

function MutantLab({ quality }: SceneProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { floor, walls, ceiling, skylight, fixtures, steel, liquid, liquids, sign, screen, eyes } = useDisposables(
    () => ({
      floor: new MeshPhongMaterial({ map: tiled(floorTiles(), 11, 12), shininess: 60, specular: "#555555" }),
      walls: new MeshLambertMaterial({ map: tiled(wallPanels(), 8, 1) }),
      ceiling: new MeshLambertMaterial({ color: "#8d979b" }),
      skylight: new MeshBasicMaterial({ map: stormySky(), fog: false }),
      fixtures: labModel(),
      steel: new MeshPhongMaterial({ vertexColors: true, shininess: 40, specular: "#666666" }),
      // The glass and the liquid in it are one glossy, glowing, see-through layer: one pass over the tanks.
      liquid: mergeParts(
        TANKS.map(({ x, z }) => ({
          geometry: new CylinderGeometry(TANK.radius, TANK.radius, TANK.height, 28, 1),
          color: "#ffffff",
          position: [x, TANK.base + TANK.height / 2, z] as [number, number, number],
        })),
      ),
      liquids: new MeshStandardMaterial({
        color: "#3bff6a",
        emissive: "#1fae3a",
        emissiveIntensity: 0.8,
        transparent: true,
        opacity: 0.42,
        roughness: 0.08,
        metalness: 0.1,
        depthWrite: false,
      }),
      sign: new MeshBasicMaterial({ map: biohazardSign() }),
      screen: new MeshBasicMaterial({ map: consoleScreen() }),
      // One for every creature's eyes (their colours are the vertices'): a material less per tank.
      eyes: new MeshBasicMaterial({ vertexColors: true }),
    }),
  );
  const { halfWidth, halfDepth, height } = LAB;

  return (
    <>
      <color attach="background" args={["#0a0f0c"]} />
      <fog attach="fog" args={["#0d1a12", 12, 40]} />
      <hemisphereLight args={["#dfffe8", "#2a3a30", 0.85]} />
      {/* A cold fill; on a phone the tanks' green lights and the sky light light the lab (3 lights). */}
      {quality === "desktop" && <directionalLight position={[4, 10, 8]} intensity={0.6} color="#eafff2" />}
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
        <mesh
          key={x}
          material={screen}
          position={[x + (x < 0 ? 0.36 : -0.36), 1.75, z]}
          rotation={[0, x < 0 ? Math.PI / 2 : -Math.PI / 2, 0]}
        >
          <planeGeometry args={[1.5, 0.9]} />
        </mesh>
      ))}

      <mesh geometry={fixtures} material={steel} />
      {TANKS.map((tank) => (
        <Creature key={tank.seed} x={tank.x} z={tank.z} seed={tank.seed} still={reducedMotion} eyeMaterial={eyes} />
      ))}
      <mesh geometry={liquid} material={liquids} renderOrder={1} />
      <Later>
        <TankBubbles still={reducedMotion} />
      </Later>
      <Later>
        <SlimePools still={reducedMotion} />
      </Later>
      <Later>
        <Beacons still={reducedMotion} />
      </Later>
      <Glows glows={labGlows} twinkle={reducedMotion ? 0 : 0.25} speed={0.6} />
    </>
  );
}

const labGlows: Glow[] = [
  ...TANKS.map(({ x, z }) => ({ position: [x, TANK.base + TANK.height / 2, z] as const, color: "#2aff5a", size: 2.8 })),
  ...SLIME_POOLS.map(({ x, z, size }) => ({ position: [x, 0.2, z] as const, color: "#6aff2a", size: size * 2.2 })),
  ...[-0.9, 0, 0.9].map((dx, i) => ({
    position: [TABLE.x + dx, TABLE.height + 0.3, TABLE.z] as const,
    color: ["#ff3bd4", "#3bd4ff", "#b6ff3b"][i]!,
    size: 0.8,
  })),
];

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
    ...TANKS.map(({ x, z }) =>
      standingBox(x, z, TANK.radius * 2 + 0.5, TANK.radius * 2 + 0.5, TANK.base + TANK.height + 0.3),
    ),
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
