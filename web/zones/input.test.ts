import { describe, expect, test } from "bun:test";
import { ZoneInput, lookFrame, walkFrame } from "./input.ts";
import { CAMERA_STEP, type Body, type World } from "./movement.ts";

const open: World = { colliders: [] };
const standing = (): Body => ({ x: 0, y: 0, z: 0, vy: 0, grounded: true });
const facingNorth = () => new ZoneInput({ yaw: 0, pitch: 0 });

function run(body: Body, input: ZoneInput, seconds: number, world = open): Body {
  for (let t = 0; t < seconds; t += 1 / 60) body = walkFrame(body, input, 1 / 60, world);
  return body;
}

describe("walking with the keyboard", () => {
  test("W and the up arrow walk forward; S back; A and D sideways", () => {
    const input = facingNorth();
    input.keys.add("KeyW");
    expect(run(standing(), input, 1).z).toBeCloseTo(-4, 0);
    input.keys.clear();
    input.keys.add("ArrowUp");
    expect(run(standing(), input, 1).z).toBeLessThan(-3.5);
    input.keys.clear();
    input.keys.add("KeyS");
    expect(run(standing(), input, 1).z).toBeGreaterThan(3.5);
    input.keys.clear();
    input.keys.add("KeyD");
    expect(run(standing(), input, 1).x).toBeGreaterThan(3.5);
  });

  test("Shift runs; the left and right arrows turn", () => {
    const input = facingNorth();
    input.keys.add("KeyW");
    input.keys.add("ShiftLeft");
    expect(run(standing(), input, 1).z).toBeLessThan(-7.5);
    const turning = facingNorth();
    turning.keys.add("ArrowLeft");
    run(standing(), turning, 0.5);
    expect(turning.yaw).toBeGreaterThan(0.8);
  });
});

describe("phone commands", () => {
  test("a step moves exactly 5 units the way one faces, forward or back", () => {
    const input = new ZoneInput({ yaw: Math.PI / 2, pitch: 0 });
    input.step(1);
    const ahead = walkFrame(standing(), input, 1 / 60, open);
    expect(ahead.x).toBeCloseTo(-CAMERA_STEP);
    expect(ahead.z).toBeCloseTo(0);
    input.step(-1);
    expect(walkFrame(ahead, input, 1 / 60, open).x).toBeCloseTo(0);
    expect(input.commands).toHaveLength(0);
  });

  test("up with gravity on jumps and lands; with gravity off it floats 5 units up until down", () => {
    const input = facingNorth();
    input.rise(1);
    let body = walkFrame(standing(), input, 1 / 60, open);
    expect(body.grounded).toBe(false);
    body = run(body, input, 3);
    expect(body.y).toBe(0);

    input.gravity = false;
    input.rise(1);
    body = run(body, input, 2);
    expect(body.y).toBe(CAMERA_STEP);
    input.rise(-1);
    body = walkFrame(body, input, 1 / 60, open);
    expect(body.y).toBe(0);
  });
});

test("look scenes turn with the keys and zoom within limits", () => {
  const input = facingNorth();
  input.keys.add("ArrowRight");
  input.keys.add("ArrowUp");
  input.keys.add("Equal");
  for (let i = 0; i < 600; i++) lookFrame(input, 1 / 60);
  expect(input.yaw).toBeLessThan(-10);
  expect(input.pitch).toBeCloseTo((80 * Math.PI) / 180);
  expect(input.fov).toBe(35);
});
