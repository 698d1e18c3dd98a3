import type { ReactNode } from "react";
import { mergeShapes, type ShapeOptions, type ShapePart } from "./shapes.ts";
import { useDisposable } from "./dispose.ts";
import { useBuildStep } from "../buildSteps.tsx";

interface MergedShapesProps extends ShapeOptions {
  /** Made once; pass a stable array (module level or memoised). */
  parts: readonly ShapePart[];
  /** The material as a JSX child (give it vertexColors); matte Lambert when absent. */
  children?: ReactNode;
}

/**
 * Shape parts drawn as one mesh: a room of furniture, a wall of books, a jungle of trees in one draw call.
 * Merging is a scene's heaviest building: each set is merged in a build step of its own (buildSteps.tsx).
 */
export function MergedShapes(props: MergedShapesProps) {
  return useBuildStep() ? <Merged {...props} /> : null;
}

function Merged({ parts, worldUV, coarse, children }: MergedShapesProps) {
  const geometry = useDisposable(() => mergeShapes(parts, { worldUV, coarse }), [parts, worldUV, coarse]);
  return <mesh geometry={geometry}>{children ?? <meshLambertMaterial vertexColors />}</mesh>;
}
