import type { SceneDefinition } from "../scene.ts";
import { MergedShapes } from "../parts/MergedShapes.tsx";
import { Sky } from "../parts/Sky.tsx";
import { usePaintedTexture } from "../parts/painters.ts";
import { WALL, clouds, colliders, plain, stone } from "./castle/layout.ts";
import { Banners, Flags, Water } from "./castle/moving.tsx";
import { bannerPainter, dirtPainter, flagPainter, grassPainter, stonePainter } from "./castle/textures.ts";

/**
 * A castle on a summer day: a moat crossed by a drawbridge, curtain walls with battlements, four round
 * towers with pointed roofs and flags, a gatehouse with its portcullis up, and a courtyard with a keep,
 * banners, a well and stairs up to the wall walk.
 */

function CastleScene() {
  const stoneTexture = usePaintedTexture(stonePainter, { width: 256, height: 256, seed: 4 });
  const grass = usePaintedTexture(grassPainter, { width: 128, height: 128, repeat: [120, 120] });
  const dirt = usePaintedTexture(dirtPainter, { width: 128, height: 128, repeat: [10, 10] });
  const banner = usePaintedTexture(bannerPainter, { width: 256, height: 512 });
  const flag = usePaintedTexture(flagPainter, { width: 128, height: 80 });
  return (
    <>
      <Sky top="#2b64c8" horizon="#d4e8ff" exponent={0.55} sun={[0.5, 0.55, 0.6]} sunColor="#fff6d8" sunSize={0.012} />
      <fog attach="fog" args={["#cfe2f7", 90, 320]} />
      <hemisphereLight args={["#dbeafe", "#5d7a3a", 1.3]} />
      <directionalLight position={[50, 60, 60]} intensity={2.2} color="#fff3dc" />
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <circleGeometry args={[420, 40]} />
        <meshLambertMaterial map={grass} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.01, (WALL.minZ + WALL.maxZ) / 2]}>
        <planeGeometry args={[WALL.maxX - WALL.minX, WALL.maxZ - WALL.minZ]} />
        <meshLambertMaterial map={dirt} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.01, 60]}>
        <planeGeometry args={[6, 120]} />
        <meshLambertMaterial map={dirt} />
      </mesh>
      <MergedShapes parts={stone} worldUV={0.2}>
        <meshLambertMaterial vertexColors map={stoneTexture} />
      </MergedShapes>
      <MergedShapes parts={plain} />
      <MergedShapes parts={clouds}>
        <meshLambertMaterial vertexColors emissive="#9fb6d6" fog={false} />
      </MergedShapes>
      <Water />
      <Banners texture={banner} />
      <Flags texture={flag} />
    </>
  );
}

const castle: SceneDefinition = {
  slug: "castle",
  title: "Castle",
  movement: "walk",
  mobile: "scroll-gravity",
  spawn: [0, 1.6, 14],
  lookAt: [0, 6, -20],
  colliders,
  objects: [
    "A stone castle with curtain walls and battlements",
    "Four round towers with blue pointed roofs and flags",
    "A gatehouse with a raised portcullis and a drawbridge over the moat",
    "A courtyard with a great keep, a well, barrels and hay",
    "Stairs up to the wall walk",
    "Red and gold banners hanging on the walls and the keep",
    "Woods and green hills around the castle",
  ],
  Scene: CastleScene,
};

export default castle;
