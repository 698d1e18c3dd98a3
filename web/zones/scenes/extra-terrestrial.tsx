import { MeshBasicMaterial, MeshLambertMaterial } from "three";
import { Stars } from "@react-three/drei";
import { useMemo } from "react";
import { Later } from "../buildSteps.tsx";
import type { SceneDefinition, SceneProps } from "../scene.ts";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { Glows } from "../parts/Glows.tsx";
import type { Glow } from "../parts/Glows.tsx";
import { mergeParts } from "../parts/merge.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { Shadows } from "../parts/Shadows.tsx";
import { Sky } from "../parts/Sky.tsx";
import { ALIEN, ARCHES, PLANTS, SAUCER, SPIRES } from "./extra-terrestrial/layout.ts";
import { alienGround, arch, boulders, bulb, spire, stalk } from "./extra-terrestrial/land.ts";
import { Moons } from "./extra-terrestrial/Moons.tsx";
import { LittleAlien, Saucer } from "./extra-terrestrial/Saucer.tsx";

function ExtraTerrestrial({ quality }: SceneProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { ground, groundMaterial } = useDisposables(
    () => ({
      ground: alienGround(quality === "phone" ? 80 : 120),
      groundMaterial: new MeshLambertMaterial({ vertexColors: true, flatShading: true }),
    }),
    [quality],
  );
  const glows = useMemo<Glow[]>(
    () =>
      PLANTS.map((plant) => ({
        position: [plant.x + plant.lean * plant.height, plant.height + 0.1, plant.z],
        color: plant.color,
        size: plant.kind === "mushroom" ? 1.6 : 1.1,
      })),
    [],
  );

  return (
    <>
      <Sky top="#0b0420" horizon="#7a2f7d" bottom="#2a0f33" exponent={0.5} />
      <Stars radius={140} depth={40} count={2500} factor={5} fade speed={reducedMotion ? 0 : 0.6} />
      <Later>
        <Moons />
      </Later>
      <hemisphereLight args={["#7ad8ff", "#5a2060", 0.7]} />
      <directionalLight position={[-40, 45, 30]} intensity={1.8} color="#c9ffe9" />
      <fog attach="fog" args={["#4a1f5a", 30, 150]} />

      <mesh geometry={ground} material={groundMaterial} />
      <Later>
        <Rocks />
      </Later>
      <Later>
        <Plants />
      </Later>
      <Glows glows={glows} twinkle={reducedMotion ? 0 : 0.4} speed={0.4} />
      <Later>
        <Saucer still={reducedMotion} />
      </Later>
      <Later>
        <LittleAlien still={reducedMotion} />
      </Later>
      <Shadows
        shadows={[
          { x: SAUCER.x, z: SAUCER.z, width: SAUCER.radius * 2.4 },
          ...ARCHES.flatMap((item) =>
            [-1, 1].map((side) => ({
              x: item.x + Math.cos(item.turn) * item.radius * side,
              z: item.z - Math.sin(item.turn) * item.radius * side,
              width: 2.6,
            })),
          ),
          { x: ALIEN.x, z: ALIEN.z, width: 0.9 },
        ]}
        opacity={0.4}
      />
    </>
  );
}

/** The arches, spires and boulders: merged in a build step of their own (a long task when built with the ground). */
function Rocks() {
  const { rocks, rockMaterial } = useDisposables(() => ({
    rocks: mergeParts([...ARCHES.map(arch), ...SPIRES.flatMap(spire), ...boulders()].flat()),
    rockMaterial: new MeshLambertMaterial({ vertexColors: true, flatShading: true }),
  }));
  return <mesh geometry={rocks} material={rockMaterial} />;
}

/** The glowing plants' stalks and bulbs, a build step after the rocks. */
function Plants() {
  const { stalks, stalkMaterial, bulbs, bulbMaterial } = useDisposables(() => ({
    stalks: mergeParts(PLANTS.flatMap(stalk)),
    stalkMaterial: new MeshLambertMaterial({ vertexColors: true }),
    bulbs: mergeParts(PLANTS.map(bulb)),
    bulbMaterial: new MeshBasicMaterial({ vertexColors: true }),
  }));
  return (
    <>
      <mesh geometry={stalks} material={stalkMaterial} />
      <mesh geometry={bulbs} material={bulbMaterial} />
    </>
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
      [-1, 1].map((side) =>
        standingBox(
          item.x + Math.cos(item.turn) * item.radius * side,
          item.z - Math.sin(item.turn) * item.radius * side,
          item.radius * 0.8,
          item.radius * 0.8,
          item.radius,
        ),
      ),
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
