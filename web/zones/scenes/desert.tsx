import { useMemo } from "react";
import type { SceneDefinition, SceneProps } from "../scene.ts";
import { MergedShapes } from "../parts/MergedShapes.tsx";
import { Sky } from "../parts/Sky.tsx";
import { Stars } from "../parts/Stars.tsx";
import { SUN, duneHeight } from "./desert/dunes.ts";
import { cacti, cactusColliders, fence, rocks } from "./desert/layout.ts";
import { Dunes } from "./desert/Dunes.tsx";
import { Campfire, Tumbleweed } from "./desert/moving.tsx";

/**
 * The desert at dusk: rolling dunes you walk over (the ground follows them), saguaro cacti, red rocks and
 * mesas on the horizon, a campfire, and the sun going down under the first stars.
 */

function DesertScene({ quality }: SceneProps) {
  const sunLight = useMemo(() => SUN.map((v) => v * 100) as [number, number, number], []);
  return (
    <>
      <Sky
        top="#141a4d"
        horizon="#ff9457"
        bottom="#c0703e"
        exponent={0.5}
        sun={SUN}
        sunColor="#ffc27a"
        sunSize={0.006}
      />
      <Stars count={500} lowest={0.3} />
      <fog attach="fog" args={["#e08a5c", 45, 210]} />
      <hemisphereLight args={["#c9b0e8", "#f4b070", 2.1]} />
      <directionalLight position={sunLight} intensity={2.2} color="#ffb57a" />
      {/* The glow of the western sky on the sand facing away from the sun (a fourth light: not on a phone). */}
      {quality === "desktop" && <directionalLight position={[-40, 50, 80]} intensity={0.7} color="#f7b8a0" />}
      <Dunes segments={quality === "phone" ? 70 : 140} />
      <MergedShapes parts={cacti} coarse={quality === "phone"} />
      <MergedShapes parts={rocks} coarse={quality === "phone"} />
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
