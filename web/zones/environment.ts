import { useEffect, useState } from "react";
import { isPhoneUserAgent } from "./device.ts";

export interface ZoneEnvironment {
  phone: boolean;
  webgl: boolean;
  reducedMotion: boolean;
  /**
   * WebGL drawn in software on the CPU (SwiftShader, llvmpipe: a browser without a usable GPU). Every pixel
   * then costs CPU time, so the view gives up antialiasing, which multiplies the pixels drawn.
   */
  software: boolean;
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
    const { webgl, software } = probeWebGL();
    const update = () => setFound({ phone, webgl, software, reducedMotion: motion.matches });
    update();
    motion.addEventListener("change", update);
    return () => motion.removeEventListener("change", update);
  }, []);
  if (!found) return null;
  return {
    phone: forced.phone ?? found.phone,
    webgl: forced.webgl ?? found.webgl,
    reducedMotion: forced.reducedMotion ?? found.reducedMotion,
    software: found.software,
  };
}

/** Renderer names of WebGL done on the CPU. */
const SOFTWARE_RENDERER = /SwiftShader|llvmpipe|softpipe|Software/i;

function probeWebGL(): { webgl: boolean; software: boolean } {
  try {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    if (!context) return { webgl: false, software: false };
    // Firefox names the renderer plainly (and warns that the debug extension is going); Chromium and Safari
    // say "WebKit WebGL" there and name it through the extension. One that hides it is taken to have a GPU.
    let renderer = String(context.getParameter(context.RENDERER));
    if (/^WebKit WebGL$/i.test(renderer)) {
      const info = context.getExtension("WEBGL_debug_renderer_info");
      renderer = info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    }
    // Give the probe's context back at once; browsers allow only a few at a time.
    context.getExtension("WEBGL_lose_context")?.loseContext();
    return { webgl: true, software: SOFTWARE_RENDERER.test(renderer) };
  } catch {
    return { webgl: false, software: false };
  }
}
