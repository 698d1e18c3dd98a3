import type { SceneDefinition, SceneProps } from "../scene.ts";
import { MergedShapes } from "../parts/MergedShapes.tsx";
import { Sky } from "../parts/Sky.tsx";
import { Crocodile } from "./crocodile/Crocodile.tsx";
import { Land, River } from "./crocodile/ground.tsx";
import { BASKING, SPAWN, baskingAt, bridge, colliders, plants } from "./crocodile/layout.ts";
import { riverGround } from "./crocodile/river.ts";

/**
 * A jungle river: palms and broadleaf trees on muddy banks, reeds and lily pads, a footbridge, crocodiles
 * basking on the banks (one with its jaws open) and others swimming with only their eyes and backs showing.
 */

function CrocodileScene({ quality }: SceneProps) {
  const phone = quality === "phone";
  return (
    <>
      <Sky top="#3f86d0" horizon="#e4efd6" exponent={0.6} sun={[-0.3, 0.8, -0.5]} sunColor="#fffbe0" sunSize={0.01} />
      <fog attach="fog" args={["#d7e6cf", 40, 150]} />
      <hemisphereLight args={["#e8f4ff", "#4a5a2a", 1.4]} />
      <directionalLight position={[-30, 70, -40]} intensity={2} color="#fff4d6" />
      <Land segments={phone ? 60 : 100} />
      <River />
      <MergedShapes parts={plants} coarse={phone} />
      <MergedShapes parts={bridge} coarse={phone} />
      {BASKING.map(({ turn, jawOpen }, i) => (
        <Crocodile key={`bask-${i}`} at={baskingAt[i]!} turn={turn} jawOpen={jawOpen} coarse={phone} />
      ))}
      <Crocodile at={[0, 0, 20]} turn={0} swim={{ speed: 0.8, offset: -1.2 }} coarse={phone} />
      <Crocodile at={[0, 0, -5]} turn={0} swim={{ speed: 1.1, offset: 1.5 }} coarse={phone} />
      <Crocodile at={[0, 0, 50]} turn={0} swim={{ speed: 0.6, offset: 0 }} coarse={phone} />
    </>
  );
}

const crocodile: SceneDefinition = {
  slug: "crocodile",
  title: "Crocodile",
  movement: "walk",
  mobile: "forward-back",
  spawn: [SPAWN[0], 1.6, SPAWN[1]],
  lookAt: [SPAWN[0] + 2.5, 0.4, 4],
  colliders,
  groundHeight: riverGround,
  objects: [
    "A winding jungle river",
    "Three crocodiles basking on the muddy banks, one with its jaws wide open",
    "Three crocodiles swimming downstream with only their eyes and backs above the water",
    "Palm trees and broadleaf trees along both banks",
    "Reeds, bushes, rocks and lily pads with pink flowers",
    "A wooden footbridge across the river",
  ],
  Scene: CrocodileScene,
};

export default crocodile;
