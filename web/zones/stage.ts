import { useEffect } from "react";
import { events, useFrame, type EventManager } from "@react-three/fiber";

declare global {
  interface Window {
    /**
     * Frames drawn since `since` (performance.now()): tests divide to get frames per second. `calls` and
     * `triangles` are the last frame's draw calls and triangles, to keep scenes cheap; `pixelRatio` is the
     * resolution the view currently draws at (it softens itself to keep up).
     */
    __zoneFrames?: { frames: number; since: number; calls: number; triangles: number; pixelRatio: number };
  }
}

/** Counts drawn frames on `window.__zoneFrames`, so a browser test can measure frames per second. */
export function FrameCounter() {
  useEffect(() => {
    window.__zoneFrames = { frames: 0, since: performance.now(), calls: 0, triangles: 0, pixelRatio: 1 };
    return () => {
      delete window.__zoneFrames;
    };
  }, []);
  useFrame(({ gl }) => {
    const counter = window.__zoneFrames;
    if (!counter) return;
    counter.frames++;
    // Read before this frame renders: the figures of the frame before.
    counter.calls = gl.info.render.calls;
    counter.triangles = gl.info.render.triangles;
    counter.pixelRatio = gl.getPixelRatio();
  });
  return null;
}

/**
 * The canvas's pointer events, aimed at the centre of the view while the mouse is captured (the cursor is
 * hidden then, and a crosshair marks the centre), so clicking a book works in both modes.
 */
export function centredWhenLocked(store: Parameters<typeof events>[0]): EventManager<HTMLElement> {
  const manager = events(store);
  return {
    ...manager,
    compute(event, state, previous) {
      if (!document.pointerLockElement) return manager.compute?.(event, state, previous);
      state.pointer.set(0, 0);
      state.raycaster.setFromCamera(state.pointer, state.camera);
    },
  };
}
