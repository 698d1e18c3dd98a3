import { useEffect, useMemo } from "react";
import type { DependencyList } from "react";

interface Disposable {
  dispose(): void;
}

/**
 * Makes a three.js object (geometry, material, texture) once and frees its GPU memory when the scene goes.
 * React Three Fiber disposes what JSX creates, but not what a scene builds itself and passes as a prop.
 * A material's textures go with it: a scene's generated textures belong to the materials that show them.
 */
export function useDisposable<T extends Disposable>(create: () => T, deps: DependencyList = []): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(create, deps);
  useEffect(() => () => release(value), [value]);
  return value;
}

/** Several disposables made together, freed together. */
export function useDisposables<T extends Record<string, Disposable>>(create: () => T, deps: DependencyList = []): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(create, deps);
  useEffect(
    () => () => {
      for (const value of Object.values(values)) release(value);
    },
    [values],
  );
  return values;
}

/** Disposes `value` and, when it is a material, every texture it holds (map, emissiveMap, alphaMap…). */
export function release(value: Disposable) {
  if ((value as { isMaterial?: boolean }).isMaterial) {
    for (const property of Object.values(value)) {
      if ((property as { isTexture?: boolean } | null)?.isTexture) (property as Disposable).dispose();
    }
  }
  value.dispose();
}
