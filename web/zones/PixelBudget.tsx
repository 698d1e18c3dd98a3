import { useEffect } from "react";
import { useThree } from "@react-three/fiber";
import { pixelRatioWithin } from "./softwareFrames.ts";

interface PixelBudgetProps {
  maxPixels: number;
  ceiling: number;
  /** Gives the ratio to whoever renders the <Canvas>, to pass as its `dpr` (as AdaptiveResolution does). */
  onRatio: (ratio: number) => void;
}

/** Keeps the canvas's drawing buffer within `maxPixels` whatever the size of the window. */
export function PixelBudget({ maxPixels, ceiling, onRatio }: PixelBudgetProps) {
  const { width, height } = useThree((state) => state.size);
  useEffect(() => {
    onRatio(pixelRatioWithin(width, height, maxPixels, ceiling));
  }, [width, height, maxPixels, ceiling, onRatio]);
  return null;
}
