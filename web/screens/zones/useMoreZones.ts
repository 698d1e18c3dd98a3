import { useRef, useState } from "react";
import { listZones, type Zone } from "../../../shared/api/zones.ts";
import { DEFAULT_PAGE_SIZE } from "../../../shared/api/endpoint.ts";
import { call } from "../../api/http.ts";

type LoadState = "idle" | "loading" | "done" | "failed";

/** The zones of others on a page: the paged part of the list (one's own and the built-in ones come whole). */
const othersOn = (page: Zone[]) => page.filter((zone) => !zone.builtin && !zone.mine);

/**
 * The zones list as it grows: `first` is the route's first page (built-in, own, then a page of others'),
 * and `loadMore` fetches the others' next page (keyset: before the last one shown). A page of others
 * shorter than the page size was the last.
 */
export function useMoreZones(first: Zone[]) {
  const [source, setSource] = useState(first);
  const [zones, setZones] = useState(first);
  const [state, setState] = useState<LoadState>(stateAfter(othersOn(first)));
  if (source !== first) {
    setSource(first);
    setZones(first);
    setState(stateAfter(othersOn(first)));
  }
  const loading = useRef(false);

  /** Loads the next page; resolves to the zones it added. */
  async function loadMore(): Promise<Zone[]> {
    const last = othersOn(zones).at(-1);
    if (loading.current || !last?.id) return [];
    loading.current = true;
    setState("loading");
    try {
      const page = othersOn(await call(listZones, { query: { before: last.id } }));
      const added = page.filter((zone) => !zones.some((shown) => shown.path === zone.path));
      setZones((current) => [...current, ...added]);
      setState(stateAfter(page));
      return added;
    } catch {
      setState("failed");
      return [];
    } finally {
      loading.current = false;
    }
  }

  return { zones, state, loadMore };
}

function stateAfter(others: Zone[]): LoadState {
  return others.length < DEFAULT_PAGE_SIZE ? "done" : "idle";
}
