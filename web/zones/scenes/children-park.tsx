import { MeshLambertMaterial } from "three";
import { Later } from "../buildSteps.tsx";
import type { SceneDefinition } from "../scene.ts";
import { Balloons } from "../parts/Balloons.tsx";
import { Clouds } from "../parts/Clouds.tsx";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { DomOverlay } from "../parts/DomOverlay.tsx";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { Shadows } from "../parts/Shadows.tsx";
import { Sky } from "../parts/Sky.tsx";
import { tiled } from "../parts/textures.ts";
import { Trees } from "../parts/Trees.tsx";
import { MusicControl } from "./children-park/MusicControl.tsx";
import { BALLOONS, BENCHES, ROUNDABOUT, SLIDE, SWINGS, TREES } from "./children-park/layout.ts";
import { playgroundModel } from "./children-park/playground.ts";
import { Flowers, Roundabout, Swing } from "./children-park/toys.tsx";
import { grassPattern, rubberPattern } from "./children-park/textures.ts";

function ChildrenPark() {
  const reducedMotion = usePrefersReducedMotion();
  const { grass, playground, toys, path, paint } = useDisposables(() => ({
    grass: new MeshLambertMaterial({ map: tiled(grassPattern(), 40, 40) }),
    playground: new MeshLambertMaterial({ map: tiled(rubberPattern(), 6, 5) }),
    path: new MeshLambertMaterial({ color: "#d9c49a" }),
    paint: new MeshLambertMaterial({ vertexColors: true }),
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
      <Later>
        <Swing x={SWINGS.x - 1.1} z={SWINGS.z} phase={0} still={reducedMotion} material={paint} />
      </Later>
      <Later>
        <Swing x={SWINGS.x + 1.1} z={SWINGS.z} phase={1.9} still={reducedMotion} material={paint} />
      </Later>
      <Later>
        <Roundabout still={reducedMotion} material={paint} />
      </Later>
      <Trees kind="round" trees={TREES} />
      <Later>
        <Flowers material={paint} />
      </Later>
      <Later>
        <Balloons balloons={BALLOONS} />
      </Later>
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
