import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

/**
 * The theme lives on <html data-theme>, put there before first paint by the document's inline script, and
 * in localStorage under `theme`. Reading the attribute (not React state) keeps every toggle in step.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => "light");
}

export function setTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem("theme", theme);
  } catch {
    // Storage can be refused (private mode, quota); the theme still applies to this page.
  }
}

function currentTheme(): Theme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}
