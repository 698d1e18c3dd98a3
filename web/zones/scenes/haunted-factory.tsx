import { MeshBasicMaterial, MeshLambertMaterial } from "three";
import { Later } from "../buildSteps.tsx";
import type { SceneDefinition, SceneProps } from "../scene.ts";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { tiled } from "../parts/textures.ts";
import { BARRELS, BELTS, COLUMNS, FURNACE, HALL, PRESS } from "./haunted-factory/layout.ts";
import { hallModel } from "./haunted-factory/hall-model.ts";
import { Belts, Furnace, Gears, Press } from "./haunted-factory/machines.tsx";
import { FlickeringLamps } from "./haunted-factory/FlickeringLamps.tsx";
import { Ghost } from "./haunted-factory/Ghost.tsx";
import { bricks, concrete, mistTexture, nightWindow } from "./haunted-factory/textures.ts";

function HauntedFactory({ quality }: SceneProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { floor, walls, roof, windows, machinery, rust, mist } = useDisposables(() => ({
    floor: new MeshLambertMaterial({ map: tiled(concrete(), 6, 8) }),
    walls: new MeshLambertMaterial({ map: tiled(bricks(), 6, 2) }),
    roof: new MeshLambertMaterial({ color: "#15171c" }),
    windows: new MeshBasicMaterial({ map: nightWindow(), fog: false }),
    machinery: hallModel(),
    rust: new MeshLambertMaterial({ vertexColors: true }),
    mist: new MeshBasicMaterial({
      map: mistTexture(),
      transparent: true,
      opacity: 0.35,
      depthWrite: false,
      color: "#9fb3c8",
    }),
  }));
  const { halfWidth, halfDepth, height } = HALL;

  return (
    <>
      <color attach="background" args={["#07080c"]} />
      <fogExp2 attach="fog" args={["#141a22", 0.055]} />
      <hemisphereLight args={["#4a5a78", "#1a1410", 0.75]} />
      {/* Moonlight through the windows; on a phone one lamp, the furnace and the sky light (3 lights). */}
      {quality === "desktop" && <directionalLight position={[-20, 14, 6]} intensity={0.7} color="#8fa8d8" />}

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
          <mesh
            key={`${z}${side}`}
            material={windows}
            position={[side * (halfWidth - 0.02), 4.6, z]}
            rotation={[0, -side * (Math.PI / 2), 0]}
          >
            <planeGeometry args={[2.4, 3.2]} />
          </mesh>
        )),
      )}

      <mesh geometry={machinery} material={rust} />
      <Later>
        <Belts still={reducedMotion} />
      </Later>
      <Later>
        <Press still={reducedMotion} material={rust} />
      </Later>
      <Later>
        <Gears still={reducedMotion} />
      </Later>
      <Later>
        <Furnace still={reducedMotion} />
      </Later>
      <FlickeringLamps still={reducedMotion} lit={quality === "phone" ? 1 : 2} />
      <Later>
        <Ghost still={reducedMotion} />
      </Later>
      {[0.4, 1.1].map((y, i) => (
        <mesh key={y} material={mist} rotation={[-Math.PI / 2, 0, i]} position={[0, y, 0]}>
          <planeGeometry args={[halfWidth * 2, halfDepth * 2]} />
        </mesh>
      ))}
    </>
  );
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
