import { useThree } from "@react-three/fiber";
import { useLayoutEffect, useState } from "react";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { Root } from "react-dom/client";

interface DomOverlayProps {
  children: ReactNode;
  /** Where over the canvas the controls sit. */
  corner?: "top-right" | "top-left" | "bottom-right" | "bottom-left";
}

/**
 * Ordinary page controls (buttons) drawn over a scene's canvas, from inside the scene. A scene lives in the
 * canvas's own React tree, so this mounts a small DOM root beside the canvas; pointer presses on it stay
 * there and never reach the camera controls below.
 */
export function DomOverlay({ children, corner = "top-right" }: DomOverlayProps) {
  const container = useThree((state) => state.gl.domElement.parentElement);
  const [root, setRoot] = useState<Root | null>(null);

  useLayoutEffect(() => {
    if (!container) return;
    const element = document.createElement("div");
    const [vertical, horizontal] = corner.split("-") as [string, string];
    element.style.cssText = `position:absolute;${vertical}:12px;${horizontal}:12px;z-index:2;display:flex;gap:8px;`;
    // Presses stay on the controls; keys still reach the page, so walking works right after a tap.
    for (const type of ["pointerdown", "mousedown", "touchstart", "wheel"]) {
      element.addEventListener(type, (event) => event.stopPropagation());
    }
    container.append(element);
    const created = createRoot(element);
    setRoot(created);
    return () => {
      setRoot(null);
      // Unmounting a root while React is rendering another one warns; let the current render finish first.
      queueMicrotask(() => {
        created.unmount();
        element.remove();
      });
    };
  }, [container, corner]);

  useLayoutEffect(() => {
    root?.render(children);
  });
  return null;
}
