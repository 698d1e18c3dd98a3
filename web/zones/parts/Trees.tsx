import { ConeGeometry, CylinderGeometry, IcosahedronGeometry, MeshLambertMaterial } from "three";
import { useMemo } from "react";
import { useDisposable } from "./dispose.ts";
import { Instanced } from "./Instanced.tsx";
import type { Placement } from "./Instanced.tsx";
import { mergeParts } from "./merge.ts";

export type TreeKind = "round" | "pine";

interface TreesProps {
  kind: TreeKind;
  /** Where each tree stands (its foot), how big it is (1 ≈ 5 m tall) and how it is turned. */
  trees: readonly { x: number; z: number; y?: number; scale?: number; turn?: number; tint?: string }[];
}

/** A wood of low-poly trees, every tree of a kind in one draw call. */
export function Trees({ kind, trees }: TreesProps) {
  const geometry = useDisposable(() => (kind === "pine" ? pineTree() : roundTree()), [kind]);
  const material = useDisposable(() => new MeshLambertMaterial({ vertexColors: true, flatShading: true }));
  const placements = useMemo<Placement[]>(
    () =>
      trees.map((tree) => ({
        position: [tree.x, tree.y ?? 0, tree.z],
        rotation: [0, tree.turn ?? 0, 0],
        scale: tree.scale ?? 1,
        color: tree.tint ?? "#ffffff",
      })),
    [trees],
  );
  return <Instanced geometry={geometry} material={material} placements={placements} />;
}

/** A broadleaf tree about 5 units tall: a trunk and three clumps of leaves. */
export function roundTree() {
  return mergeParts([
    { geometry: new CylinderGeometry(0.18, 0.28, 2.4, 7), color: "#7a5230", position: [0, 1.2, 0] },
    { geometry: new IcosahedronGeometry(1.5, 1), color: "#4f9a3a", position: [0, 3.3, 0] },
    { geometry: new IcosahedronGeometry(1.05, 1), color: "#5cae44", position: [0.9, 2.8, 0.3] },
    { geometry: new IcosahedronGeometry(1.0, 1), color: "#468a33", position: [-0.8, 2.9, -0.4] },
  ]);
}

/** A fir about 5.5 units tall: a trunk under three stacked cones. */
export function pineTree() {
  return mergeParts([
    { geometry: new CylinderGeometry(0.15, 0.22, 1.4, 6), color: "#6b4426", position: [0, 0.7, 0] },
    { geometry: new ConeGeometry(1.5, 2.2, 8), color: "#2f6b3a", position: [0, 2.1, 0] },
    { geometry: new ConeGeometry(1.15, 1.9, 8), color: "#357a41", position: [0, 3.3, 0] },
    { geometry: new ConeGeometry(0.75, 1.6, 8), color: "#3d8a49", position: [0, 4.4, 0] },
  ]);
}
