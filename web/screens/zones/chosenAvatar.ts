import { useCallback, useEffect, useState } from "react";
import type { ZoneAvatar } from "../../../shared/api/zones.ts";

const KEY = "zone-avatar";

/**
 * The avatar the visitor chose to appear as in zones (Avatar 1 or 2), kept in this browser. Read after the
 * first render: the server cannot see localStorage, and hydration must match what it rendered (Avatar 1).
 */
export function useChosenAvatar(): [ZoneAvatar, (avatar: ZoneAvatar) => void] {
  const [avatar, setAvatar] = useState<ZoneAvatar>(1);
  useEffect(() => {
    if (storage()?.getItem(KEY) === "2") setAvatar(2);
  }, []);
  const choose = useCallback((next: ZoneAvatar) => {
    setAvatar(next);
    storage()?.setItem(KEY, String(next));
  }, []);
  return [avatar, choose];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage refused (privacy settings): the choice lasts for the page.
    return null;
  }
}
