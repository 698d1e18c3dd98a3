import { Color, InstancedMesh, Object3D } from "three";
import type { BufferGeometry, ColorRepresentation, Material } from "three";
import { useLayoutEffect, useRef } from "react";
import { useBuildStep } from "../buildSteps.tsx";

export interface Placement {
  position: readonly [number, number, number];
  rotation?: readonly [number, number, number];
  scale?: number | readonly [number, number, number];
  color?: ColorRepresentation;
}

interface InstancedProps {
  geometry: BufferGeometry;
  material: Material;
  placements: readonly Placement[];
}

/** Many copies of one still thing (trees, posts, presents, rocks) drawn in a single call, in a build step of its own. */
export function Instanced(props: InstancedProps) {
  return useBuildStep() ? <Placed {...props} /> : null;
}

function Placed({ geometry, material, placements }: InstancedProps) {
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    if (mesh.current) place(mesh.current, placements);
  }, [placements]);
  return <instancedMesh ref={mesh} args={[geometry, material, placements.length]} />;
}

const dummy = new Object3D();
const tint = new Color();

/** Writes each placement's transform (and colour, when given) into the instanced mesh. */
export function place(mesh: InstancedMesh, placements: readonly Placement[]) {
  placements.forEach((placement, i) => {
    setTransform(dummy, placement);
    mesh.setMatrixAt(i, dummy.matrix);
    if (placement.color !== undefined) mesh.setColorAt(i, tint.set(placement.color));
  });
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  mesh.computeBoundingSphere();
}

/** Sets an object's position, rotation and scale from a placement and refreshes its matrix. */
export function setTransform(object: Object3D, placement: Omit<Placement, "color">) {
  object.position.set(...placement.position);
  object.rotation.set(...(placement.rotation ?? [0, 0, 0]));
  const scale = placement.scale ?? 1;
  if (typeof scale === "number") object.scale.setScalar(scale);
  else object.scale.set(...scale);
  object.updateMatrix();
}
