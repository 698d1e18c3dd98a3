import type { ComponentType } from "react";
import type { Quality } from "./quality.ts";

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
  /**
   * The height of the ground at (x, z), for worlds that are not flat (dunes, hills); y = 0 when absent. The
   * scene's ground mesh should be built from the same function, so feet and ground agree.
   */
  groundHeight?: (x: number, z: number) => number;
  Scene: ComponentType<SceneProps>;
  /**
   * Page content drawn over the canvas, outside WebGL: the library's reader and notes, a music button. It
   * hears what the scene selected and holds the zone's notes; it also shows where the browser has no WebGL.
   */
  Overlay?: ComponentType<OverlayProps>;
}

/** What the zone gives a scene. A scene that needs none of it may ignore its props. */
export interface SceneProps {
  /** Tells the zone that a thing in the world was clicked or tapped (a library book), by the scene's own id. */
  onSelect: (id: string) => void;
  /** The visitor's own avatar when known (the avatar showroom marks it). */
  avatar?: AvatarChoice;
  /**
   * How much to draw: at `phone` quality (phones, and WebGL drawn in software) a scene keeps within the phone
   * budget (budget/budgets.ts: fewer segments, instances and decorations, smaller textures, 3 lights).
   */
  quality: Quality;
}

/** What the zone gives its overlay. */
export interface OverlayProps {
  /** The id the scene last selected, or null; `onClose` clears it. */
  selected: string | null;
  onSelect: (id: string) => void;
  onClose: () => void;
  /** The visitor's own notes for this zone (the library's notes box), saved by whoever renders the zone. */
  notes: string;
  onNotesChange: (text: string) => void;
  /** False where the browser cannot show 3D: the overlay is then part of the 2D page. */
  webgl: boolean;
}

export type AvatarChoice = 1 | 2;
