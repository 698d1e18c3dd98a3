import { useEffect, useState } from "react";
import type { DeviceType } from "../../shared/api/games.ts";
import { MOBILE_QUERY, measuredDevice, rememberDevice } from "../device.ts";

/**
 * The device type the games and videos lists are asked for, following the window across the 768 px line.
 * It starts as the one the page was drawn for (`drawnFor`, web/device.ts), so the browser takes over the
 * server's page as it is, and becomes the window's once the browser has looked.
 */
export function useDeviceType(drawnFor: DeviceType): DeviceType {
  const [device, setDevice] = useState<DeviceType>(drawnFor);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => {
      const now = measuredDevice();
      rememberDevice(now);
      setDevice(now);
    };
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return device;
}
