import { createElement, type ReactElement } from "react";
import { act, advance, createRoot, extend } from "@react-three/fiber";
import * as THREE from "three";
import type { Scene } from "three";
import type { RootState } from "@react-three/fiber";

export interface HeadlessBuild {
  scene: Scene;
  state: RootState;
  unmount: () => Promise<void>;
}
import { installFakeCanvas } from "./fakeCanvas.ts";

/**
 * Renders a scene's React tree into a three.js scene graph under Bun, with no WebGL: a renderer that draws
 * nothing stands in, so what the scene builds (meshes, materials, textures, lights) can be counted.
 */
export async function buildHeadless(element: ReactElement, frames = 0): Promise<HeadlessBuild> {
  installFakeCanvas();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Bun loads react-three-fiber's CommonJS build, whose catalogue is filled by <Canvas>: fill it with the
  // three.js the scenes import.
  extend(THREE as never);
  const canvas = document.createElement("canvas");
  const renderer = {
    domElement: canvas,
    render() {},
    setPixelRatio() {},
    getPixelRatio: () => 1,
    setSize() {},
    dispose() {},
    shadowMap: { enabled: false, type: 0 },
    info: { render: { calls: 0, triangles: 0 } },
    capabilities: { isWebGL2: true, maxTextureSize: 4096 },
  };
  const root = createRoot(canvas);
  await root.configure({
    gl: renderer as never,
    frameloop: "never",
    dpr: 1,
    size: { width: 1280, height: 800, top: 0, left: 0 },
    events: undefined,
  });
  let store: { getState: () => RootState } | null = null;
  await act(async () => {
    store = root.render(element);
  });
  const state = (store as unknown as { getState: () => RootState }).getState();
  for (let i = 1; i <= frames; i++) await act(async () => advance(i / 60));
  return {
    scene: state.scene,
    state,
    unmount: () => act(async () => root.unmount()),
  };
}
