import {
  AdditiveBlending,
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  LatheGeometry,
  MeshBasicMaterial,
  MeshStandardMaterial,
  SphereGeometry,
  TorusGeometry,
  Vector2,
} from "three";
import type { Group } from "three";
import { useFrame } from "@react-three/fiber";
import { useMemo, useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { Glows } from "../../parts/Glows.tsx";
import type { Glow } from "../../parts/Glows.tsx";
import { mergeParts, rod } from "../../parts/merge.ts";
import { ALIEN, SAUCER, SAUCER_TURN } from "./layout.ts";

/** The landed flying saucer, its rim lights chasing round and a glow spilling from the open hatch. */
export function Saucer({ still }: { still: boolean }) {
  const lights = useRef<Group>(null);
  const { hull, metal, dome, glass, rim, rimMaterial, beam, beamMaterial } = useDisposables(() => {
    const profile = [
      [0.2, -0.9],
      [1.8, -0.75],
      [3.4, -0.3],
      [SAUCER.radius, 0],
      [3.5, 0.35],
      [2.2, 0.7],
      [1.6, 0.8],
      [0.1, 0.8],
    ].map(([x, y]) => new Vector2(x, y));
    return {
      hull: mergeParts([
        { geometry: new LatheGeometry(profile, 40), color: "#b8c2cc" },
        {
          geometry: new TorusGeometry(SAUCER.radius - 0.05, 0.09, 6, 48),
          color: "#6c7a89",
          rotation: [Math.PI / 2, 0, 0],
        },
        ...[0, 1, 2].flatMap((i) => {
          const angle = (i / 3) * Math.PI * 2 + 0.5;
          const foot: [number, number, number] = [Math.cos(angle) * 3.2, -2.1, Math.sin(angle) * 3.2];
          return [
            rod([Math.cos(angle) * 2, -0.6, Math.sin(angle) * 2], foot, 0.09, "#7b8794", 6),
            {
              geometry: new CylinderGeometry(0.45, 0.5, 0.1, 12),
              color: "#5c6670",
              position: [foot[0], -2.15, foot[2]] as [number, number, number],
            },
          ];
        }),
        // The ramp from the hatch down to the ground, along the saucer's own x axis.
        {
          geometry: new BoxGeometry(3, 0.08, 1.1),
          color: "#8a96a3",
          position: [3.3, -1.45, 0],
          rotation: [0, 0, -0.523],
        },
        { geometry: new CylinderGeometry(0.7, 0.7, 0.06, 20), color: "#3be8b0", position: [2, -0.72, 0] },
      ]),
      metal: new MeshStandardMaterial({ vertexColors: true, metalness: 0.25, roughness: 0.3 }),
      dome: new SphereGeometry(1.7, 32, 16, 0, Math.PI * 2, 0, Math.PI / 2),
      glass: new MeshStandardMaterial({
        color: "#7ff7ff",
        emissive: "#1aa5b5",
        emissiveIntensity: 0.8,
        transparent: true,
        opacity: 0.55,
        roughness: 0.1,
      }),
      rim: mergeParts(
        Array.from({ length: 16 }, (_, i) => {
          const angle = (i / 16) * Math.PI * 2;
          return {
            geometry: new SphereGeometry(0.16, 8, 6),
            color: i % 2 ? "#ff5af1" : "#5affc8",
            position: [Math.cos(angle) * 3.55, 0.28, Math.sin(angle) * 3.55] as [number, number, number],
          };
        }),
      ),
      rimMaterial: new MeshBasicMaterial({ vertexColors: true }),
      beam: new ConeGeometry(2.2, 2.2, 24, 1, true),
      beamMaterial: new MeshBasicMaterial({
        color: "#5affc8",
        transparent: true,
        opacity: 0.12,
        blending: AdditiveBlending,
        depthWrite: false,
      }),
    };
  });
  const rimGlows = useMemo<Glow[]>(
    () =>
      Array.from({ length: 16 }, (_, i) => {
        const angle = (i / 16) * Math.PI * 2;
        return {
          position: [Math.cos(angle) * 3.6, 0.28, Math.sin(angle) * 3.6],
          color: i % 2 ? "#ff5af1" : "#5affc8",
          size: 0.9,
        };
      }),
    [],
  );
  useFrame((_, delta) => {
    if (lights.current && !still) lights.current.rotation.y += delta * 0.8;
  });
  return (
    <group position={[SAUCER.x, 2.25, SAUCER.z]} rotation={[0, SAUCER_TURN, 0]}>
      <mesh geometry={hull} material={metal} />
      <mesh geometry={dome} material={glass} position={[0, 0.75, 0]} />
      <group ref={lights}>
        <mesh geometry={rim} material={rimMaterial} />
        <Glows glows={rimGlows} twinkle={still ? 0 : 0.6} speed={1.5} />
      </group>
      <mesh geometry={beam} material={beamMaterial} position={[0, -1.2, 0]} />
      <pointLight position={[0, -1.4, 0]} color="#5affc8" intensity={12} distance={9} decay={1.5} />
    </group>
  );
}

/** A small green visitor by the ramp, waving. */
export function LittleAlien({ still }: { still: boolean }) {
  const arm = useRef<Group>(null);
  const { body, skin, eyes, eyeMaterial } = useDisposables(() => ({
    body: mergeParts([
      { geometry: new SphereGeometry(0.28, 12, 10), color: "#7be36b", position: [0, 0.62, 0], scale: [1, 1.35, 0.9] },
      { geometry: new SphereGeometry(0.34, 16, 12), color: "#8ef07d", position: [0, 1.22, 0], scale: [1, 0.85, 0.9] },
      rod([-0.1, 0.3, 0], [-0.12, 0, 0], 0.06, "#6acb5b"),
      rod([0.1, 0.3, 0], [0.12, 0, 0], 0.06, "#6acb5b"),
      rod([-0.22, 0.8, 0], [-0.4, 0.45, 0.05], 0.045, "#6acb5b"),
      rod([-0.1, 1.45, 0], [-0.22, 1.8, 0], 0.02, "#6acb5b"),
      rod([0.1, 1.45, 0], [0.22, 1.8, 0], 0.02, "#6acb5b"),
    ]),
    skin: new MeshStandardMaterial({ vertexColors: true, roughness: 0.5 }),
    eyes: mergeParts([
      {
        geometry: new SphereGeometry(0.1, 10, 8),
        color: "#101010",
        position: [-0.13, 1.24, 0.25],
        scale: [1, 1.4, 0.6],
        rotation: [0, 0, 0.4],
      },
      {
        geometry: new SphereGeometry(0.1, 10, 8),
        color: "#101010",
        position: [0.13, 1.24, 0.25],
        scale: [1, 1.4, 0.6],
        rotation: [0, 0, -0.4],
      },
      { geometry: new SphereGeometry(0.05, 8, 6), color: "#ff5af1", position: [-0.22, 1.82, 0] },
      { geometry: new SphereGeometry(0.05, 8, 6), color: "#ff5af1", position: [0.22, 1.82, 0] },
    ]),
    eyeMaterial: new MeshBasicMaterial({ vertexColors: true }),
  }));
  useFrame(({ clock }) => {
    if (arm.current) arm.current.rotation.z = 2.3 + (still ? 0 : Math.sin(clock.elapsedTime * 4) * 0.35);
  });
  return (
    <group position={[ALIEN.x, 0, ALIEN.z]} rotation={[0, 0.1, 0]}>
      <mesh geometry={body} material={skin} />
      <mesh geometry={eyes} material={eyeMaterial} />
      <group ref={arm} position={[0.22, 0.8, 0]}>
        <mesh material={skin} position={[0, -0.2, 0]}>
          <cylinderGeometry args={[0.045, 0.045, 0.4, 6]} />
        </mesh>
      </group>
    </group>
  );
}
