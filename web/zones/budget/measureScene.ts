import { createElement } from "react";
import type { SceneDefinition } from "../scene.ts";
import type { Quality } from "../quality.ts";
import { buildHeadless } from "./headless.ts";
import { sceneCost, type SceneCost } from "./sceneCost.ts";

/** Frames run before counting: scenes that place things in their first frames have placed them. */
const FRAMES = 3;

/** Builds a scene headless at a quality level and counts what it would cost to draw. */
export async function measureScene(scene: SceneDefinition, quality: Quality): Promise<SceneCost> {
  const built = await buildHeadless(createElement(scene.Scene, { onSelect() {}, quality }), FRAMES);
  try {
    return sceneCost(built.scene);
  } finally {
    await built.unmount();
  }
}
