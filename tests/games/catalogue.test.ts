import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/*
 * Every game shipped in public/games/<id>/ must run in the product's sandboxed frame under its
 * Content-Security-Policy: it describes itself in game.json, names itself to the bridge, runs no inline script,
 * reaches no other host and touches no storage (an opaque origin throws on it).
 */

const gamesDir = join(import.meta.dir, "..", "..", "public", "games");
const sharedDir = join(gamesDir, "_shared");
const games = readdirSync(gamesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
  .map((entry) => entry.name)
  .sort();

const manifestKeys = ["description", "devices", "genre", "height", "id", "title", "width"];
const devices = ["mobile", "pc"];
// XML namespace names are identifiers, not addresses anything fetches.
const namespaces = /https?:\/\/www\.w3\.org\/(2000\/svg|1999\/xlink|XML\/1998\/namespace)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function read(path: string): string {
  return readFileSync(path, "latin1");
}

test("the product ships at least eight games", () => {
  expect(games.length).toBeGreaterThanOrEqual(8);
});

test("the shared bridge and styles every game loads are there", () => {
  expect(existsSync(join(sharedDir, "bridge.js"))).toBe(true);
  expect(existsSync(join(sharedDir, "game.css"))).toBe(true);
});

for (const id of games) {
  describe(`game ${id}`, () => {
    const dir = join(gamesDir, id);

    test("game.json describes it: id, title, genre, one-sentence description, devices and a sane frame size", () => {
      const manifest = JSON.parse(readFileSync(join(dir, "game.json"), "utf8"));
      expect(Object.keys(manifest).sort()).toEqual(manifestKeys);
      expect(manifest.id).toBe(id);
      for (const field of ["title", "genre", "description"]) {
        expect(typeof manifest[field]).toBe("string");
        expect(manifest[field].trim().length).toBeGreaterThan(0);
      }
      expect(manifest.description).toMatch(/^[A-Z].{20,240}[.!]$/s);
      expect(Array.isArray(manifest.devices)).toBe(true);
      expect(manifest.devices.length).toBeGreaterThan(0);
      expect(new Set(manifest.devices).size).toBe(manifest.devices.length);
      for (const device of manifest.devices) expect(devices).toContain(device);
      for (const [size, min, max] of [
        ["width", 240, 1920],
        ["height", 240, 1440],
      ] as const) {
        expect(Number.isInteger(manifest[size])).toBe(true);
        expect(manifest[size]).toBeGreaterThanOrEqual(min);
        expect(manifest[size]).toBeLessThanOrEqual(max);
      }
    });

    test("it has cover art beside its folder", () => {
      expect(existsSync(join(gamesDir, `${id}.svg`))).toBe(true);
    });

    test("index.html names the game, loads the bridge and the shared styles, and runs no inline code", () => {
      const html = readFileSync(join(dir, "index.html"), "utf8");
      const root = html.match(/<html\b[^>]*>/i)?.[0] ?? "";
      expect(root).toMatch(/\sdata-game="([^"]*)"/);
      expect(root.match(/\sdata-game="([^"]*)"/)![1]).toBe(id);
      expect(root).toMatch(/\slang="en"/);
      expect(html).toMatch(/<title>[^<]+<\/title>/i);
      expect(html).toMatch(/<script\s+src="\.\.\/_shared\/bridge\.js"\s*><\/script>/);
      // One kit serves every game (public/games/_shared/kit.js), loaded after the bridge it reports through.
      expect(html).toMatch(
        /<script\s+src="\.\.\/_shared\/bridge\.js"\s*><\/script>\s*<script\s+src="\.\.\/_shared\/kit\.js"\s*><\/script>/,
      );
      expect(html).toMatch(/<link\s+rel="stylesheet"\s+href="\.\.\/_shared\/game\.css"\s*>/);
      // The frame's own layout before the stylesheets arrive is already the final one (catalogue-drawn.e2e.ts).
      expect(html).toMatch(
        /<style>html,body\{margin:0;height:100%\}<\/style>\s*<link\s+rel="stylesheet"\s+href="\.\.\/_shared\/game\.css"/,
      );

      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\ssrc="[^"]+"/);
        expect(body!.trim()).toBe("");
      }
      const handlers = [...html.matchAll(/<[a-z][^>]*?\son[a-z]+\s*=/gi)].map((m) => m[0]);
      expect(handlers).toEqual([]);
      expect(html).not.toMatch(/javascript:/i);
    });

    test("every file index.html loads is there", () => {
      const html = readFileSync(join(dir, "index.html"), "utf8");
      const references = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      for (const reference of references) {
        const path = resolve(dir, reference);
        expect(path.startsWith(gamesDir)).toBe(true);
        expect(existsSync(path)).toBe(true);
      }
    });

    test("no file reaches another host and no script touches storage", () => {
      const files = filesUnder(dir);
      const offending = files.flatMap((path) => {
        const text = read(path).replace(namespaces, "");
        const absolute = text.match(/https?:\/\/[^\s"'<>)]+/gi) ?? [];
        // A protocol-relative address starts right after a quote, a parenthesis or an equals sign: //host/...
        const relative = [...text.matchAll(/["'(=]\s*(\/\/[a-z0-9][^\s"'<>)]*)/gi)].map((m) => m[1]!);
        return [...absolute, ...relative].map((url) => `${path.slice(dir.length + 1)}: ${url}`);
      });
      expect(offending).toEqual([]);

      const storage = files
        .filter((path) => /\.(js|html)$/.test(path))
        .filter((path) => /\b(localStorage|sessionStorage|indexedDB|document\.cookie)\b/.test(read(path)))
        .map((path) => path.slice(dir.length + 1));
      expect(storage).toEqual([]);
    });
  });
}

test("the shared files reach no other host and touch no storage either", () => {
  for (const path of filesUnder(sharedDir)) {
    const text = read(path);
    expect(text).not.toMatch(/https?:\/\//i);
    expect(text).not.toMatch(/\b(localStorage|sessionStorage|indexedDB|document\.cookie)\b/);
  }
});
