import { useEffect } from "react";

const WAIT_MS = 10_000;

/**
 * The buttons a person pressed while the page was drawn but had no code yet (held by `web/startScript.ts`),
 * pressed again once their part of the page has hydrated, so the press does what it says instead of nothing.
 */
export function EarlyClicks() {
  useEffect(() => {
    const held = window.__takeEarlyClicks?.() ?? [];
    if (held.length > 0) void pressInOrder(held, Date.now() + WAIT_MS);
  }, []);
  return null;
}

// The root has committed, but a part behind a Suspense boundary (a lazy screen) may hydrate later, and a
// click React receives on a part it has not taken over yet is dropped.
async function pressInOrder(buttons: HTMLElement[], deadline: number) {
  for (const button of buttons) {
    while (button.isConnected && !takenOver(button) && Date.now() < deadline) await pause(50);
    if (button.isConnected && takenOver(button)) button.click();
  }
}

/** Whether React has hydrated this element: it keeps the element's props on it from then on. */
function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
