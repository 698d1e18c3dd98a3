import type { Box } from "../scene.ts";

/** A box standing on the ground (or on `bottom`), centred on x and z. */
export function standingBox(x: number, z: number, width: number, depth: number, height: number, bottom = 0): Box {
  return [x - width / 2, bottom, z - depth / 2, x + width / 2, bottom + height, z + depth / 2];
}

/** Four walls of `thickness` around the rectangle from (minX, minZ) to (maxX, maxZ), built outside it. */
export function enclosure(minX: number, minZ: number, maxX: number, maxZ: number, height = 4, thickness = 0.5): Box[] {
  return [
    [minX - thickness, 0, minZ - thickness, maxX + thickness, height, minZ],
    [minX - thickness, 0, maxZ, maxX + thickness, height, maxZ + thickness],
    [minX - thickness, 0, minZ, minX, height, maxZ],
    [maxX, 0, minZ, maxX + thickness, height, maxZ],
  ];
}

/** Whether the point (x, y, z) lies inside any of `boxes`: what a test uses to check a spawn point is free. */
export function insideAny(boxes: readonly Box[], x: number, y: number, z: number): boolean {
  return boxes.some(([x0, y0, z0, x1, y1, z1]) => x >= x0 && x <= x1 && y >= y0 && y <= y1 && z >= z0 && z <= z1);
}
