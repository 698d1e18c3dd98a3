import { useMemo } from "react";
import { BoxGeometry, CylinderGeometry, MeshLambertMaterial, SphereGeometry } from "three";
import type { SceneDefinition, SceneProps } from "../scene.ts";
import { MergedShapes } from "../parts/MergedShapes.tsx";
import { Instanced } from "../parts/Instanced.tsx";
import { Sky } from "../parts/Sky.tsx";
import { useDisposable } from "../parts/dispose.ts";
import { grainPainter, tilePainter, usePaintedTexture } from "../parts/painters.ts";
import { AISLES, HALL, boxes, colliders, cylinders, fixtures, fruit, glow, lines } from "./supermart/layout.ts";
import { Signs } from "./supermart/Signs.tsx";
import { everyOther, groupedProducts } from "./supermart/phone.ts";

/**
 * A supermarket: five aisles of stocked shelves under strip lights, fridges of drinks along the back wall,
 * fruit and vegetable stands, three checkout lanes by the glass front and a car park outside.
 */

const floorPainter = tilePainter("#f8fafc", "#e2e8f0", "#cbd5e1", 4);
const asphaltPainter = grainPainter("#4b5563", 0.1, 0.2);

function SupermartScene({ quality }: SceneProps) {
  const phone = quality === "phone";
  const boxGeometry = useDisposable(() => new BoxGeometry(1, 1, 1), []);
  // On a phone, bottles and cans are drawn as cartons: 12 triangles each instead of 24.
  const cylinderGeometry = useDisposable(
    () => (phone ? new BoxGeometry(1, 1, 1) : new CylinderGeometry(0.5, 0.5, 1, 6)),
    [phone],
  );
  const sphereGeometry = useDisposable(
    () => (phone ? new SphereGeometry(0.5, 6, 4) : new SphereGeometry(0.5, 7, 5)),
    [phone],
  );
  const stock = useMemo(
    () =>
      phone
        ? { boxes: groupedProducts(boxes, 2), cylinders: groupedProducts(cylinders, 3), fruit: everyOther(fruit) }
        : { boxes, cylinders, fruit },
    [phone],
  );
  const products = useDisposable(() => new MeshLambertMaterial(), []);
  const floor = usePaintedTexture(floorPainter, { width: 256, height: 256, repeat: [18, 20], seed: 3 });
  const asphalt = usePaintedTexture(asphaltPainter, { width: 128, height: 128, repeat: [40, 20] });
  return (
    <>
      <Sky top="#3b82f6" horizon="#dbeafe" exponent={0.7} sun={[0.4, 0.6, 1]} sunColor="#fff7d6" sunSize={0.01} />
      <hemisphereLight args={["#ffffff", "#dde3ea", 1.8]} />
      <directionalLight position={[10, 20, 30]} intensity={1.1} />
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, (HALL.minZ + HALL.maxZ) / 2]}>
        <planeGeometry args={[HALL.maxX - HALL.minX, HALL.maxZ - HALL.minZ]} />
        <meshLambertMaterial map={floor} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.02, HALL.maxZ + 40]}>
        <planeGeometry args={[160, 80]} />
        <meshLambertMaterial map={asphalt} />
      </mesh>
      <MergedShapes parts={fixtures} />
      <MergedShapes parts={glow}>
        <meshBasicMaterial vertexColors toneMapped={false} />
      </MergedShapes>
      <Instanced geometry={boxGeometry} material={products} placements={stock.boxes} />
      <Instanced geometry={cylinderGeometry} material={products} placements={stock.cylinders} />
      <Instanced geometry={sphereGeometry} material={products} placements={stock.fruit} />
      <mesh position={[0, 2.4, HALL.maxZ]}>
        <planeGeometry args={[HALL.maxX - HALL.minX, 3.8]} />
        <meshBasicMaterial color="#bfdbfe" transparent opacity={0.15} depthWrite={false} />
      </mesh>
      <Signs />
      <ParkingLines />
    </>
  );
}

function ParkingLines() {
  return <MergedShapes parts={lines} />;
}

const supermart: SceneDefinition = {
  slug: "supermart",
  title: "Supermart",
  movement: "walk",
  mobile: "scroll-gravity",
  spawn: [0, 1.6, 10],
  lookAt: [0, 1.4, -10],
  colliders,
  objects: [
    ...AISLES.map((aisle) => `Aisle ${aisle.name.replace(" · ", ": ")}, shelves stocked on both sides`),
    "A wall of fridges full of drinks",
    "Fruit and vegetable stands heaped with apples and oranges",
    "Three checkout lanes with registers",
    "Shopping carts",
    "A glass front onto the car park",
  ],
  Scene: SupermartScene,
};

export default supermart;
