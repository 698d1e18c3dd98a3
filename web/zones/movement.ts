import type { Box, Vec3 } from "./scene.ts";

/**
 * How a visitor's body moves through a zone: pure functions of the body, the input and the world, so they
 * can be tested without a browser. Units are metres; y is up; a yaw of 0 faces -z (three.js's default).
 */

/** From the feet to the eyes. */
export const EYE_HEIGHT = 1.6;
/** From the feet to the top of the head: a box lower than this above the feet is walked into. */
export const BODY_HEIGHT = 1.8;
/** Half the width of the body's square footprint. */
export const BODY_RADIUS = 0.3;
/** A ledge up to this high is stepped onto instead of blocking (stairs, kerbs, pedestals' plinths). */
export const STEP_HEIGHT = 0.45;
export const GRAVITY = 20;
export const WALK_SPEED = 4;
export const RUN_SPEED = 8;
/** The specification's camera step: one swipe or one phone button press moves this far. */
export const CAMERA_STEP = 5;

export interface World {
  colliders: readonly Box[];
  groundHeight?: (x: number, z: number) => number;
}

/** Where the feet are, how fast the body is falling (negative) or rising, and whether it stands on something. */
export interface Body {
  x: number;
  y: number;
  z: number;
  vy: number;
  grounded: boolean;
}

/** A body standing on the ground under the eye position `eye` (a scene's spawn point). */
export function bodyAt(eye: Vec3, world: World): Body {
  const [x, eyeY, z] = eye;
  const feet = eyeY - EYE_HEIGHT;
  const support = supportHeight(world, x, feet, z);
  return { x, y: Math.max(feet, support), z, vy: 0, grounded: feet <= support };
}

export function eyeOf(body: Body): Vec3 {
  return [body.x, body.y + EYE_HEIGHT, body.z];
}

/** The horizontal direction one faces at `yaw`, and the one to the right of it. */
export function forwardOf(yaw: number): [number, number] {
  return [-Math.sin(yaw), -Math.cos(yaw)];
}

export function rightOf(yaw: number): [number, number] {
  return [Math.cos(yaw), -Math.sin(yaw)];
}

/**
 * The horizontal displacement of walking for `dt` seconds: `forward` and `right` are -1, 0 or 1 (keys held),
 * normalised so walking diagonally is not faster.
 */
export function walkDisplacement(
  yaw: number,
  forward: number,
  right: number,
  speed: number,
  dt: number,
): [number, number] {
  const [fx, fz] = forwardOf(yaw);
  const [rx, rz] = rightOf(yaw);
  let dx = fx * forward + rx * right;
  let dz = fz * forward + rz * right;
  const length = Math.hypot(dx, dz);
  if (length === 0) return [0, 0];
  dx = (dx / length) * speed * dt;
  dz = (dz / length) * speed * dt;
  return [dx, dz];
}

/**
 * Moves the body by (dx, dz), sliding along what it runs into. Long moves (a 5-unit phone step) go in short
 * sub-steps so they cannot pass through a thin wall. Ledges up to STEP_HEIGHT are climbed.
 */
export function moveHorizontally(body: Body, dx: number, dz: number, world: World): Body {
  const distance = Math.hypot(dx, dz);
  if (distance === 0) return body;
  const steps = Math.ceil(distance / (BODY_RADIUS * 0.9));
  let { x, y, z } = body;
  for (let i = 0; i < steps; i++) {
    x = resolveX(x + dx / steps, x, y, z, world.colliders);
    z = resolveZ(z + dz / steps, z, x, y, world.colliders);
    // Climbing a step or a rising dune; going down is gravity's work (or the ground-stick in `fall`).
    y = Math.max(y, supportHeight(world, x, y, z));
  }
  return { ...body, x, y, z };
}

/**
 * One frame of falling. With gravity off (the phone's toggle) the body stays where it is, above the ground.
 * A grounded body follows the ground down gentle slopes instead of hopping off them.
 */
