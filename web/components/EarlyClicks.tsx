import { useEffect } from "react";

/**
 * The buttons a person pressed while the page was drawn but had no code yet (held by `web/startScript.ts`),
 * pressed again once it has hydrated, so the press does what it says instead of nothing.
 */
export function EarlyClicks() {
  useEffect(() => {
    for (const button of window.__takeEarlyClicks?.() ?? []) if (button.isConnected) button.click();
  }, []);
  return null;
}
