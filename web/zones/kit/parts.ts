import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  Matrix4,
  Quaternion,
  SphereGeometry,
  Vector3,
} from "three";

/**
 * Static scenery as one mesh: many coloured primitives (shelves, walls, tables, rocks) baked into a single
 * geometry with vertex colours, so a whole room costs one draw call instead of hundreds.
 */

/** `blob` is a coarse sphere for foliage, clouds and bushes, where nobody counts the facets. */
export type Shape = "box" | "cylinder" | "sphere" | "blob" | "cone" | "hemisphere";

export interface Part {
  /** A unit primitive (1 unit across, centred on the origin) or any geometry of one's own. */
  shape: Shape | BufferGeometry;
  /** Where its centre goes. */
  at: readonly [number, number, number];
  /** Its size along x, y and z (the unit shape is scaled by this). */
  size?: readonly [number, number, number];
  /** Euler angles in radians, applied in XYZ order. */
  rotation?: readonly [number, number, number];
  color: string;
  /** Repeats the primitive's own texture coordinates this many times along u and v (a row of book spines). */
  uv?: readonly [number, number];
}

const unitShapes: Record<Shape, () => BufferGeometry> = {
  box: () => new BoxGeometry(1, 1, 1),
  cylinder: () => new CylinderGeometry(0.5, 0.5, 1, 12),
  sphere: () => new SphereGeometry(0.5, 12, 8),
  blob: () => new SphereGeometry(0.5, 7, 5),
  cone: () => new ConeGeometry(0.5, 1, 12),
  hemisphere: () => new SphereGeometry(0.5, 12, 5, 0, Math.PI * 2, 0, Math.PI / 2),
};

export interface MergeOptions {
  /**
   * Texture coordinates from world position instead of each primitive's own (which stretch with its size):
   * each face is projected along its main axis, `worldUV` texture repeats per unit. For textured walls.
   */
  worldUV?: number;
}

/** Bakes the parts into one indexed geometry with position, normal, uv and color attributes. */
export function mergeParts(parts: readonly Part[], options: MergeOptions = {}): BufferGeometry {
  const made = new Map<Shape, BufferGeometry>();
  const pieces = parts.map((part) => {
    const source = typeof part.shape === "string" ? shapeOf(part.shape, made) : part.shape;
    const round = part.shape === "cylinder" || part.shape === "cone";
    return { source, matrix: matrixOf(part), color: new Color(part.color), uvRepeat: part.uv ?? [1, 1], axis: round ? part : undefined };
  });
  const merged = concatenate(pieces, options.worldUV);
  for (const geometry of made.values()) geometry.dispose();
  return merged;
}

function shapeOf(shape: Shape, made: Map<Shape, BufferGeometry>): BufferGeometry {
  let geometry = made.get(shape);
  if (!geometry) made.set(shape, (geometry = unitShapes[shape]()));
  return geometry;
}

export function matrixOf(part: Pick<Part, "at" | "size" | "rotation">): Matrix4 {
  const [rx, ry, rz] = part.rotation ?? [0, 0, 0];
  return new Matrix4().compose(
    new Vector3(...part.at),
    new Quaternion().setFromEuler(new Euler(rx, ry, rz)),
    new Vector3(...(part.size ?? [1, 1, 1])),
  );
}

interface Piece {
  source: BufferGeometry;
  matrix: Matrix4;
  color: Color;
  uvRepeat: readonly [number, number];
  /** For round parts: their centre, so world coordinates wrap around them without a seam. */
  axis?: Pick<Part, "at" | "size">;
}

function concatenate(pieces: readonly Piece[], worldUV: number | undefined): BufferGeometry {
  let vertexCount = 0;
  let indexCount = 0;
  for (const { source } of pieces) {
    vertexCount += source.attributes.position!.count;
    indexCount += source.index ? source.index.count : source.attributes.position!.count;
  }
  const positions = new Float32Array(vertexCount * 3);
  const normals = new Float32Array(vertexCount * 3);
  const uvs = new Float32Array(vertexCount * 2);
  const colors = new Float32Array(vertexCount * 3);
  const indices = vertexCount > 65535 ? new Uint32Array(indexCount) : new Uint16Array(indexCount);
  const point = new Vector3();
  const facing = new Vector3();
  let vertexAt = 0;
  let indexAt = 0;
  for (const { source, matrix, color, uvRepeat, axis } of pieces) {
    const normalMatrix = new Matrix4().copy(matrix).invert().transpose();
    const position = source.attributes.position!;
    const normal = source.attributes.normal;
    const uv = source.attributes.uv;
    for (let i = 0; i < position.count; i++) {
      point.fromBufferAttribute(position, i).applyMatrix4(matrix);
      positions.set([point.x, point.y, point.z], (vertexAt + i) * 3);
      if (normal) {
        facing.fromBufferAttribute(normal, i).transformDirection(normalMatrix);
        normals.set([facing.x, facing.y, facing.z], (vertexAt + i) * 3);
      }
      if (worldUV !== undefined && axis && uv && Math.abs(facing.y) < 0.7) uvs.set(wrappedUV(uv.getX(i), point, axis, worldUV), (vertexAt + i) * 2);
      else if (worldUV !== undefined) uvs.set(projectedUV(point, facing, worldUV), (vertexAt + i) * 2);
      else if (uv) uvs.set([uv.getX(i) * uvRepeat[0], uv.getY(i) * uvRepeat[1]], (vertexAt + i) * 2);
      colors.set([color.r, color.g, color.b], (vertexAt + i) * 3);
    }
    if (source.index) {
      for (let i = 0; i < source.index.count; i++) indices[indexAt + i] = source.index.getX(i) + vertexAt;
      indexAt += source.index.count;
    } else {
      for (let i = 0; i < position.count; i++) indices[indexAt + i] = vertexAt + i;
      indexAt += position.count;
    }
    vertexAt += position.count;
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  geometry.setAttribute("normal", new BufferAttribute(normals, 3));
  geometry.setAttribute("uv", new BufferAttribute(uvs, 2));
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
  geometry.setIndex(new BufferAttribute(indices, 1));
  geometry.computeBoundingSphere();
  return geometry;
}

function projectedUV(point: Vector3, normal: Vector3, scale: number): [number, number] {
  const ax = Math.abs(normal.x);
  const ay = Math.abs(normal.y);
  const az = Math.abs(normal.z);
  if (ay >= ax && ay >= az) return [point.x * scale, point.z * scale];
  if (ax >= az) return [point.z * scale, point.y * scale];
  return [point.x * scale, point.y * scale];
}

/**
 * Around a round part: u follows the primitive's own way round (0 to 1), stretched to a whole number of
 * repeats of its circumference, so a tower's stones line up all the way round without a seam.
 */
function wrappedUV(around: number, point: Vector3, axis: Pick<Part, "at" | "size">, scale: number): [number, number] {
  const circumference = (Math.PI * ((axis.size?.[0] ?? 1) + (axis.size?.[2] ?? 1))) / 2;
  return [around * Math.max(1, Math.round(circumference * scale)), point.y * scale];
}
