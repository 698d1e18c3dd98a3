import { useEffect, useState } from "react";

/** False in the server's markup and until the browser has hydrated; forms wait for it before submitting. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
