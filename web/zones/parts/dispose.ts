import { useEffect, useMemo } from "react";
import type { DependencyList } from "react";

interface Disposable {
  dispose(): void;
}

/**
 * Makes a three.js object (geometry, material, texture) once and frees its GPU memory when the scene goes.
 * React Three Fiber disposes what JSX creates, but not what a scene builds itself and passes as a prop.
 */
export function useDisposable<T extends Disposable>(create: () => T, deps: DependencyList = []): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(create, deps);
  useEffect(() => () => value.dispose(), [value]);
  return value;
}

/** Several disposables made together, freed together. */
export function useDisposables<T extends Record<string, Disposable>>(create: () => T, deps: DependencyList = []): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(create, deps);
  useEffect(
    () => () => {
      for (const value of Object.values(values)) value.dispose();
    },
    [values],
  );
  return values;
}
