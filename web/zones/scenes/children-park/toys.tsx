import { BoxGeometry, CylinderGeometry, SphereGeometry, TorusGeometry } from "three";
import type { Group, Material } from "three";
import { useFrame } from "@react-three/fiber";
import { useRef } from "react";
import { useDisposables } from "../../parts/dispose.ts";
import { mergeParts } from "../../parts/merge.ts";
import type { Part } from "../../parts/merge.ts";
import { between, pick, seededRandom } from "../../parts/random.ts";
import { ROUNDABOUT } from "./layout.ts";

/** A swing seat on two chains that swings to and fro from the top bar. */
export function Swing({
  x,
  z,
  phase,
  still,
  material,
}: {
  x: number;
  z: number;
  phase: number;
  still: boolean;
  material: Material;
}) {
  const group = useRef<Group>(null);
  const { geometry } = useDisposables(() => ({
    geometry: mergeParts([
      { geometry: new CylinderGeometry(0.02, 0.02, 2.2, 5), color: "#a0aec0", position: [-0.3, -1.1, 0] },
      { geometry: new CylinderGeometry(0.02, 0.02, 2.2, 5), color: "#a0aec0", position: [0.3, -1.1, 0] },
      { geometry: new BoxGeometry(0.75, 0.06, 0.32), color: "#ed8936", position: [0, -2.2, 0] },
    ]),
  }));
  useFrame(({ clock }) => {
    if (group.current) group.current.rotation.x = still ? 0.12 : Math.sin(clock.elapsedTime * 1.6 + phase) * 0.45;
  });
  return (
    <group ref={group} position={[x, 2.78, z]}>
      <mesh geometry={geometry} material={material} />
    </group>
  );
}

/** The roundabout, turning slowly on its centre post. */
export function Roundabout({ still, material }: { still: boolean; material: Material }) {
  const group = useRef<Group>(null);
  const { geometry } = useDisposables(() => {
    const colors = ["#e53e3e", "#f6c026", "#3182ce", "#38a169"];
    const parts: Part[] = colors.map((color, i) => ({
      geometry: new CylinderGeometry(1.6, 1.6, 0.12, 12, 1, false, (i * Math.PI) / 2, Math.PI / 2),
      color,
      position: [0, 0.35, 0],
    }));
    parts.push({ geometry: new CylinderGeometry(0.12, 0.2, 0.35, 10), color: "#4a5568", position: [0, 0.15, 0] });
    parts.push({ geometry: new CylinderGeometry(0.08, 0.08, 0.9, 8), color: "#e2e8f0", position: [0, 0.85, 0] });
    for (let i = 0; i < 4; i++) {
      const angle = (i * Math.PI) / 2 + Math.PI / 4;
      parts.push({
        geometry: new TorusGeometry(0.7, 0.035, 6, 16, Math.PI / 2),
        color: "#e2e8f0",
        position: [Math.cos(angle) * 0.35, 0.42, Math.sin(angle) * 0.35],
        rotation: [0, -angle + Math.PI / 2, 0],
      });
    }
    return { geometry: mergeParts(parts) };
  });
  useFrame((_, delta) => {
    if (group.current && !still) group.current.rotation.y += delta * 0.5;
  });
  return (
    <group ref={group} position={[ROUNDABOUT.x, 0, ROUNDABOUT.z]}>
      <mesh geometry={geometry} material={material} />
    </group>
  );
}

/** Flower beds along the fence: little bright blossoms on green stalks, one mesh. */
export function Flowers({ material }: { material: Material }) {
  const { geometry } = useDisposables(() => {
    const random = seededRandom(3);
    const parts: Part[] = [];
    for (let i = 0; i < 70; i++) {
      const side = i % 2 === 0 ? -1 : 1;
      const x = side * between(random, 3, 11.5);
      const z = between(random, 10.4, 11.6);
      parts.push({ geometry: new CylinderGeometry(0.02, 0.02, 0.35, 4), color: "#2f855a", position: [x, 0.17, z] });
      parts.push({
        geometry: new SphereGeometry(0.11, 6, 4),
        color: pick(random, ["#ff6b9a", "#ffd166", "#ffffff", "#c77dff", "#ff8c42"]),
        position: [x, 0.38, z],
      });
    }
    return { geometry: mergeParts(parts) };
  });
  return <mesh geometry={geometry} material={material} />;
}
