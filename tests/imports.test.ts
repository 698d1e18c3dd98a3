import { expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { rootDir } from "../src/paths.ts";

/**
 * The layers of docs/architecture.md ("Layers"), as the import graph must keep them: each folder imports only
 * itself and what is drawn below it. Type-only imports count too: a reader follows them all the same.
 */
const layers: { files: string; mayImport: string[]; except?: Record<string, string[]> }[] = [
  { files: "shared/", mayImport: ["shared/"] },
  { files: "events/", mayImport: ["events/", "shared/"] },
  { files: "store/", mayImport: ["store/", "events/", "shared/"] },
  { files: "projections/", mayImport: ["projections/", "store/", "events/", "shared/"] },
  { files: "web/", mayImport: ["web/", "shared/"] },
  {
    files: "src/",
    mayImport: ["src/", "projections/", "store/", "events/", "shared/"],
    // Server rendering renders the browser app, and the build bundles it: nothing else on the server knows it.
    except: { "src/ssr.tsx": ["web/"], "src/build.ts": ["web/"] },
  },
];
/**
 * The decisions, the reads and the services they use know nothing of HTTP: the routes call them. The caches
 * of HTTP answers (src/cache/http/: pages, API answers) stand beside the routes, above the other caches.
 */
const notBelowHttp = [
  "src/commands/",
  "src/reads/",
  "src/reactors/",
  "src/activity/",
  "src/cache/",
  "src/auth/",
  "src/media/",
  "src/context.ts",
];
const besideHttp = ["src/cache/http/"];

const sourceDirs = ["shared", "events", "store", "projections", "src", "web"];

/** Every TypeScript source file (tests are not part of the layering), as a path from the repository's root. */
function sourceFiles(dir = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(rootDir, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (dir || sourceDirs.includes(entry.name)) files.push(...sourceFiles(path));
    } else if (dir && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/** The files of this repository a file imports (static, dynamic, re-exports, type-only alike). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(rootDir, file), "utf8");
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => relative(rootDir, resolve(rootDir, dirname(file), name)))
    .filter((path) => /\.tsx?$/.test(path) && existsSync(join(rootDir, path)));
}

const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));

test("the import graph was read: every layer has files and imports", () => {
  for (const dir of sourceDirs) expect([...graph.keys()].some((file) => file.startsWith(`${dir}/`))).toBe(true);
  expect([...graph.values()].flat().length).toBeGreaterThan(300);
});

test("every folder imports only itself and the layers below it", () => {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    for (const layer of layers.filter((l) => file.startsWith(l.files))) {
      const allowed = [...layer.mayImport, ...(layer.except?.[file] ?? [])];
      for (const target of imports) {
        if (!allowed.some((prefix) => target.startsWith(prefix))) wrong.push(`${file} -> ${target}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test("nothing the routes build on imports the routes", () => {
  const wrong = [...graph].flatMap(([file, imports]) =>
    notBelowHttp.some((prefix) => file.startsWith(prefix)) && !besideHttp.some((prefix) => file.startsWith(prefix))
      ? imports.filter((target) => target.startsWith("src/http/")).map((target) => `${file} -> ${target}`)
      : [],
  );
  expect(wrong).toEqual([]);
});

/**
 * The engines (docs/architecture.md, "The engines and the areas") know the areas only through the one list
 * each keeps of them: the store the catalogue (events/index.ts, and the shapes of its personal fields and its upcasters:
 * events/personal.ts, events/upcast.ts), the reactor runner and the realtime channels
 * nothing of their folder's areas (src/boot.ts hands them src/reactors/index.ts and src/realtime/index.ts).
 * So an area is added without touching an engine, and an engine read without reading an area.
 */
const engines: { files: string; areas: string; throughTheirList?: string[] }[] = [
  {
    files: "store/",
    areas: "events/",
    throughTheirList: ["events/index.ts", "events/personal.ts", "events/upcast.ts"],
  },
  { files: "src/reactors/runner/", areas: "src/reactors/" },
  { files: "src/realtime/channels/", areas: "src/realtime/" },
];

test("the engines know the areas only through their list", () => {
  const wrong = [...graph].flatMap(([file, imports]) =>
    engines
      .filter((engine) => file.startsWith(engine.files))
      .flatMap((engine) =>
        imports
          .filter((target) => target.startsWith(engine.areas) && !target.startsWith(engine.files))
          .filter((target) => !engine.throughTheirList?.includes(target))
          .map((target) => `${file} -> ${target}`),
      ),
  );
  expect(wrong).toEqual([]);
});

/**
 * Reads answer from read models and commands append to the log: both stand on projections/ and neither
 * imports the other (what they share, such as a "not found" or who may enter a zone, lives in the projection's
 * queries or a small module of its own below both).
 */
const apart: [from: string, to: string][] = [
  ["src/reads/", "src/commands/"],
  ["src/commands/", "src/reads/"],
];

test("reads never import commands, and commands never import reads", () => {
  const wrong = [...graph].flatMap(([file, imports]) =>
    apart
      .filter(([from]) => file.startsWith(from))
      .flatMap(([, to]) => imports.filter((target) => target.startsWith(to)).map((target) => `${file} -> ${target}`)),
  );
  expect(wrong).toEqual([]);
});

test("no import cycles", () => {
  expect(
    cycles(
      new Map([
        ["a.ts", ["b.ts"]],
        ["b.ts", ["c.ts", "a.ts"]],
        ["c.ts", []],
      ]),
    ),
  ).toEqual([["a.ts", "b.ts"]]);
  expect(cycles(graph)).toEqual([]);
});

/** The strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  function visit(file: string) {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)?.includes(file)) found.push(component.sort());
  }

  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return found;
}

test("the browser names API paths only through the contract (shared/api)", () => {
  const handWritten = [...graph.keys()]
    .filter((file) => file.startsWith("web/"))
    .filter((file) => /["'`]\/api\//.test(readFileSync(join(rootDir, file), "utf8")));
  expect(handWritten).toEqual([]);
});

/** Every TypeScript file of the repository's code and tests, tests included. */
function allFiles(dir: string): string[] {
  return readdirSync(join(rootDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return allFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("one router: the screens, the browser and the server use web/router; React Router only beside it in its tests", () => {
  const importers = [...sourceDirs, "tests"].flatMap(allFiles).filter((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(rootDir, file), "utf8"), true, true);
    return importedFiles.some(({ fileName }) => fileName === "react-router" || fileName.startsWith("react-router/"));
  });
  expect(importers.length).toBeGreaterThan(0);
  // The router's tests run React Router itself as the reference its behaviour and markup are held to.
  expect(importers.filter((file) => !/^web\/router\/[\w-]+\.test\.tsx?$/.test(file))).toEqual([]);
});
