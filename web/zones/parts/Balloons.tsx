import {
  BufferAttribute,
  BufferGeometry,
  Color,
  ConeGeometry,
  InstancedMesh,
  LineBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  SphereGeometry,
} from "three";
import type { ColorRepresentation } from "three";
import { useFrame } from "@react-three/fiber";
import { useLayoutEffect, useRef } from "react";
import { useDisposables } from "./dispose.ts";
import { mergeParts } from "./merge.ts";
import { usePrefersReducedMotion } from "./motion.ts";

export interface Balloon {
  /** Where the string is tied. */
  anchor: readonly [number, number, number];
  /** How far above the anchor the balloon floats. */
  rise: number;
  color: ColorRepresentation;
  /** A balloon's lean away from its anchor, so a bunch fans out. */
  lean?: readonly [number, number];
}

const RADIUS = 0.32;

/** Shiny balloons on strings that bob gently in the air: one mesh and one line set for any number. */
export function Balloons({ balloons }: { balloons: readonly Balloon[] }) {
  const mesh = useRef<InstancedMesh>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { balloon, material } = useDisposables(() => ({
    balloon: mergeParts([
      { geometry: new SphereGeometry(RADIUS, 18, 14), color: "#ffffff", scale: [1, 1.18, 1] },
      {
        geometry: new ConeGeometry(0.06, 0.1, 8),
        color: "#ffffff",
        position: [0, -RADIUS * 1.18 - 0.02, 0],
        rotation: [Math.PI, 0, 0],
      },
    ]),
    material: new MeshStandardMaterial({ vertexColors: true, roughness: 0.25, metalness: 0.05 }),
  }));
  const { strings, stringMaterial } = useDisposables(
    () => ({
      strings: new BufferGeometry().setAttribute(
        "position",
        new BufferAttribute(new Float32Array(balloons.length * 6), 3),
      ),
      stringMaterial: new LineBasicMaterial({ color: "#f5f5f5", transparent: true, opacity: 0.7 }),
    }),
    [balloons],
  );

  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const tint = new Color();
    balloons.forEach((item, i) => target.setColorAt(i, tint.set(item.color)));
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    pose(target, strings, balloons, 0);
  }, [balloons, strings]);

  useFrame(({ clock }) => {
    if (!mesh.current || reducedMotion) return;
    pose(mesh.current, strings, balloons, clock.elapsedTime);
  });

  return (
    <group>
      <instancedMesh ref={mesh} args={[balloon, material, balloons.length]} frustumCulled={false} />
      <lineSegments geometry={strings} material={stringMaterial} frustumCulled={false} />
    </group>
  );
}

const dummy = new Object3D();

function pose(mesh: InstancedMesh, strings: BufferGeometry, balloons: readonly Balloon[], time: number) {
  const line = strings.getAttribute("position") as BufferAttribute;
  balloons.forEach((item, i) => {
    const [ax, ay, az] = item.anchor;
    const [leanX, leanZ] = item.lean ?? [0, 0];
    const sway = Math.sin(time * 1.3 + i * 1.7) * 0.08;
    const x = ax + leanX + sway;
    const y = ay + item.rise + Math.sin(time * 0.9 + i) * 0.06;
    const z = az + leanZ + Math.cos(time * 1.1 + i * 2.3) * 0.08;
    dummy.position.set(x, y, z);
    dummy.rotation.set(leanZ * 0.3 + sway, 0, -leanX * 0.3 - sway);
    dummy.updateMatrix();
    mesh.setMatrixAt(i, dummy.matrix);
    line.setXYZ(i * 2, ax, ay, az);
    line.setXYZ(i * 2 + 1, x, y - RADIUS * 1.18 - 0.05, z);
  });
  mesh.instanceMatrix.needsUpdate = true;
  line.needsUpdate = true;
}
