import { expect, test } from "bun:test";
import { Color } from "three";
import { mergeShapes } from "./shapes.ts";

test("shape parts become one geometry, each placed, sized and coloured", () => {
  const geometry = mergeShapes([
    { shape: "box", position: [0, 0.5, 0], scale: [2, 1, 2], color: "#ff0000" },
    { shape: "box", position: [10, 0, 0], color: "#0000ff" },
  ]);
  expect(geometry.getAttribute("position").count).toBe(48);
  geometry.computeBoundingBox();
  expect(geometry.boundingBox!.min.toArray()).toEqual([-1, -0.5, -1]);
  expect(geometry.boundingBox!.max.toArray()).toEqual([10.5, 1, 1]);
  const color = geometry.getAttribute("color");
  const red = new Color("#ff0000");
  expect([color.getX(0), color.getY(0), color.getZ(0)]).toEqual([red.r, red.g, red.b]);
  expect(color.getZ(47)).toBeCloseTo(1);
});

test("world texture coordinates tile evenly however a box is sized", () => {
  const geometry = mergeShapes([{ shape: "box", position: [0, 2, 0], scale: [8, 4, 1], color: "#888888" }], {
    worldUV: 0.5,
  });
  const uv = geometry.getAttribute("uv");
  const us = Array.from({ length: uv.count }, (_, i) => uv.getX(i));
  expect(Math.max(...us) - Math.min(...us)).toBeCloseTo(4);
});

test("a round tower's texture wraps round it a whole number of times", () => {
  const geometry = mergeShapes([{ shape: "cylinder", position: [5, 3, 5], scale: [7, 6, 7], color: "#888888" }], {
    worldUV: 0.2,
  });
  const uv = geometry.getAttribute("uv");
  const us = Array.from({ length: uv.count }, (_, i) => uv.getX(i));
  // Circumference 7π ≈ 22 units at 0.2 repeats per unit: 4 whole repeats round.
  expect(Math.max(...us)).toBeCloseTo(4);
});

test("a row's texture repeats along it when asked", () => {
  const geometry = mergeShapes([
    { shape: "box", position: [0, 0, 0], scale: [1, 0.4, 6], uv: [5, 1], color: "#ffffff" },
  ]);
  const uv = geometry.getAttribute("uv");
  expect(Math.max(...Array.from({ length: uv.count }, (_, i) => uv.getX(i)))).toBe(5);
});
