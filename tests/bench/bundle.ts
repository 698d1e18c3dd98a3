import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildClient } from "../../src/build.ts";
import { clientDir } from "../../src/paths.ts";
import { routes } from "../../web/routes.tsx";
import { landingChunk } from "../../web/auth/LandingWhenLoggedOut.tsx";
import type { RouteDefinition } from "../../web/router/index.ts";
import { budgets } from "./budgets.ts";
import { title, type Row } from "./report.ts";

/** The 3D zones bring three.js and are allowed more. */
const exempt = (path: string, id: string) => path.startsWith("/zones") || id.includes("zones/");

/**
 * First-load JavaScript of each route, from a production build's manifest: the entry, the route's chunk,
 * and every chunk these import statically (what the browser fetches before the route runs), each gzipped.
 * The other lazy chunks (loaded on demand: the signed-in navigation, toasts, dialogs) follow, alone.
 */
export async function bundleBench(): Promise<Row[]> {
  const assets = await buildClient();
  const rows: Row[] = [
    title("first-load JavaScript per route, gzip"),
    sizeRow("entry alone (every page)", firstLoad([assets.entry]), false),
  ];
  const routeIds = new Set<string>();
  for (const { path, id } of lazyRoutes(routes)) {
    const chunk = assets.routes[id];
    // A created zone's page is the zones' frame itself (ZoneScreen), already counted as that route's chunk.
    if (!chunk && exempt(path, id)) continue;
    if (!chunk) throw new Error(`the build's manifest has no chunk for the route ${id}`);
    routeIds.add(id);
    rows.push(sizeRow(`${path} (${id})`, firstLoad([assets.entry, chunk.js]), exempt(path, id)));
    // A visitor's "/" is the landing, a chunk of its own that the page preloads instead of the feed's, which
    // it does not show (src/ssr.tsx, web/entry.client.tsx).
    if (path === "/" && !exempt(path, id)) {
      const landing = assets.routes[landingChunk];
      if (!landing) throw new Error(`the build's manifest has no chunk for ${landingChunk}`);
      routeIds.add(landingChunk);
      rows.push(sizeRow(`/ for a visitor (${landingChunk})`, firstLoad([assets.entry, landing.js]), false));
    }
  }
  const entryFiles = firstLoad([assets.entry]).seen;
  for (const [id, { js }] of Object.entries(assets.routes).filter(([id]) => !routeIds.has(id))) {
    const own = firstLoad([js], entryFiles);
    rows.push({
      what: `${id}, loaded on demand`,
      figure: `+${(own.gzipBytes / 1024).toFixed(1)} KB in ${own.files} files`,
    });
  }
  return rows;
}

/** Every route of the table whose code is its own chunk, with its full path, in the table's order. */
function lazyRoutes(table: RouteDefinition[], parent = ""): { path: string; id: string }[] {
  return table.flatMap((route) => {
    const path = route.index
      ? parent || "/"
      : route.path
        ? `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`
        : parent;
    const own = route.lazy && route.id ? [{ path: path || "/", id: route.id }] : [];
    return [...own, ...lazyRoutes(route.children ?? [], path)];
  });
}

function sizeRow(what: string, load: { files: number; gzipBytes: number }, exempted: boolean): Row {
  const kb = load.gzipBytes / 1024;
  return {
    what,
    figure: `${kb.toFixed(1)} KB in ${load.files} files`,
    target: exempted ? "exempt (zones)" : `≤ ${budgets.firstLoadJsKb} KB`,
    ...(!exempted && { pass: kb <= budgets.firstLoadJsKb }),
  };
}

/**
 * `urls` and every chunk they import statically, each counted once, gzipped as the server sends it;
 * `loaded` are files the browser already has.
 */
function firstLoad(
  urls: string[],
  loaded = new Set<string>(),
): { files: number; gzipBytes: number; seen: Set<string> } {
  const queue = [...urls];
  const seen = new Set<string>(loaded);
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readFileSync(join(clientDir, url.slice("/assets/".length)));
    gzipBytes += Bun.gzipSync(source).byteLength;
    for (const specifier of staticImports(source.toString()))
      queue.push(new URL(specifier, "http://bench" + url).pathname);
  }
  return { files: seen.size - loaded.size, gzipBytes, seen };
}

/** `import … from "./x.js"`, `import "./x.js"`, `export … from …`; not `import("…")`, which loads later. */
function staticImports(source: string): string[] {
  const found = source.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']((?:\/|\.{1,2}\/)[^"']+\.js)["']/g,
  );
  return [...found].map((m) => m[1]!);
}
