import { useLayoutEffect, useRef, type ReactNode } from "react";
import { Color, type BufferGeometry, type InstancedMesh } from "three";
import { matrixOf } from "./parts.ts";

export interface Instance {
  at: readonly [number, number, number];
  size?: readonly [number, number, number];
  rotation?: readonly [number, number, number];
  color?: string;
}

interface InstancedProps {
  geometry: BufferGeometry;
  instances: readonly Instance[];
  /** The material as a JSX child; instance colours multiply its colour. */
  children: ReactNode;
}

/** Many copies of one shape (products, books, trees) in a single draw call. */
export function Instanced({ geometry, instances, children }: InstancedProps) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const color = new Color();
    instances.forEach((instance, i) => {
      mesh.setMatrixAt(i, matrixOf(instance));
      if (instance.color) mesh.setColorAt(i, color.set(instance.color));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [instances]);
  return (
    <instancedMesh ref={ref} args={[geometry, undefined, instances.length]}>
      {children}
    </instancedMesh>
  );
}
