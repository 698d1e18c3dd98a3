import { BufferAttribute, BufferGeometry, Color, CylinderGeometry, Euler, Matrix4, Quaternion, Vector3 } from "three";
import type { ColorRepresentation } from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";

/** One coloured piece of a model: a primitive geometry placed, turned and scaled in the model's space. */
export interface Part {
  geometry: BufferGeometry;
  color: ColorRepresentation;
  position?: readonly [number, number, number];
  rotation?: readonly [number, number, number];
  scale?: number | readonly [number, number, number];
}

const KEPT_ATTRIBUTES = ["position", "normal", "uv"] as const;

/**
 * Bakes many coloured parts into one geometry with a `color` attribute, so a whole playground or machine
 * hall is one draw call with a `vertexColors` material. The parts' own geometries are disposed.
 */
export function mergeParts(parts: readonly Part[]): BufferGeometry {
  if (parts.length === 0) throw new Error("mergeParts needs at least one part");
  const anyUnindexed = parts.some((part) => part.geometry.index === null);
  const allHaveUv = parts.every((part) => part.geometry.getAttribute("uv") !== undefined);
  const prepared = parts.map((part) => {
    const geometry = anyUnindexed && part.geometry.index ? part.geometry.toNonIndexed() : part.geometry.clone();
    part.geometry.dispose();
    for (const name of Object.keys(geometry.attributes)) {
      if (!KEPT_ATTRIBUTES.includes(name as (typeof KEPT_ATTRIBUTES)[number]) || (name === "uv" && !allHaveUv)) {
        geometry.deleteAttribute(name);
      }
    }
    geometry.morphAttributes = {};
    geometry.applyMatrix4(partMatrix(part));
    paint(geometry, new Color(part.color));
    return geometry;
  });
  const merged = mergeGeometries(prepared, false);
  for (const geometry of prepared) geometry.dispose();
  if (!merged) throw new Error("mergeParts could not merge the parts");
  merged.computeBoundingSphere();
  return merged;
}

/** The transform a part's position, rotation and scale describe. */
export function partMatrix(part: Pick<Part, "position" | "rotation" | "scale">): Matrix4 {
  const [px, py, pz] = part.position ?? [0, 0, 0];
  const [rx, ry, rz] = part.rotation ?? [0, 0, 0];
  const scale = part.scale ?? 1;
  const [sx, sy, sz] = typeof scale === "number" ? [scale, scale, scale] : scale;
  return new Matrix4().compose(
    new Vector3(px, py, pz),
    new Quaternion().setFromEuler(new Euler(rx, ry, rz)),
    new Vector3(sx, sy, sz),
  );
}

function paint(geometry: BufferGeometry, color: Color) {
  const count = geometry.getAttribute("position").count;
  const colors = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    colors[i * 3] = color.r;
    colors[i * 3 + 1] = color.g;
    colors[i * 3 + 2] = color.b;
  }
  geometry.setAttribute("color", new BufferAttribute(colors, 3));
}

/** A cylinder from one point to another: legs, rails, pipes, chains. */
export function rod(
  from: readonly [number, number, number],
  to: readonly [number, number, number],
  radius: number,
  color: Part["color"],
  sides = 6,
): Part {
  const start = new Vector3(...from);
  const direction = new Vector3(...to).sub(start);
  const length = direction.length();
  const middle = start.addScaledVector(direction, 0.5);
  const turn = new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), direction.normalize());
  const euler = new Euler().setFromQuaternion(turn);
  return {
    geometry: new CylinderGeometry(radius, radius, length, sides),
    color,
    position: [middle.x, middle.y, middle.z],
    rotation: [euler.x, euler.y, euler.z],
  };
}
