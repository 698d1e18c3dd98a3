import type { MouseEvent } from "react";

/**
 * A link's click handler that does `action` instead of following it (a plain click only: a click with a
 * modifier still opens the link in a new tab or window, as people expect of a link).
 */
export function inPlace(action: () => void) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    action();
  };
}
