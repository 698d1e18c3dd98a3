import { useEffect, useState } from "react";

/**
 * What a component loads from the server once, when it shows: `value` null while loading, `failed` when the
 * load was refused; `set` replaces the value (a change made, or put back). A load that answers after the
 * component is gone changes nothing.
 */
export function useLoadOnce<T>(load: () => Promise<T>): {
  value: T | null;
  failed: boolean;
  set: (value: T) => void;
} {
  const [value, set] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once, when shown
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && set(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { value, failed, set };
}
