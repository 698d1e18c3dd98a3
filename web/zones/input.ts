import {
  CAMERA_STEP,
  RUN_SPEED,
  WALK_SPEED,
  clampPitch,
  fall,
  forwardOf,
  jump,
  moveHorizontally,
  rise,
  walkDisplacement,
  type Body,
  type World,
} from "./movement.ts";

/**
 * What the visitor is asking for, written by the page (keys, pointer, phone buttons) and read by the camera
 * rig once a frame. A plain mutable object: input arrives far more often than React should re-render.
 */
export class ZoneInput {
  /** Held keys, by `KeyboardEvent.code` (so WASD works on any keyboard layout). */
  readonly keys = new Set<string>();
  /** Phone steps and rises waiting for the next frame. */
  readonly commands: Command[] = [];
  yaw: number;
  pitch: number;
  /** Field of view in degrees; look scenes zoom by narrowing it. */
  fov = 70;
  /** The phone's gravity toggle: on by default, as the specification says. */
  gravity = true;

  constructor(view: { yaw: number; pitch: number }) {
    this.yaw = view.yaw;
    this.pitch = view.pitch;
  }

  /** Turns the view by an angle in radians (positive yaw turns left, positive pitch looks up). */
  turn(yaw: number, pitch: number) {
    this.yaw += yaw;
    this.pitch = clampPitch(this.pitch + pitch);
  }

  zoom(degrees: number) {
    this.fov = Math.max(MIN_FOV, Math.min(MAX_FOV, this.fov + degrees));
  }

  /** One camera step forward (+1) or backward (-1): a swipe or the Move Forward / Move Backward buttons. */
  step(direction: 1 | -1) {
    this.commands.push({ kind: "step", distance: direction * CAMERA_STEP });
  }

  /** The phone's up (+1) and down (-1) buttons. */
  rise(direction: 1 | -1) {
    this.commands.push({ kind: "rise", distance: direction * CAMERA_STEP });
  }

  held(...codes: string[]): boolean {
    return codes.some((code) => this.keys.has(code));
  }
}

export type Command = { kind: "step"; distance: number } | { kind: "rise"; distance: number };

export const MIN_FOV = 35;
export const MAX_FOV = 75;
/** Radians per second while a turning key is held. */
export const KEY_TURN_SPEED = 1.8;
/** A jump from the keyboard (Space), in units. */
export const JUMP_HEIGHT = 1.1;

/** The keys the zone uses: their default action (scrolling the page) is prevented. */
export const ZONE_KEYS = new Set([
  "KeyW",
  "KeyA",
  "KeyS",
  "KeyD",
  "KeyQ",
  "KeyE",
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Space",
  "ShiftLeft",
  "ShiftRight",
  "Equal",
  "Minus",
  "NumpadAdd",
  "NumpadSubtract",
]);

/**
 * One frame of walking: W/S or Up/Down walk, A/D step sideways, Left/Right and Q/E turn (so the keyboard
 * alone can go anywhere), Shift runs, Space jumps; queued phone commands apply whole; then gravity.
 */
export function walkFrame(body: Body, input: ZoneInput, dt: number, world: World): Body {
  turnFrame(input, dt, ["ArrowLeft", "KeyQ"], ["ArrowRight", "KeyE"]);
  const forward = axis(input, ["KeyW", "ArrowUp"], ["KeyS", "ArrowDown"]);
  const right = axis(input, ["KeyD"], ["KeyA"]);
  const speed = input.held("ShiftLeft", "ShiftRight") ? RUN_SPEED : WALK_SPEED;
  const [dx, dz] = walkDisplacement(input.yaw, forward, right, speed, dt);
  let next = moveHorizontally(body, dx, dz, world);
  if (input.held("Space")) next = jump(next, JUMP_HEIGHT);
  for (const command of input.commands.splice(0)) next = applyCommand(next, command, input, world);
  return fall(next, dt, world, input.gravity);
}

/** One frame of a look scene: every arrow key and WASD turn the view; + and - zoom. */
export function lookFrame(input: ZoneInput, dt: number) {
  turnFrame(input, dt, ["ArrowLeft", "KeyA", "KeyQ"], ["ArrowRight", "KeyD", "KeyE"]);
  const up = axis(input, ["ArrowUp", "KeyW"], ["ArrowDown", "KeyS"]);
  input.turn(0, up * KEY_TURN_SPEED * 0.6 * dt);
  const zoomIn = axis(input, ["Equal", "NumpadAdd"], ["Minus", "NumpadSubtract"]);
  input.zoom(-zoomIn * 30 * dt);
  input.commands.length = 0;
}

function applyCommand(body: Body, command: Command, input: ZoneInput, world: World): Body {
  if (command.kind === "step") {
    const [fx, fz] = forwardOf(input.yaw);
    return moveHorizontally(body, fx * command.distance, fz * command.distance, world);
  }
  // With gravity, "up" is a jump that comes back down; without it, the body floats where it is sent.
  if (input.gravity) return command.distance > 0 ? jump(body, command.distance) : rise(body, command.distance, world);
  return rise(body, command.distance, world);
}

function turnFrame(input: ZoneInput, dt: number, left: string[], right: string[]) {
  input.turn(axis(input, left, right) * KEY_TURN_SPEED * dt, 0);
}

function axis(input: ZoneInput, positive: string[], negative: string[]): number {
  return (input.held(...positive) ? 1 : 0) - (input.held(...negative) ? 1 : 0);
}
