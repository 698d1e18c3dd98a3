import { useRef } from "react";
import { useFrame } from "@react-three/fiber";
import { DoubleSide, type Group, type Texture } from "three";
import { MergedShapes } from "../../parts/MergedShapes.tsx";
import { usePaintedTexture } from "../../parts/painters.ts";
import { BANNERS, KEEP, TOWER, TOWERS, water } from "./layout.ts";
import { waterPainter } from "./textures.ts";

/** What moves in the castle: banners swinging on the walls, flags on the towers, the moat's ripples. */

export function Banners({ texture }: { texture: Texture }) {
  const group = useRef<Group>(null);
  useFrame(({ clock }) => {
    group.current?.children.forEach((banner, i) => {
      // Always swinging outward, away from the stone it hangs on.
      banner.rotation.x = -(1 + Math.sin(clock.elapsedTime * 1.3 + i)) * 0.03;
    });
  });
  return (
    <group ref={group}>
      {BANNERS.map(({ position, turn }, i) => (
        <group key={i} position={position} rotation={[0, turn, 0]}>
          <mesh position={[0, -1.8, 0]}>
            <planeGeometry args={[1.8, 3.6]} />
            <meshLambertMaterial map={texture} transparent alphaTest={0.5} side={DoubleSide} />
          </mesh>
        </group>
      ))}
    </group>
  );
}

export function Flags({ texture }: { texture: Texture }) {
  const group = useRef<Group>(null);
  useFrame(({ clock }) => {
    group.current?.children.forEach((flag, i) => {
      flag.rotation.y = Math.sin(clock.elapsedTime * 2.2 + i * 1.7) * 0.35 - 0.2;
    });
  });
  const poles: [number, number, number][] = [
    ...TOWERS.map(([x, z]): [number, number, number] => [x, TOWER.height + 9, z]),
    [KEEP.x, KEEP.height + 7.5, KEEP.z],
  ];
  return (
    <group ref={group}>
      {poles.map((at, i) => (
        <group key={i} position={at}>
          <mesh position={[1.1, 0, 0]}>
            <planeGeometry args={[2.2, 1.3]} />
            <meshLambertMaterial map={texture} side={DoubleSide} />
          </mesh>
        </group>
      ))}
    </group>
  );
}

export function Water() {
  const texture = usePaintedTexture(waterPainter, { width: 256, height: 256, repeat: [12, 12], seed: 9 });
  useFrame((_, delta) => {
    texture.offset.x = (texture.offset.x + delta * 0.015) % 1;
    texture.offset.y = (texture.offset.y + delta * 0.008) % 1;
  });
  return (
    <MergedShapes parts={water} worldUV={0.08}>
      <meshPhongMaterial vertexColors map={texture} shininess={80} specular="#bcd7ff" />
    </MergedShapes>
  );
}
