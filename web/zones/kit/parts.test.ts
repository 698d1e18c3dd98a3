import { expect, test } from "bun:test";
import { Color } from "three";
import { mergeParts } from "./parts.ts";

test("parts become one geometry, each placed, sized and coloured", () => {
  const geometry = mergeParts([
    { shape: "box", at: [0, 0.5, 0], size: [2, 1, 2], color: "#ff0000" },
    { shape: "box", at: [10, 0, 0], color: "#0000ff" },
  ]);
  const position = geometry.attributes.position!;
  expect(position.count).toBe(48);
  expect(geometry.index!.count).toBe(72);
  geometry.computeBoundingBox();
  expect(geometry.boundingBox!.min.toArray()).toEqual([-1, -0.5, -1]);
  expect(geometry.boundingBox!.max.toArray()).toEqual([10.5, 1, 1]);
  const color = geometry.attributes.color!;
  const red = new Color("#ff0000");
  expect([color.getX(0), color.getY(0), color.getZ(0)]).toEqual([red.r, red.g, red.b]);
  expect(color.getZ(47)).toBeCloseTo(1);
  // The second box's indices point at its own vertices.
  expect(Math.min(...Array.from(geometry.index!.array).slice(36))).toBe(24);
});

test("world texture coordinates tile evenly however a box is sized", () => {
  const geometry = mergeParts([{ shape: "box", at: [0, 2, 0], size: [8, 4, 1], color: "#888888" }], { worldUV: 0.5 });
  const uv = geometry.attributes.uv!;
  const us = Array.from({ length: uv.count }, (_, i) => uv.getX(i));
  expect(Math.max(...us) - Math.min(...us)).toBeCloseTo(4);
});
