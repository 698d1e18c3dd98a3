import { useEffect, useMemo } from "react";

/**
 * A GPU resource (geometry, texture, material) made once for a component and freed when it goes: without
 * this, leaving a zone would keep its buffers and textures in video memory. A disposed three.js object is
 * uploaded again if it is drawn later, so React's development double-mount is harmless.
 */
export function useDisposable<T extends { dispose(): void }>(make: () => T, deps: readonly unknown[]): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const made = useMemo(make, deps);
  useEffect(() => () => made.dispose(), [made]);
  return made;
}
