import { useEffect } from "react";
import { events, useFrame, type EventManager } from "@react-three/fiber";

declare global {
  interface Window {
    /** Frames drawn since `since` (performance.now()): tests divide to get frames per second. */
    __zoneFrames?: { frames: number; since: number };
  }
}

/** Counts drawn frames on `window.__zoneFrames`, so a browser test can measure frames per second. */
export function FrameCounter() {
  useEffect(() => {
    window.__zoneFrames = { frames: 0, since: performance.now() };
    return () => {
      delete window.__zoneFrames;
    };
  }, []);
  useFrame(() => {
    if (window.__zoneFrames) window.__zoneFrames.frames++;
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
