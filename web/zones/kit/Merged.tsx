import type { ReactNode } from "react";
import { mergeParts, type MergeOptions, type Part } from "./parts.ts";
import { useDisposable } from "./disposable.ts";

interface MergedProps extends MergeOptions {
  parts: readonly Part[];
  /** The material, as a JSX child (it receives vertexColors). Lambert when absent: cheap and matte. */
  children?: ReactNode;
}

/** Draws `parts` (made once; pass a stable array) as one mesh with vertex colours. */
export function Merged({ parts, worldUV, children }: MergedProps) {
  const geometry = useDisposable(() => mergeParts(parts, { worldUV }), [parts, worldUV]);
  return <mesh geometry={geometry}>{children ?? <meshLambertMaterial vertexColors />}</mesh>;
}
