import { MeshBasicMaterial, PlaneGeometry } from "three";
import { useMemo } from "react";
import { useDisposables } from "./dispose.ts";
import { Instanced } from "./Instanced.tsx";
import type { Placement } from "./Instanced.tsx";
import { pixelTexture } from "./textures.ts";

interface ShadowsProps {
  /** Soft round shadows on the ground: centre x and z, width and depth. */
  shadows: readonly { x: number; z: number; width: number; depth?: number; y?: number }[];
  opacity?: number;
}

/**
 * Soft dark patches under things that stand on the ground, instead of real-time shadow maps: they anchor
 * trees and toys to the floor for one draw call and no extra render pass.
 */
export function Shadows({ shadows, opacity = 0.35 }: ShadowsProps) {
  const { geometry, material } = useDisposables(
    () => ({
      geometry: new PlaneGeometry(1, 1).rotateX(-Math.PI / 2),
      material: new MeshBasicMaterial({
        color: "#000000",
        alphaMap: softSpot(),
        transparent: true,
        opacity,
        depthWrite: false,
      }),
    }),
    [opacity],
  );
  const placements = useMemo<Placement[]>(
    () =>
      shadows.map((shadow) => ({
        position: [shadow.x, shadow.y ?? 0.02, shadow.z],
        scale: [shadow.width, 1, shadow.depth ?? shadow.width],
      })),
    [shadows],
  );
  return <Instanced geometry={geometry} material={material} placements={placements} />;
}

/** A round gradient, opaque in the middle and clear at the rim (only its green channel is read as alpha). */
export function softSpot(size = 64) {
  const middle = (size - 1) / 2;
  return pixelTexture(size, size, (x, y) => {
    const distance = Math.hypot(x - middle, y - middle) / middle;
    const value = Math.round(255 * Math.max(0, 1 - distance) ** 1.5);
    return [value, value, value];
  });
}
