import { Color, IcosahedronGeometry, MeshLambertMaterial } from "three";
import type { Group } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { useDisposable } from "./dispose.ts";
import { mergeParts } from "./merge.ts";
import type { Part } from "./merge.ts";
import { between, seededRandom } from "./random.ts";

interface CloudsProps {
  count?: number;
  /** Clouds sit on a ring this far from the centre, at about this height. */
  radius?: number;
  height?: number;
  seed?: number;
  color?: string;
  /** Radians per second the ring of clouds turns; 0 keeps them still. */
  drift?: number;
}

/** Puffy low-poly clouds on a ring around the scene, all in one mesh. */
export function Clouds({
  count = 9,
  radius = 70,
  height = 32,
  seed = 7,
  color = "#ffffff",
  drift = 0.004,
}: CloudsProps) {
  const group = useRef<Group>(null);
  const geometry = useDisposable(
    () => cloudRing(count, radius, height, seed, color),
    [count, radius, height, seed, color],
  );
  // Clouds glow a little on their own, so their shaded undersides stay light grey instead of dark.
  const material = useDisposable(
    () =>
      new MeshLambertMaterial({
        vertexColors: true,
        flatShading: true,
        fog: false,
        emissive: new Color(color).multiplyScalar(0.5),
      }),
    [color],
  );
  useFrame((_, delta) => {
    if (group.current) group.current.rotation.y += drift * delta;
  });
  return (
    <group ref={group}>
      <mesh geometry={geometry} material={material} />
    </group>
  );
}

function cloudRing(count: number, radius: number, height: number, seed: number, color: string) {
  const random = seededRandom(seed);
  const parts: Part[] = [];
  for (let cloud = 0; cloud < count; cloud++) {
    const angle = (cloud / count) * Math.PI * 2 + between(random, -0.2, 0.2);
    const distance = radius * between(random, 0.8, 1.2);
    const cx = Math.cos(angle) * distance;
    const cz = Math.sin(angle) * distance;
    const cy = height * between(random, 0.8, 1.2);
    const puffs = 4 + Math.floor(random() * 3);
    for (let puff = 0; puff < puffs; puff++) {
      const along = (puff - puffs / 2) * 2.6;
      parts.push({
        geometry: new IcosahedronGeometry(between(random, 2.2, 3.8), 1),
        color,
        position: [cx - Math.sin(angle) * along, cy + between(random, -0.5, 1.2), cz + Math.cos(angle) * along],
        scale: [1, 0.7, 1],
      });
    }
  }
  return mergeParts(parts);
}
