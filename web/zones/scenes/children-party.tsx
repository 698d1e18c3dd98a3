import {
  DoubleSide,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshPhongMaterial,
  PlaneGeometry,
  SphereGeometry,
} from "three";
import type { Group } from "three";
import { useFrame } from "@react-three/fiber";
import { useMemo, useRef } from "react";
import type { SceneDefinition, SceneProps } from "../scene.ts";
import { Balloons } from "../parts/Balloons.tsx";
import type { Balloon } from "../parts/Balloons.tsx";
import { enclosure, standingBox } from "../parts/colliders.ts";
import { useDisposables } from "../parts/dispose.ts";
import { Glows } from "../parts/Glows.tsx";
import { Instanced } from "../parts/Instanced.tsx";
import type { Placement } from "../parts/Instanced.tsx";
import { usePrefersReducedMotion } from "../parts/motion.ts";
import { between, pick, seededRandom } from "../parts/random.ts";
import { Shadows } from "../parts/Shadows.tsx";
import { tiled } from "../parts/textures.ts";
import { CANDLE_TOP, CANDLES, DISCO, PARTY_COLORS, ROOM, TABLE } from "./children-party/layout.ts";
import { bunting, partyFurniture } from "./children-party/furniture.ts";
import { DiscoBall } from "./children-party/DiscoBall.tsx";
import { birthdayBanner, planks, wallpaper, windowView } from "./children-party/textures.ts";

const BALLOONS: Balloon[] = (() => {
  const random = seededRandom(17);
  const ceiling = Array.from({ length: 26 }, () => {
    const x = between(random, -9, 9);
    const z = between(random, -7, 7);
    // Balloons resting against the ceiling, their strings dangling free.
    const dangle = between(random, 1.1, 1.8);
    return {
      anchor: [x, ROOM.height - 0.55 - dangle, z] as [number, number, number],
      rise: dangle - random() * 0.2,
      color: pick(random, PARTY_COLORS),
    };
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

function ChildrenParty({ quality }: SceneProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { floor, walls, ceiling, banner, furniture, paint, flags, flagPaint, windowMaterial } = useDisposables(() => ({
    floor: new MeshPhongMaterial({ map: tiled(planks(), 4, 4), shininess: 30, specular: "#3a2a1a" }),
    walls: new MeshLambertMaterial({ map: tiled(wallpaper(), 6, 1) }),
    ceiling: new MeshLambertMaterial({ color: "#fdf6ff" }),
    banner: new MeshBasicMaterial({ map: birthdayBanner(), transparent: true }),
    windowMaterial: new MeshBasicMaterial({ map: windowView() }),
    furniture: partyFurniture(),
    paint: new MeshLambertMaterial({ vertexColors: true }),
    flags: bunting(),
    flagPaint: new MeshLambertMaterial({ vertexColors: true, side: DoubleSide }),
  }));
  const { halfWidth, halfDepth, height } = ROOM;

  return (
    <>
      <color attach="background" args={["#2a1633"]} />
      <hemisphereLight args={["#fff3fb", "#8a6a7a", 1.15]} />
      {/* Daylight; on a phone the disco lights and the sky light light the party (3 lights). */}
      {quality === "desktop" && <directionalLight position={[-6, 8, 10]} intensity={1.1} color="#fff4e0" />}

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
      <Glows
        glows={CANDLES.map((candle) => ({
          position: [candle.x, CANDLE_TOP + 0.07, candle.z],
          color: "#ffb347",
          size: 0.35,
        }))}
        twinkle={reducedMotion ? 0 : 0.35}
        speed={4}
      />
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
        <mesh
          key={candle.color}
          geometry={geometry}
          material={material}
          position={[candle.x, CANDLE_TOP + 0.06, candle.z]}
        />
      ))}
    </group>
  );
}

/** Confetti scattered on the floor. */
function Confetti() {
  const { geometry, material } = useDisposables(() => ({
    geometry: new PlaneGeometry(0.07, 0.04).rotateX(-Math.PI / 2),
    material: new MeshLambertMaterial({ side: DoubleSide }),
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
