import {
  AdditiveBlending,
  BoxGeometry,
  CircleGeometry,
  ConeGeometry,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  SphereGeometry,
} from "three";
import type { BufferAttribute, Group, Texture } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { Glows } from "../../parts/Glows.tsx";
import { mergeParts } from "../../parts/merge.ts";
import { fractalNoise2D, valueNoise2D } from "../../parts/noise.ts";
import { pixelTexture } from "../../parts/textures.ts";
import { BEACONS, SLIME_POOLS } from "./layout.ts";

/** Puddles of glowing slime that seem to churn (a noise texture drifting across them). */
export function SlimePools({ still }: { still: boolean }) {
  const { pools, material } = useDisposables(() => {
    const texture = slimeTexture();
    return {
      pools: mergeParts(
        SLIME_POOLS.map(({ x, z, size }, i) => ({
          geometry: puddle(size, i),
          color: "#ffffff",
          position: [x, 0.015, z] as [number, number, number],
        })),
      ),
      material: new MeshStandardMaterial({
        map: texture,
        emissiveMap: texture,
        emissive: "#6aff2a",
        emissiveIntensity: 0.9,
        roughness: 0.15,
        transparent: true,
        opacity: 0.92,
      }),
    };
  });
  useFrame((_, delta) => {
    if (still) return;
    const texture = material.map as Texture;
    texture.offset.x += delta * 0.02;
    texture.offset.y += delta * 0.013;
  });
  return <mesh geometry={pools} material={material} />;
}

function puddle(size: number, seed: number) {
  const noise = valueNoise2D(seed + 600);
  const geometry = new CircleGeometry(size, 28).rotateX(-Math.PI / 2);
  const position = geometry.getAttribute("position") as BufferAttribute;
  for (let i = 1; i < position.count; i++) {
    const x = position.getX(i);
    const z = position.getZ(i);
    const angle = Math.atan2(z, x);
    const wobble = 0.7 + noise(Math.cos(angle) * 2 + 5, Math.sin(angle) * 2 + 5) * 0.6;
    position.setXYZ(i, x * wobble, 0, z * wobble);
  }
  return geometry;
}

/** Amber warning beacons on the walls, their beams turning round. */
export function Beacons({ still }: { still: boolean }) {
  const spinners = useRef<(Group | null)[]>([]);
  const { housing, lamp, beam, beamMaterial, lampMaterial, housingMaterial } = useDisposables(() => ({
    housing: mergeParts([
      { geometry: new BoxGeometry(0.4, 0.12, 0.4), color: "#2a2a2a", position: [0, -0.2, 0] },
      { geometry: new BoxGeometry(0.1, 0.4, 0.1), color: "#2a2a2a", position: [0, -0.3, -0.15] },
    ]),
    housingMaterial: new MeshLambertMaterial({ vertexColors: true }),
    lamp: new SphereGeometry(0.18, 14, 10, 0, Math.PI * 2, 0, Math.PI / 2),
    lampMaterial: new MeshBasicMaterial({ color: "#ffb020" }),
    beam: mergeParts(
      [0, Math.PI].map((turn) => ({
        geometry: new ConeGeometry(0.5, 3, 16, 1, true).translate(0, -1.5, 0),
        color: "#ffb020",
        rotation: [0, turn, Math.PI / 2] as [number, number, number],
      })),
    ),
    beamMaterial: new MeshBasicMaterial({
      vertexColors: true,
      transparent: true,
      opacity: 0.2,
      blending: AdditiveBlending,
      depthWrite: false,
    }),
  }));
  useFrame((_, delta) => {
    if (still) return;
    for (const spinner of spinners.current) if (spinner) spinner.rotation.y += delta * 3;
  });
  return (
    <>
      {BEACONS.map(({ x, y, z, facing }, i) => (
        <group key={i} position={[x, y, z]} rotation={[0, facing, 0]}>
          <mesh geometry={housing} material={housingMaterial} />
          <mesh geometry={lamp} material={lampMaterial} position={[0, -0.14, 0]} />
          <group ref={(group) => void (spinners.current[i] = group)} position={[0, -0.02, 0]}>
            <mesh geometry={beam} material={beamMaterial} />
          </group>
        </group>
      ))}
      <Glows
        glows={BEACONS.map(({ x, y, z }) => ({ position: [x, y - 0.05, z], color: "#ff9a10", size: 1.6 }))}
        twinkle={still ? 0 : 0.7}
        speed={0.48}
      />
    </>
  );
}

function slimeTexture() {
  const noise = fractalNoise2D(313, 4, 4);
  return pixelTexture(128, 128, (x, y) => {
    const value = noise((x / 128) * 4, (y / 128) * 4);
    const bubble = value > 0.62 ? 60 : 0;
    return [40 + value * 80 + bubble, 150 + value * 105, 20 + bubble];
  });
}
