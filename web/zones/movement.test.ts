import { describe, expect, test } from "bun:test";
import type { Box } from "./scene.ts";
import {
  BODY_RADIUS,
  CAMERA_STEP,
  EYE_HEIGHT,
  bodyAt,
  eyeOf,
  facing,
  fall,
  forwardOf,
  jump,
  moveHorizontally,
  rise,
  walkDisplacement,
  type Body,
  type World,
} from "./movement.ts";

const wall: Box = [-10, 0, -3.2, 10, 4, -3]; // a wall across the way, 3 m ahead of the origin
const open: World = { colliders: [] };
const walled: World = { colliders: [wall] };
const standing = (x = 0, z = 0, y = 0): Body => ({ x, y, z, vy: 0, grounded: true });

describe("walking", () => {
  test("a camera step forward goes 5 units the way one faces", () => {
    const [dx, dz] = forwardOf(0).map((v) => v * CAMERA_STEP) as [number, number];
    const body = moveHorizontally(standing(), dx, dz, open);
    expect(body.x).toBeCloseTo(0);
    expect(body.z).toBeCloseTo(-5);
  });

  test("a wall stops the body at its face, even a 5-unit step that would jump past it", () => {
    const body = moveHorizontally(standing(), 0, -CAMERA_STEP, walled);
    expect(body.z).toBeCloseTo(-3 + BODY_RADIUS, 3);
    expect(body.z).toBeGreaterThan(-3);
  });

  test("walking into a wall at an angle slides along it", () => {
    const body = moveHorizontally(standing(), 2, -5, walled);
    expect(body.x).toBeCloseTo(2);
    expect(body.z).toBeGreaterThan(-3);
  });

  test("a body against a wall can still walk away from it and along it", () => {
    const against = moveHorizontally(standing(), 0, -5, walled);
    const along = moveHorizontally(against, 3, 0, walled);
    expect(along.x).toBeCloseTo(3);
    const back = moveHorizontally(against, 0, 2, walled);
    expect(back.z).toBeCloseTo(against.z + 2);
  });

  test("diagonal walking is no faster than straight walking", () => {
    const [dx, dz] = walkDisplacement(0.3, 1, 1, 4, 0.5);
    expect(Math.hypot(dx, dz)).toBeCloseTo(2);
    expect(walkDisplacement(0, 0, 0, 4, 1)).toEqual([0, 0]);
  });

  test("a low step is climbed, a high one blocks", () => {
    const step: Box = [-1, 0, -2, 1, 0.3, -1];
    const climbed = moveHorizontally(standing(), 0, -1.5, { colliders: [step] });
    expect(climbed.y).toBeCloseTo(0.3);
    const ledge: Box = [-1, 0, -2, 1, 1, -1];
    const stopped = moveHorizontally(standing(), 0, -1.5, { colliders: [ledge] });
    expect(stopped.y).toBe(0);
    expect(stopped.z).toBeGreaterThan(-1);
  });

  test("something high overhead does not block (walking under a table top or an arch)", () => {
    const arch: Box = [-2, 2.5, -2, 2, 3, -1];
    expect(moveHorizontally(standing(), 0, -3, { colliders: [arch] }).z).toBeCloseTo(-3);
  });
});

describe("falling and the ground", () => {
  test("the body starts on the ground under the spawn point", () => {
    const body = bodyAt([0, 10, 0], { colliders: [], groundHeight: () => 2 });
    expect(body.y).toBe(8.4);
    let falling = body;
    for (let i = 0; i < 200; i++) falling = fall(falling, 1 / 60, { colliders: [], groundHeight: () => 2 }, true);
    expect(falling.y).toBe(2);
    expect(falling.grounded).toBe(true);
    expect(eyeOf(falling)[1]).toBeCloseTo(2 + EYE_HEIGHT);
  });

  test("with gravity off the body stays up; with it on, it lands on a box under it", () => {
    const table: Box = [-1, 0, -1, 1, 1, 1];
    const world: World = { colliders: [table] };
    const up = rise(standing(3, 0), 5, world);
    expect(up.y).toBe(5);
    expect(fall(up, 1, world, false).y).toBe(5);
    let over = moveHorizontally(up, -3, 0, world);
    for (let i = 0; i < 120; i++) over = fall(over, 1 / 60, world, true);
    expect(over.y).toBe(1);
  });

  test("down never goes below the ground", () => {
    expect(rise(standing(), -5, open).y).toBe(0);
  });

  test("a jump rises by its height and comes back down", () => {
    let body = jump(standing(), CAMERA_STEP);
    let top = 0;
    for (let i = 0; i < 300; i++) {
      body = fall(body, 1 / 120, open, true);
      top = Math.max(top, body.y);
    }
    expect(top).toBeGreaterThan(CAMERA_STEP - 0.2);
    expect(top).toBeLessThan(CAMERA_STEP + 0.2);
    expect(body.y).toBe(0);
    expect(jump({ ...body, grounded: false }, 5).vy).toBe(0);
  });

  test("walking down a gentle slope keeps the feet on the ground", () => {
    const slope: World = { colliders: [], groundHeight: (x) => -0.2 * x };
    let body = standing();
    for (let i = 0; i < 60; i++) {
      body = moveHorizontally(body, 4 / 60, 0, slope);
      body = fall(body, 1 / 60, slope, true);
    }
    expect(body.y).toBeCloseTo(-0.2 * body.x);
  });
});

test("facing turns toward the look-at point", () => {
  expect(facing([0, 1.6, 0], [0, 1.6, -5]).yaw).toBeCloseTo(0);
  expect(facing([0, 1.6, 0], [5, 1.6, 0]).yaw).toBeCloseTo(-Math.PI / 2);
  const [fx, fz] = forwardOf(facing([0, 0, 0], [3, 0, 4]).yaw);
  expect(fx).toBeCloseTo(0.6);
  expect(fz).toBeCloseTo(0.8);
});
