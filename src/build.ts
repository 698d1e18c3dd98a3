import { renameSync, rmSync, writeFileSync } from "node:fs";
import { clientDir, manifestPath, publicDir, rootDir } from "./paths.ts";
import { hashImages } from "./build-images.ts";
import type { Assets } from "../web/document.tsx";

/**
 * Builds the browser bundle: production React, one chunk per lazy route, hashed names, CSS as files.
 * Writes manifest.json so server rendering can link the entry, the stylesheets and each route's chunk.
 * A server in development (`bun run dev`) gets React's development build instead, which names every
 * difference between the server's markup and the browser's first render.
 */
export async function buildClient({
  minify = true,
  clean = false,
  development = process.env.NODE_ENV === "development",
} = {}): Promise<Assets> {
  // Without `clean`, earlier hashed files stay, so a server still serving the previous manifest keeps working.
  if (clean) rmSync(clientDir, { recursive: true, force: true });
  const result = await Bun.build({
    entrypoints: [`${rootDir}/web/entry.client.tsx`],
    outdir: clientDir,
    target: "browser",
    format: "esm",
    splitting: true,
    minify,
    sourcemap: "linked",
    naming: { entry: "[name]-[hash].[ext]", chunk: "[name]-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    publicPath: "/assets/",
    define: { "process.env.NODE_ENV": development ? '"development"' : '"production"' },
    metafile: true,
  });
  // The build's messages go into the error, so a server that fails to start logs them as its one JSON line.
  if (!result.success) throw new Error(`client build failed:\n${result.logs.map(String).join("\n")}`);
  const assets = { ...manifestFrom(result.metafile!), images: hashImages(publicDir) };
  // Replaced in one rename, so a reader never sees half a manifest.
  writeFileSync(manifestPath + ".tmp", JSON.stringify(assets, null, 2));
  renameSync(manifestPath + ".tmp", manifestPath);
  return assets;
}

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports?: { path: string; kind: string }[]; cssBundle?: string }>;
}

function manifestFrom(metafile: Metafile): Assets {
  const url = (output: string) => "/assets/" + output.replace(/^\.\//, "");
  const assets: Assets = { entry: "", css: [], routes: {}, imports: {}, images: {} };
  for (const [output, info] of Object.entries(metafile.outputs)) {
    if (!output.endsWith(".js")) continue;
    const imports = (info.imports ?? []).filter((i) => i.kind === "import-statement" && i.path.endsWith(".js"));
    if (imports.length > 0) assets.imports[url(output)] = imports.map((i) => url(i.path));
    if (!info.entryPoint) continue;
    const source = info.entryPoint.replace(/^.*?\bweb\//, "web/");
    const css = info.cssBundle ? [url(info.cssBundle)] : [];
    if (source === "web/entry.client.tsx") {
      assets.entry = url(output);
      assets.css = css;
    } else {
      assets.routes[source.slice("web/".length).replace(/\.tsx?$/, "")] = { js: url(output), css };
    }
  }
  return assets;
}

if (import.meta.main) {
  const started = performance.now();
  const assets = await buildClient({ clean: true });
  console.log(`built ${Object.keys(assets.routes).length + 1} chunks in ${Math.round(performance.now() - started)} ms`);
}
