import { BoxGeometry, BufferGeometry, ConeGeometry, CylinderGeometry, SphereGeometry, Vector3 } from "three";
import { mergeParts, partMatrix, type Part } from "./merge.ts";

/**
 * Parts named by shape instead of built one by one: a unit primitive (1 unit across, centred) that `scale`
 * sizes, so a room of hundreds of boxes is plain data. Merged with mergeParts, optionally with texture
 * coordinates taken from the world, so one stone or wood texture tiles evenly over every wall however big.
 */

/** `blob` is a coarse sphere for foliage, clouds and bushes, where nobody counts the facets. */
export type Shape = "box" | "cylinder" | "sphere" | "blob" | "cone" | "hemisphere";

export interface ShapePart extends Omit<Part, "geometry"> {
  /** A unit primitive, or any geometry of one's own (a torus, a lathe); it is copied, never consumed. */
  shape: Shape | BufferGeometry;
  /** Repeats the primitive's own texture coordinates this many times along u and v (a row of book spines). */
  uv?: readonly [number, number];
  /** A fine detail (a second layer of fronds, a tooth): left out when merged coarse, at phone quality. */
  fine?: boolean;
}

export interface ShapeOptions {
  /**
   * Texture coordinates from the world instead of each primitive's own (which stretch with its size): each
   * face is projected along its main axis, round parts are wrapped, and the texture repeats `worldUV` times
   * per unit. For textured walls, towers and floors.
   */
  worldUV?: number;
  /**
   * Fewer segments round every primitive (a cylinder of 6 sides, a sphere of 8 × 5): under half the
   * triangles, for the phone quality level; parts marked `fine` are left out.
   */
  coarse?: boolean;
}

const coarseShapes: Record<Shape, () => BufferGeometry> = {
  box: () => new BoxGeometry(1, 1, 1),
  cylinder: () => new CylinderGeometry(0.5, 0.5, 1, 6),
  sphere: () => new SphereGeometry(0.5, 8, 5),
  blob: () => new SphereGeometry(0.5, 5, 3),
  cone: () => new ConeGeometry(0.5, 1, 6),
  hemisphere: () => new SphereGeometry(0.5, 8, 3, 0, Math.PI * 2, 0, Math.PI / 2),
};

const unitShapes: Record<Shape, () => BufferGeometry> = {
  box: () => new BoxGeometry(1, 1, 1),
  cylinder: () => new CylinderGeometry(0.5, 0.5, 1, 12),
  sphere: () => new SphereGeometry(0.5, 12, 8),
  blob: () => new SphereGeometry(0.5, 7, 5),
  cone: () => new ConeGeometry(0.5, 1, 12),
  hemisphere: () => new SphereGeometry(0.5, 12, 5, 0, Math.PI * 2, 0, Math.PI / 2),
};

/** Bakes shape parts into one vertex-coloured geometry (see mergeParts). */
export function mergeShapes(parts: readonly ShapePart[], options: ShapeOptions = {}): BufferGeometry {
  const made = new Map<Shape, BufferGeometry>();
  const shapes = options.coarse ? coarseShapes : unitShapes;
  const kept = options.coarse ? parts.filter((part) => !part.fine) : parts;
  const merged = mergeParts(kept.map((part) => asPart(part, made, shapes, options.worldUV)));
  for (const geometry of made.values()) geometry.dispose();
  return merged;
}

function asPart(
  part: ShapePart,
  made: Map<Shape, BufferGeometry>,
  shapes: Record<Shape, () => BufferGeometry>,
  worldUV: number | undefined,
): Part {
  const geometry = sourceOf(part.shape, made, shapes).clone();
  if (part.uv) repeatUV(geometry, part.uv);
  if (worldUV === undefined) return { ...part, geometry };
  // World coordinates need the part where it stands: place it here and hand it over already placed.
  geometry.applyMatrix4(partMatrix(part));
  const round = part.shape === "cylinder" || part.shape === "cone";
  worldUVs(geometry, worldUV, round ? circumference(part) : undefined);
  return { geometry, color: part.color };
}

function sourceOf(
  shape: ShapePart["shape"],
  made: Map<Shape, BufferGeometry>,
  shapes: Record<Shape, () => BufferGeometry>,
): BufferGeometry {
  if (typeof shape !== "string") return shape;
  let geometry = made.get(shape);
  if (!geometry) made.set(shape, (geometry = shapes[shape]()));
  return geometry;
}

function repeatUV(geometry: BufferGeometry, [u, v]: readonly [number, number]) {
  const uv = geometry.getAttribute("uv");
  for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) * u, uv.getY(i) * v);
}

function circumference(part: ShapePart): number {
  const scale = part.scale ?? 1;
  const [sx, , sz] = typeof scale === "number" ? [scale, scale, scale] : scale;
  return (Math.PI * (sx + sz)) / 2;
}

/**
 * Flat faces take the two world axes across them. Round sides keep the primitive's own way round (0 to 1)
 * stretched to a whole number of repeats of their circumference, so a tower's stones meet without a seam.
 */
function worldUVs(geometry: BufferGeometry, scale: number, around: number | undefined) {
  const position = geometry.getAttribute("position");
  const normal = geometry.getAttribute("normal");
  const uv = geometry.getAttribute("uv");
  const point = new Vector3();
  const facing = new Vector3();
  const repeats = around === undefined ? 0 : Math.max(1, Math.round(around * scale));
  for (let i = 0; i < position.count; i++) {
    point.fromBufferAttribute(position, i);
    facing.fromBufferAttribute(normal, i);
    if (around !== undefined && Math.abs(facing.y) < 0.7) {
      uv.setXY(i, uv.getX(i) * repeats, point.y * scale);
      continue;
    }
    const [ax, ay, az] = [Math.abs(facing.x), Math.abs(facing.y), Math.abs(facing.z)];
    if (ay >= ax && ay >= az) uv.setXY(i, point.x * scale, point.z * scale);
    else if (ax >= az) uv.setXY(i, point.z * scale, point.y * scale);
    else uv.setXY(i, point.x * scale, point.y * scale);
  }
}