export function fall(body: Body, dt: number, world: World, gravity: boolean): Body {
  const support = supportHeight(world, body.x, body.y, body.z);
  if (!gravity) return { ...body, y: Math.max(body.y, support), vy: 0, grounded: body.y <= support };
  if (body.grounded && body.vy <= 0 && body.y - support <= STEP_HEIGHT) {
    return { ...body, y: support, vy: 0, grounded: true };
  }
  const vy = body.vy - GRAVITY * dt;
  const y = body.y + vy * dt;
  if (y <= support) return { ...body, y: support, vy: 0, grounded: true };
  return { ...body, y, vy, grounded: false };
}

/** Starts a jump that rises `height` before gravity brings the body down; only from the ground. */
export function jump(body: Body, height: number): Body {
  if (!body.grounded) return body;
  return { ...body, vy: Math.sqrt(2 * GRAVITY * height), grounded: false };
}

/** Moves the body up or down by `dy` without gravity (the phone's scroll buttons with gravity off). */
export function rise(body: Body, dy: number, world: World): Body {
  const support = supportHeight(world, body.x, body.y, body.z);
  const y = Math.max(body.y + dy, support);
  return { ...body, y, vy: 0, grounded: y <= support };
}

/**
 * The highest thing the feet can rest on at (x, z): the ground, or the top of a collider under the footprint
 * that is no higher than a step above the feet. Higher colliders are walls, not floors.
 */
export function supportHeight(world: World, x: number, feet: number, z: number): number {
  let support = world.groundHeight ? world.groundHeight(x, z) : 0;
  for (const box of world.colliders) {
    const top = box[4];
    if (top <= support || top > feet + STEP_HEIGHT) continue;
    if (overlapsFootprint(box, x, z)) support = top;
  }
  return support;
}

/** A body stopped by a wall rests this far from it, so rounding cannot leave it touching the wall's inside. */
const CLEARANCE = 1e-4;

function resolveX(x: number, fromX: number, feet: number, z: number, colliders: readonly Box[]): number {
  for (const box of colliders) {
    if (!blocks(box, feet) || !overlapsFootprint(box, x, z)) continue;
    x = x > fromX ? box[0] - BODY_RADIUS - CLEARANCE : x < fromX ? box[3] + BODY_RADIUS + CLEARANCE : x;
  }
  return x;
}

function resolveZ(z: number, fromZ: number, x: number, feet: number, colliders: readonly Box[]): number {
  for (const box of colliders) {
    if (!blocks(box, feet) || !overlapsFootprint(box, x, z)) continue;
    z = z > fromZ ? box[2] - BODY_RADIUS - CLEARANCE : z < fromZ ? box[5] + BODY_RADIUS + CLEARANCE : z;
  }
  return z;
}

/** A box is in the way when it spans some of the body's height above a step. */
function blocks(box: Box, feet: number): boolean {
  return box[4] > feet + STEP_HEIGHT && box[1] < feet + BODY_HEIGHT;
}

function overlapsFootprint(box: Box, x: number, z: number): boolean {
  return x + BODY_RADIUS > box[0] && x - BODY_RADIUS < box[3] && z + BODY_RADIUS > box[2] && z - BODY_RADIUS < box[5];
}

/** The yaw and pitch that face `target` from `eye`. */
export function facing(eye: Vec3, target: Vec3): { yaw: number; pitch: number } {
  const dx = target[0] - eye[0];
  const dy = target[1] - eye[1];
  const dz = target[2] - eye[2];
  const flat = Math.hypot(dx, dz);
  return { yaw: flat === 0 ? 0 : Math.atan2(-dx, -dz), pitch: Math.atan2(dy, flat) };
}

/** Looking up or down stops short of straight up and straight down, where the view would flip. */
export const MAX_PITCH = (80 * Math.PI) / 180;

export function clampPitch(pitch: number): number {
  return Math.max(-MAX_PITCH, Math.min(MAX_PITCH, pitch));
}
