import { useEffect, useRef, useState } from "react";
import type { DeviceType } from "../../../shared/api/games.ts";
import type { UserEndpoint } from "../../../shared/api/endpoint.ts";
import type { LoaderFunctionArgs } from "../../router/index.ts";
import { apiOf } from "../../api/context.ts";
import { call } from "../../api/http.ts";
import { shellOf } from "../../auth/guards.ts";
import { deviceOf } from "../../device.ts";
import { useDeviceType } from "../../components/useDeviceType.ts";

/** A list asked for a device type (`POST /api/games`, `POST /api/videos`). */
type CatalogueEndpoint<T> = UserEndpoint<{ body: { deviceType: DeviceType }; answer: T[] }>;

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
 * The route loader of a catalogue's page: the list for the device this request is taken for, so the server
 * draws the first item and the browser only corrects a wrong guess (useCatalogueList). Visitors see the
 * landing screen instead, so nothing is loaded for them.
 */
export function catalogueLoader<T>(endpoint: CatalogueEndpoint<T>) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<CatalogueData<T> | null> => {
    const { user } = await shellOf(context);
    if (!user) return null;
    const device = deviceOf(request);
    try {
      const items = await apiOf(context).call(endpoint, { body: { deviceType: device } });
      return { device, list: { status: "ready", items } };
    } catch (error) {
      return { device, list: failed(error) };
    }
  };
}

function failed(error: unknown): ListState<never> {
  return { status: "failed", message: error instanceof Error ? error.message : String(error) };
}

/**
 * The list shown for this window's device (useDeviceType): the page's own (`drawn`) while it is for that device, and loaded again in the
 * browser whenever the window crosses the 768 px line (or the server's guess was wrong). An answer for a
 * device no longer current is dropped.
 */
export function useCatalogueList<T>(endpoint: CatalogueEndpoint<T>, drawn: CatalogueData<T>) {
  const device = useDeviceType(drawn.device);
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
    call(endpoint, { body: { deviceType: device } }).then(
      (items) => current && setList({ status: "ready", items }),
      (error: unknown) => current && setList(failed(error)),
    );
    return () => {
      current = false;
    };
  }, [device]);
  return [list, setList] as const;
}
