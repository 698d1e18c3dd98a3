import type { ComponentType } from "react";

/** An axis-aligned box in world units that people cannot walk through: [minX, minY, minZ, maxX, maxY, maxZ]. */
export type Box = readonly [number, number, number, number, number, number];

export type Vec3 = readonly [number, number, number];

/**
 * How a person moves in a zone. `walk`: keyboard (WASD, arrows) and mouse look on a desktop, held against
 * the colliders and the ground. `look`: a scene to look around from where one stands (coffee, avatar,
 * explorer in the specification).
 */
export type Movement = "walk" | "look";

/**
 * The phone controls the specification gives a zone: `scroll-gravity` (desert, supermart, castle: up and
 * down scroll buttons, a gravity toggle on by default, and swipes), `forward-back` (crocodile: Move Forward
 * and Move Backward buttons), `swipe` (a swipe of more than 50 px moves 5 units), `none`.
 */
export type MobileControls = "scroll-gravity" | "forward-back" | "swipe" | "none";

/**
 * One 3D world. Each lives in `web/zones/scenes/<slug>.tsx` as its default export and is loaded only on its
 * own route, so three.js never reaches other pages. `Scene` draws the meshes, lights and sky; it is rendered
 * inside the zone's <Canvas>, which owns the camera and the movement.
 */
export interface SceneDefinition {
  slug: string;
  title: string;
  movement: Movement;
  mobile: MobileControls;
  /** Where a visitor's eyes start, and the point they face. */
  spawn: Vec3;
  lookAt: Vec3;
  /** The walls and solid things of the world; the ground is y = 0 unless the scene says otherwise. */
  colliders: readonly Box[];
  /** What is in the world, in words: the 2D view shows these when the browser has no WebGL. */
  objects: readonly string[];
  Scene: ComponentType;
}
