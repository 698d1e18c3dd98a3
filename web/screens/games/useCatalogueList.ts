import { useEffect, useRef, useState } from "react";
import type { DeviceType } from "../../../shared/api/games.ts";
import { deviceOf } from "../../device.ts";

export type ListState<T> =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; items: T[] };

/** A catalogue as its page was drawn: the list for the device the server (or the browser) took this one for. */
export interface CatalogueData<T> {
  device: DeviceType;
  list: ListState<T>;
}

/**
 * A route loader's catalogue (games, videos): the list for the device this request is taken for, so the
 * server draws the first item and the browser only corrects a wrong guess (useCatalogueList).
 */
export async function loadCatalogue<T>(
  request: Request,
  load: (device: DeviceType) => Promise<T[]>,
): Promise<CatalogueData<T>> {
  const device = deviceOf(request);
  try {
    return { device, list: { status: "ready", items: await load(device) } };
  } catch (error) {
    return { device, list: failed(error) };
  }
}

function failed(error: unknown): ListState<never> {
  return { status: "failed", message: error instanceof Error ? error.message : String(error) };
}

/**
 * The list shown for `device`: the page's own (`drawn`) while it is for that device, and loaded again in the
 * browser whenever the window crosses the 768 px line (or the server's guess was wrong). An answer for a
 * device no longer current is dropped.
 */
export function useCatalogueList<T>(
  device: DeviceType,
  load: (device: DeviceType) => Promise<T[]>,
  drawn: CatalogueData<T>,
) {
  const [list, setList] = useState<ListState<T>>(drawn.list);
  const listed = useRef(drawn.device);
  useEffect(() => {
    listed.current = drawn.device;
    setList(drawn.list);
  }, [drawn]);
  useEffect(() => {
    if (device === listed.current) return;
    listed.current = device;
    let current = true;
    setList({ status: "loading" });
    load(device).then(
      (items) => current && setList({ status: "ready", items }),
      (error: unknown) => current && setList(failed(error)),
    );
    return () => {
      current = false;
    };
  }, [device]);
  return [list, setList] as const;
}
