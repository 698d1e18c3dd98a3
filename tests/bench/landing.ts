import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientDir } from "../../src/paths.ts";
import { load, type LoadOptions, type LoadResult } from "./load.ts";
import { startApp, startStatic } from "./server.ts";
import type { Row } from "./report.ts";

/** First-load JavaScript budget of the landing page, gzipped (issue 2). */
const budgetKb = 120;
const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 bench" };

/**
 * The landing page as a visitor gets it: server-rendered requests per second and latency (with gzip, as
 * browsers ask, and without), beside the very same HTML served as a file by bare Bun.serve — the ceiling —
 * and the JavaScript the page makes the browser fetch before it is interactive.
 */
export async function landingBench(options: LoadOptions): Promise<Row[]> {
  const app = await startApp();
  let html: string, gzip: LoadResult, plain: LoadResult;
  try {
    html = await (await fetch(app.url + "/", { headers: browser })).text();
    if (!html.includes("Virtual Worlds, Real Connections")) throw new Error("the landing page did not render");
    gzip = await load(app.url + "/", { ...options, headers: { ...browser, "Accept-Encoding": "gzip" } });
    plain = await load(app.url + "/", { ...options, headers: { ...browser, "Accept-Encoding": "identity" } });
  } finally {
    await app.stop();
  }

  const work = mkdtempSync(join(tmpdir(), "vw-bench-landing-"));
  const file = join(work, "landing.html");
  writeFileSync(file, html);
  const ceiling = await startStatic(file, "text/html; charset=utf-8");
  const staticFile = await load(ceiling.url + "/", { ...options, headers: browser }).finally(async () => {
    await ceiling.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const js = firstLoadJavaScript(html);
  return [
    { name: "landing, server-rendered, gzip", load: gzip },
    { name: "landing, server-rendered, identity", load: plain },
    { name: "landing, same HTML as a static file, bare Bun.serve (ceiling)", load: staticFile },
    {
      name: `landing first-load JS (${js.files.length} files)`,
      size: `${(js.gzipBytes / 1024).toFixed(1)} KB gzip`,
      budget: `<= ${budgetKb} KB`,
      pass: js.gzipBytes <= budgetKb * 1024,
    },
  ];
}

/**
 * The module scripts and modulepreloads of the page, with every chunk they import statically (what the
 * browser must fetch before the page runs), each gzipped as the server sends it.
 */
function firstLoadJavaScript(html: string): { files: string[]; gzipBytes: number } {
  const tags = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g)];
  const queue = tags.map((m) => m[0].match(/\b(?:src|href)="([^"]+)"/)?.[1]).filter((url) => url?.startsWith("/assets/")) as string[];
  const seen = new Set<string>();
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readFileSync(join(clientDir, url.slice("/assets/".length)));
    gzipBytes += Bun.gzipSync(source).byteLength;
    for (const specifier of staticImports(source.toString())) queue.push(new URL(specifier, "http://bench" + url).pathname);
  }
  return { files: [...seen], gzipBytes };
}

/** `import … from "/assets/x.js"`, `import "./x.js"`, `export … from …`; not `import("…")`, which loads later. */
function staticImports(source: string): string[] {
  const found = source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']((?:\/|\.{1,2}\/)[^"']+\.js)["']/g);
  return [...found].map((m) => m[1]!);
}
