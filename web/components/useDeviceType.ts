import { useEffect, useState } from "react";
import type { DeviceType } from "../../shared/api/games.ts";

/** The specification's breakpoint: a window 768 px wide or less is a phone's. */
const MOBILE = "(max-width: 768px)";

/**
 * The device type the games and videos lists are asked for, following the window across the 768 px line.
 * Null until the browser says (server rendering cannot know the width), so the lists load in the browser.
 */
export function useDeviceType(): DeviceType | null {
  const [device, setDevice] = useState<DeviceType | null>(null);
  useEffect(() => {
    const query = window.matchMedia(MOBILE);
    const update = () => setDevice(query.matches ? "mobile" : "pc");
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return device;
}
