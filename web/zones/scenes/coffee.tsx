import type { SceneDefinition, SceneProps } from "../scene.ts";
import { MergedShapes } from "../parts/MergedShapes.tsx";
import { Sky } from "../parts/Sky.tsx";
import { usePaintedTexture } from "../parts/painters.ts";
import { COUNTER, PENDANTS, ROOM, TABLES, bricks, glass, glow, plaster, shiny, street, wood } from "./coffee/layout.ts";
import { Steam } from "./coffee/Steam.tsx";
import {
  brickPainter,
  floorPainter,
  menuPainter,
  plasterPainter,
  signPainterWarm,
  steamPainter,
} from "./coffee/textures.ts";

/**
 * A café to sit in and look around: a brick wall with a chalkboard menu, a wooden counter with an espresso
 * machine, a grinder and a cake display, pendant lamps, bistro tables with steaming cups, plants, and
 * windows onto the street.
 */

function CoffeeScene({ quality }: SceneProps) {
  const floor = usePaintedTexture(floorPainter, { width: 512, height: 512, repeat: [4, 4], seed: 6 });
  const brick = usePaintedTexture(brickPainter, { width: 256, height: 256, seed: 7 });
  const plasterTexture = usePaintedTexture(plasterPainter, { width: 128, height: 128 });
  const menu = usePaintedTexture(menuPainter, { width: 512, height: 512, seed: 2 });
  const sign = usePaintedTexture(signPainterWarm, { width: 512, height: 192 });
  const steam = usePaintedTexture(steamPainter, { width: 64, height: 64 });
  const [tx, tz] = TABLES[0]!;
  return (
    <>
      <Sky top="#5b8fd6" horizon="#f3d9b1" exponent={0.6} />
      <fog attach="fog" args={["#e9dcc6", 25, 70]} />
      <hemisphereLight args={["#fff1dc", "#6b4a30", 1.3]} />
      {/* Daylight through the windows; on a phone the sky light and the pendants light the room (3 lights). */}
      {quality === "desktop" && <directionalLight position={[-20, 12, 4]} intensity={1.4} color="#fff3dc" />}
      {PENDANTS.filter((_, i) => i !== 1).map((x) => (
        <pointLight
          key={x}
          position={[x, ROOM.height - 1.25, COUNTER.z + 0.4]}
          color="#ffc87a"
          intensity={5}
          distance={9}
          decay={1.2}
        />
      ))}
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, (ROOM.minZ + ROOM.maxZ) / 2]}>
        <planeGeometry args={[ROOM.maxX - ROOM.minX, ROOM.maxZ - ROOM.minZ]} />
        <meshLambertMaterial map={floor} />
      </mesh>
      <MergedShapes parts={bricks} worldUV={0.5}>
        <meshLambertMaterial vertexColors map={brick} />
      </MergedShapes>
      <MergedShapes parts={plaster} worldUV={0.5}>
        <meshLambertMaterial vertexColors map={plasterTexture} />
      </MergedShapes>
      <MergedShapes parts={wood} />
      <MergedShapes parts={shiny}>
        <meshStandardMaterial vertexColors metalness={0.6} roughness={0.3} />
      </MergedShapes>
      <MergedShapes parts={glow}>
        <meshBasicMaterial vertexColors toneMapped={false} />
      </MergedShapes>
      <MergedShapes parts={street} />
      <MergedShapes parts={glass}>
        <meshLambertMaterial vertexColors transparent opacity={0.25} depthWrite={false} />
      </MergedShapes>
      <mesh position={[3.8, 2.1, ROOM.minZ + 0.02]}>
        <planeGeometry args={[1.9, 1.9]} />
        <meshLambertMaterial map={menu} />
      </mesh>
      <mesh position={[-1.5, 2.95, ROOM.minZ + 0.03]}>
        <planeGeometry args={[2.6, 0.97]} />
        <meshBasicMaterial map={sign} transparent toneMapped={false} />
      </mesh>
      <Steam texture={steam} at={[tx - 0.12, 0.86, tz + 0.05]} />
    </>
  );
}

const coffee: SceneDefinition = {
  slug: "coffee",
  title: "Coffee",
  movement: "look",
  mobile: "none",
  spawn: [2.2, 1.25, 3.8],
  lookAt: [-1.2, 1.2, -5],
  colliders: [],
  objects: [
    "A wooden counter with a marble top",
    "An espresso machine with cups stacked on top, and a coffee grinder",
    "A glass display of cakes and doughnuts",
    "A chalkboard menu and a glowing Coffee sign on a brick wall",
    "Shelves of coffee beans and bags",
    "Bistro tables and chairs with cups of coffee, one still steaming",
    "Pendant lamps, plants, and a window onto the street",
  ],
  Scene: CoffeeScene,
};

export default coffee;
