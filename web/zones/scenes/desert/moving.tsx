import { useRef } from "react";
import { useFrame } from "@react-three/fiber";
import type { Group, Mesh } from "three";
import { duneHeight } from "./dunes.ts";
import { CAMP, campGround } from "./layout.ts";

/** What moves in the desert: the campfire's flames and a tumbleweed rolling by. */

/** The campfire: flickering flames and a warm light. */
export function Campfire() {
  const flames = useRef<Group>(null);
  const light = useRef<Mesh>(null);
  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    flames.current?.children.forEach((flame, i) => {
      flame.scale.y = 1 + Math.sin(t * 9 + i * 2.1) * 0.18 + Math.sin(t * 23 + i) * 0.08;
    });
    if (light.current) light.current.scale.setScalar(1 + Math.sin(t * 13) * 0.05);
  });
  const [x, z] = CAMP;
  return (
    <group position={[x, campGround, z]}>
      <group ref={flames}>
        {[
          [0, 0.5, 0, 0.5, 1.0, "#ff7a1a"],
          [0.12, 0.4, 0.08, 0.3, 0.7, "#ffb347"],
          [-0.1, 0.35, -0.06, 0.28, 0.6, "#ffd166"],
        ].map(([fx, fy, fz, r, h, c], i) => (
          <mesh key={i} position={[fx as number, fy as number, fz as number]}>
            <coneGeometry args={[r as number, h as number, 8]} />
            <meshBasicMaterial color={c as string} toneMapped={false} transparent opacity={0.9} />
          </mesh>
        ))}
      </group>
      <pointLight position={[0, 1, 0]} color="#ff9a4a" intensity={14} distance={16} decay={1.5} />
      <mesh ref={light} position={[0, 0.3, 0]}>
        <sphereGeometry args={[0.18, 8, 6]} />
        <meshBasicMaterial color="#fff1c1" toneMapped={false} />
      </mesh>
    </group>
  );
}

/** A tumbleweed that rolls across the dunes with the wind. */
export function Tumbleweed() {
  const ref = useRef<Mesh>(null);
  useFrame(({ clock }) => {
    const mesh = ref.current;
    if (!mesh) return;
    const t = (clock.elapsedTime * 2.2) % 80;
    const x = -40 + t;
    const z = -18 + Math.sin(t / 6) * 3;
    mesh.position.set(x, duneHeight(x, z) + 0.45 + Math.abs(Math.sin(t * 1.3)) * 0.35, z);
    mesh.rotation.z = -t * 1.4;
  });
  return (
    <mesh ref={ref}>
      <icosahedronGeometry args={[0.45, 1]} />
      <meshLambertMaterial color="#a2845a" wireframe />
    </mesh>
  );
}
