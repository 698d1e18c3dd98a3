import { useRef } from "react";
import { useFrame } from "@react-three/fiber";
import type { Group, Texture } from "three";

/** Wisps of steam rising from the cup nearest the visitor. */
export function Steam({ texture, at }: { texture: Texture; at: [number, number, number] }) {
  const group = useRef<Group>(null);
  useFrame(({ clock }) => {
    group.current?.children.forEach((wisp, i) => {
      const phase = (clock.elapsedTime * 0.35 + i / 3) % 1;
      wisp.position.set(Math.sin(phase * 6 + i) * 0.03, phase * 0.35, 0);
      wisp.scale.setScalar(0.08 + phase * 0.14);
      const material = (wisp as unknown as { material: { opacity: number } }).material;
      material.opacity = Math.sin(phase * Math.PI) * 0.7;
    });
  });
  return (
    <group ref={group} position={at}>
      {[0, 1, 2].map((i) => (
        <sprite key={i}>
          <spriteMaterial map={texture} transparent depthWrite={false} />
        </sprite>
      ))}
    </group>
  );
}
