/**
 * How the view draws when WebGL runs in software (SwiftShader, llvmpipe: a browser without a usable GPU).
 * There a frame is not drawn beside the page but in its way: Chromium copies every drawn canvas back into
 * the page's compositor frame (a readback that waits for the whole software draw), so each frame is a task on
 * the page's main thread costing time in proportion to its pixels, 40–80 ms for a full-screen one on the
 * bench machine. Real products drawing in software do the same two things: draw fewer pixels (a fixed
 * budget of them, stretched by CSS, rather than a pixel ratio that grows with the window) and draw only when
 * something changed, with the idle animations at a low frame rate.
 */

/**
 * The most pixels a software-drawn frame has: 384×216 (a 16:9 frame a little under 83,000 pixels), about
 * what a phone's view draws at half a pixel per CSS pixel, which the bench measured within budget. A
 * 1280×800 desktop's view (1040×740 beside the menu) then draws at 0.32 pixels per CSS pixel.
 */
export const SOFTWARE_MAX_PIXELS = 384 * 216;

/**
 * The pixel ratio that keeps a `width`×`height` (CSS pixels) canvas within `maxPixels`, never above
 * `ceiling`. Rounded down to a hundredth, so the budget is never exceeded by rounding.
 */
export function pixelRatioWithin(width: number, height: number, maxPixels: number, ceiling: number): number {
  if (width <= 0 || height <= 0) return ceiling;
  return Math.min(ceiling, Math.floor(Math.sqrt(maxPixels / (width * height)) * 100) / 100);
}

/** While the visitor moves, turns or zooms (and a little after, for the camera to ease into place). */
export const MOVING_FPS = 30;
/** Idle animations (machines, creatures, a disco ball): enough to see them move, little enough to leave the page free. */
export const IDLE_FPS = 8;
/** How long after the last input (or the last presence update) the view still counts as moving. */
export const SETTLE_MS = 1000;

export interface FrameNeeds {
  /** Milliseconds since the last input or presence update. */
  sinceChangeMs: number;
  /** A key is held (walking, turning): frames are needed however long ago it was pressed. */
  keysHeld: boolean;
  /** The scene has idle animations to show (not when the visitor prefers reduced motion). */
  animated: boolean;
}

/**
 * Milliseconds until the next frame should be drawn, or null for none until something changes (a build
 * step landing, a resize: react-three-fiber draws for those by itself).
 */
export function nextFrameInMs({ sinceChangeMs, keysHeld, animated }: FrameNeeds): number | null {
  if (keysHeld || sinceChangeMs < SETTLE_MS) return 1000 / MOVING_FPS;
  return animated ? 1000 / IDLE_FPS : null;
}
