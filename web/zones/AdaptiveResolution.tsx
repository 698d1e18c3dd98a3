import { useRef } from "react";
import { useFrame } from "@react-three/fiber";

interface AdaptiveResolutionProps {
  /** Frames per second to hold: 60 on a desktop, 30 on a phone. */
  target: number;
  /** The sharpest pixel ratio to draw at (capped by the screen's own). */
  max: number;
  /** The softest it may go to keep up. */
  min?: number;
  /**
   * Gives the new ratio to whoever renders the <Canvas>, to pass as its `dpr`: the canvas applies its `dpr`
   * prop again on every render, so a ratio set behind its back would be undone by the next re-render.
   */
  onRatio: (ratio: number) => void;
  /**
   * Called once when a second (after the first, which loading takes) runs under a third of the target: a GPU
   * too weak for the scene as it is, which should then draw at a lower quality level, not only fewer pixels.
   */
  onTooSlow?: () => void;
}

/** Seconds of frames averaged before deciding. */
const WINDOW = 1;

/**
 * Trades sharpness for frame rate: when a second of frames averages under the target, the canvas draws
 * fewer pixels (a quarter step, or half when under half the target) (pixels are what weak GPUs and software renderers pay for); after a few good seconds it tries
 * sharper again, but never back to a ratio that was already too slow.
 */
export function AdaptiveResolution({ target, max, min = 0.5, onRatio, onTooSlow }: AdaptiveResolutionProps) {
  const limits = { target, min, ceiling: Math.min(max, window.devicePixelRatio || 1) };
  const state = useRef<Resolution>({ ratio: limits.ceiling, tooSlow: Infinity, good: 0 });
  const frames = useRef({ count: 0, elapsed: 0 });
  const seconds = useRef(0);

  useFrame((_, delta) => {
    const sample = frames.current;
    sample.count++;
    sample.elapsed += delta;
    if (sample.elapsed < WINDOW) return;
    const fps = sample.count / sample.elapsed;
    seconds.current++;
    if (seconds.current === 2 && fps < target / 3) onTooSlow?.();
    const next = adaptResolution(state.current, fps, limits);
    sample.count = 0;
    sample.elapsed = 0;
    if (next.ratio !== state.current.ratio) onRatio(next.ratio);
    state.current = next;
  });
  return null;
}

export interface Resolution {
  ratio: number;
  /** The lowest ratio seen to be too slow: never go back up to it. */
  tooSlow: number;
  /** Good seconds in a row. */
  good: number;
}

/** Sharpen again only after this many good seconds in a row. */
const PATIENCE = 3;
const STEP = 0.75;
/** Under half the target, a second costs too much to soften gently: the ratio halves (a quarter of the pixels). */
const FAR_STEP = 0.5;

/** The resolution after a second that ran at `fps`. */
export function adaptResolution(
  current: Resolution,
  fps: number,
  { target, min, ceiling }: { target: number; min: number; ceiling: number },
): Resolution {
  if (fps < target * 0.85) {
    if (current.ratio <= min) return { ...current, good: 0 };
    const step = fps < target / 2 ? FAR_STEP : STEP;
    return {
      ratio: Math.max(min, round(current.ratio * step)),
      tooSlow: Math.min(current.tooSlow, current.ratio),
      good: 0,
    };
  }
  if (fps < target * 0.95) return { ...current, good: 0 };
  const good = current.good + 1;
  const sharper = Math.min(ceiling, round(current.ratio / STEP));
  if (good >= PATIENCE && sharper > current.ratio && sharper < current.tooSlow)
    return { ...current, ratio: sharper, good: 0 };
  return { ...current, good };
}

function round(ratio: number): number {
  return Math.round(ratio * 100) / 100;
}
