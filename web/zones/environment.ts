import { useEffect, useState } from "react";
import { isPhoneUserAgent } from "./device.ts";

export interface ZoneEnvironment {
  phone: boolean;
  webgl: boolean;
  reducedMotion: boolean;
}

/**
 * What the browser can do, found after the first render (the server knows none of it): a phone by its user
 * agent, WebGL by asking a throwaway canvas before the real one is made, and the reduced-motion preference
 * (followed live). Each can be forced, which is how tests show the phone controls or the 2D view.
 */
export function useZoneEnvironment(forced: Partial<ZoneEnvironment>): ZoneEnvironment | null {
  const [found, setFound] = useState<ZoneEnvironment | null>(null);
  useEffect(() => {
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const phone = isPhoneUserAgent(navigator.userAgent);
    const webgl = canDrawWebGL();
    const update = () => setFound({ phone, webgl, reducedMotion: motion.matches });
    update();
    motion.addEventListener("change", update);
    return () => motion.removeEventListener("change", update);
  }, []);
  if (!found) return null;
  return {
    phone: forced.phone ?? found.phone,
    webgl: forced.webgl ?? found.webgl,
    reducedMotion: forced.reducedMotion ?? found.reducedMotion,
  };
}

function canDrawWebGL(): boolean {
  try {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    if (!context) return false;
    // Give the probe's context back at once; browsers allow only a few at a time.
    context.getExtension("WEBGL_lose_context")?.loseContext();
    return true;
  } catch {
    return false;
  }
}
