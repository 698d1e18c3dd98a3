import { DoubleSide, LatheGeometry, MeshBasicMaterial, MeshStandardMaterial, SphereGeometry, Vector2 } from "three";
import type { Group } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { Glows } from "../../parts/Glows.tsx";
import { mergeParts } from "../../parts/merge.ts";

/** A sheet ghost with a wavy hem and hollow eyes, drifting through the hall in a slow figure of eight. */
export function Ghost({ still }: { still: boolean }) {
  const ghost = useRef<Group>(null);
  const { body, sheet, face, faceMaterial } = useDisposables(() => {
    const profile: Vector2[] = [];
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      // From the crown (top) down to a flared hem.
      const y = 1.1 - t * 1.9;
      const r = t < 0.35 ? Math.sin((t / 0.35) * (Math.PI / 2)) * 0.5 : 0.5 + (t - 0.35) * 0.45;
      profile.push(new Vector2(Math.max(0.001, r), y));
    }
    const lathe = new LatheGeometry(profile, 28);
    const position = lathe.getAttribute("position");
    for (let i = 0; i < position.count; i++) {
      const y = position.getY(i);
      if (y < -0.5) {
        const angle = Math.atan2(position.getZ(i), position.getX(i));
        position.setY(i, y + Math.sin(angle * 6) * 0.12 * ((-0.5 - y) / 0.3));
      }
    }
    lathe.computeVertexNormals();
    return {
      body: lathe,
      sheet: new MeshStandardMaterial({
        color: "#e8f4ff",
        emissive: "#9fc3e8",
        emissiveIntensity: 0.7,
        transparent: true,
        opacity: 0.72,
        side: DoubleSide,
        depthWrite: false,
      }),
      face: mergeParts([
        {
          geometry: new SphereGeometry(0.09, 10, 8),
          color: "#05070a",
          position: [-0.16, 0.72, 0.43],
          scale: [1, 1.5, 0.5],
        },
        {
          geometry: new SphereGeometry(0.09, 10, 8),
          color: "#05070a",
          position: [0.16, 0.72, 0.43],
          scale: [1, 1.5, 0.5],
        },
        { geometry: new SphereGeometry(0.1, 10, 8), color: "#05070a", position: [0, 0.45, 0.47], scale: [1, 1.3, 0.4] },
      ]),
      faceMaterial: new MeshBasicMaterial({ vertexColors: true }),
    };
  });
  useFrame(({ clock, camera }) => {
    if (!ghost.current) return;
    const t = clock.elapsedTime;
    const path = still ? 0 : t * 0.18;
    const x = Math.sin(path) * 7;
    const z = Math.sin(path * 2) * 5 + 2;
    ghost.current.position.set(x, 2.1 + Math.sin(t * 1.4) * (still ? 0.05 : 0.25), z);
    // It always turns to watch the visitor.
    ghost.current.rotation.y = Math.atan2(camera.position.x - x, camera.position.z - z);
    if (!still) ghost.current.rotation.z = Math.sin(t * 1.1) * 0.08;
  });
  return (
    <group ref={ghost} position={[0, 2.1, 2]} scale={1.3}>
      <mesh geometry={body} material={sheet} />
      <mesh geometry={face} material={faceMaterial} />
      <Glows glows={[{ position: [0, 0.3, 0], color: "#7fa8d8", size: 3.2 }]} />
    </group>
  );
}
