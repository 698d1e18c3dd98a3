import type { RouteDefinition } from "./router/index.ts";

type RouteModule = Pick<RouteDefinition, "Component" | "loader" | "ErrorBoundary" | "handle"> & Record<string, unknown>;

/**
 * A route whose code is its own chunk. Its id is its file under web/ without the extension, which is how
 * the build's manifest names its chunk and stylesheets; in the browser those stylesheets are loaded before
 * the screen shows, so a screen never appears unstyled.
 */
export function lazyRoute(id: string, load: () => Promise<RouteModule>): Pick<RouteDefinition, "id" | "lazy"> {
  return {
    id,
    lazy: async () => {
      const [module] = await Promise.all([load(), loadStyles(id)]);
      const { Component, loader, ErrorBoundary, handle } = module;
      return { Component, loader, ErrorBoundary, handle };
    },
  };
}

/** The manifest's routes (their stylesheets), from the page's data. */
let routesOfPage: Record<string, { css: string[] }> | undefined;

/** The stylesheets the build made for the chunk `id` (a lazy route or any other lazily imported module). */
export async function loadStyles(id: string) {
  if (typeof document === "undefined") return;
  // Parsed once: the page's data holds its loader data too (a feed's posts), too much to parse per route.
  routesOfPage ??= JSON.parse(document.getElementById("__app")?.textContent ?? "{}").assets?.routes;
  const hrefs: string[] = routesOfPage?.[id]?.css ?? [];
  await Promise.all(hrefs.map(addStylesheet));
}

function addStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}
