import { useEffect, useState } from "react";

/**
 * Flips between the two given values every `intervalMs`. Starts on the first on both server and browser,
 * so hydration matches; the timer only runs in the browser.
 */
export function useAlternating<T>(first: T, second: T, intervalMs: number): T {
  const [showSecond, setShowSecond] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setShowSecond((shown) => !shown), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return showSecond ? second : first;
}

/** The product's rotation period for logos and the favicon (specification, section 9). */
export const LOGO_ROTATION_MS = 3000;
