import { useEffect, useRef } from "react";
import { useThree } from "@react-three/fiber";
import type { ZoneInput } from "./input.ts";
import { MOVING_FPS, nextFrameInMs } from "./softwareFrames.ts";

interface FramePacerProps {
  input: ZoneInput;
  /** Idle animations are shown (at a low rate); false when the visitor prefers reduced motion. */
  animated: boolean;
  /** Changes when something outside the input moves (other people's presence): frames for a while. */
  change: unknown;
}

/**
 * Asks react-three-fiber (frameloop "demand") for frames when they are needed: at once on any input, then at
 * MOVING_FPS while keys are held or the camera settles, and at IDLE_FPS for the idle animations.
 */
export function FramePacer({ input, animated, change }: FramePacerProps) {
  const invalidate = useThree((state) => state.invalidate);
  const canvas = useThree((state) => state.gl.domElement);
  const changed = useRef<() => void>(() => {});

  useEffect(() => {
    let lastChange = performance.now();
    // The pending frame's timer; undefined when none is pending (nothing moves, reduced motion).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let due = 0;
    const schedule = () => {
      const inMs = nextFrameInMs({
        sinceChangeMs: performance.now() - lastChange,
        keysHeld: input.keys.size > 0 || input.commands.length > 0,
        animated,
      });
      timer = inMs === null ? undefined : setTimeout(tick, inMs);
      due = performance.now() + (inMs ?? 0);
    };
    const tick = () => {
      invalidate();
      schedule();
    };
    const onChange = () => {
      lastChange = performance.now();
      invalidate();
      // A pending timer at the moving rate is kept (pointer moves come faster than frames: restarting it each
      // time would starve it); one at the idle rate, or none, gives way to the moving rate at once.
      if (timer !== undefined && due - performance.now() <= 1000 / MOVING_FPS) return;
      clearTimeout(timer);
      schedule();
    };
    changed.current = onChange;
    // The view's own element: pointer drags, swipes, the wheel and the phone's buttons all land inside it.
    const view = canvas.closest(".zone-view") ?? canvas;
    const viewEvents = ["pointerdown", "pointermove", "wheel", "click"] as const;
    for (const name of viewEvents) view.addEventListener(name, onChange, { passive: true });
    window.addEventListener("keydown", onChange);
    window.addEventListener("keyup", onChange);
    schedule();
    return () => {
      clearTimeout(timer);
      for (const name of viewEvents) view.removeEventListener(name, onChange);
      window.removeEventListener("keydown", onChange);
      window.removeEventListener("keyup", onChange);
    };
  }, [input, animated, invalidate, canvas]);

  useEffect(() => {
    changed.current();
  }, [change]);
  return null;
}
