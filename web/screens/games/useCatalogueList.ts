import { useEffect, useState } from "react";
import type { DeviceType } from "../../../shared/api/games.ts";

export type ListState<T> =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; items: T[] };

/**
 * A list that depends on the device type (games, videos), loaded in the browser once the width is known and
 * again whenever it crosses the 768 px line. An answer for a device no longer current is dropped.
 */
export function useCatalogueList<T>(device: DeviceType | null, load: (device: DeviceType) => Promise<T[]>) {
  const [state, setState] = useState<ListState<T>>({ status: "loading" });
  useEffect(() => {
    if (!device) return;
    let current = true;
    setState({ status: "loading" });
    load(device).then(
      (items) => current && setState({ status: "ready", items }),
      (error: unknown) =>
        current && setState({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [device]);
  return [state, setState] as const;
}
