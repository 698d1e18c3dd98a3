import { CylinderGeometry, DoubleSide, MeshBasicMaterial, MeshStandardMaterial, SphereGeometry } from "three";
import type { PointLight } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { Glows } from "../../parts/Glows.tsx";
import { mergeParts, rod } from "../../parts/merge.ts";
import { flicker } from "./flicker.ts";
import { HALL, LAMPS } from "./layout.ts";

/**
 * Lamps hanging from the roof whose failing bulbs stutter on and off; `lit` of them light the hall (two,
 * or one within a phone's three lights). With reduced motion they burn steadily (flicker is exactly what
 * such visitors ask to be spared).
 */
export function FlickeringLamps({ still, lit }: { still: boolean; lit: number }) {
  const lights = useRef<(PointLight | null)[]>([]);
  const { shades, shadeMaterial, bulb, bulbMaterial } = useDisposables(() => ({
    shades: mergeParts(
      LAMPS.flatMap(({ x, z }) => [
        {
          geometry: new CylinderGeometry(0.2, 0.75, 0.5, 14, 1, true),
          color: "#3d4a3a",
          position: [x, 5.3, z] as [number, number, number],
        },
        rod([x, 5.55, z], [x, HALL.height - 0.3, z], 0.02, "#222222", 4),
      ]),
    ),
    shadeMaterial: new MeshStandardMaterial({ vertexColors: true, side: DoubleSide, metalness: 0.4, roughness: 0.6 }),
    bulb: mergeParts(
      LAMPS.map(({ x, z }) => ({
        geometry: new SphereGeometry(0.14, 10, 8),
        color: "#fff2b0",
        position: [x, 5.08, z] as [number, number, number],
      })),
    ),
    bulbMaterial: new MeshBasicMaterial({ vertexColors: true, transparent: true }),
  }));
  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    lights.current.forEach((light, i) => {
      if (!light) return;
      light.intensity = still ? 7 : flicker(t, i) * 9;
    });
    bulbMaterial.opacity = still ? 1 : 0.35 + flicker(t, 0) * 0.65;
  });
  return (
    <>
      <mesh geometry={shades} material={shadeMaterial} />
      <mesh geometry={bulb} material={bulbMaterial} />
      {LAMPS.slice(0, lit).map(({ x, z }, i) => (
        <pointLight
          key={`${x}${z}`}
          ref={(light) => void (lights.current[i] = light)}
          position={[x, 4.8, z]}
          color="#ffe2a0"
          intensity={7}
          distance={14}
          decay={1.3}
        />
      ))}
      <Glows
        glows={LAMPS.map(({ x, z }) => ({ position: [x, 5.0, z], color: "#ffd98a", size: 1.6 }))}
        twinkle={still ? 0 : 0.5}
        speed={3.1}
      />
    </>
  );
}
