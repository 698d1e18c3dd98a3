import { createMiddleware } from "hono/factory";
import { resolve, sep } from "node:path";
import type { AppEnv } from "./env.ts";

/**
 * Serves files under `dir` for GET and HEAD. Hashed build files never change under their name, so they
 * are cached for a year; everything else is revalidated hourly. A folder's address (`/games/snake/`) serves
 * the folder's index.html. Source maps (`*.map`) only with `sourceMaps` (SOURCE_MAPS=public): they give
 * anyone the client's whole source with its comments, which an attacker reads more easily than minified code.
 */
export function staticFiles(
  urlPrefix: string,
  dir: string,
  { immutable, sourceMaps }: { immutable: boolean; sourceMaps: boolean },
) {
  const root = resolve(dir);
  return createMiddleware<AppEnv>(async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !c.req.path.startsWith(urlPrefix)) return next();
    // The API is never a file: its hot paths (the feed) must not wait for a disk lookup.
    if (c.req.path.startsWith("/api/")) return next();
    const named = fileName(c.req.path.slice(urlPrefix.length));
    if (named === null || named === "") return next();
    if (!sourceMaps && named.endsWith(".map")) return next();
    // A folder's address serves its index.html (a game is framed at /games/<key>/).
    const relative = named.endsWith("/") ? `${named}index.html` : named;
    const path = resolve(root, relative);
    if (!path.startsWith(root + sep)) return next();
    const file = Bun.file(path);
    if (!(await file.exists())) return next();
    c.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    c.header("Content-Type", file.type);
    if (c.req.method === "HEAD") return c.body(null);
    return c.body(file.stream());
  });
}

/** Longer names than any file we ship; the file system refuses longer ones (ENAMETOOLONG) with an error. */
const MAX_PATH = 1024;
const MAX_SEGMENT = 255;

/**
 * The file a URL path names, or null when it cannot name one (a broken escape, a NUL byte, a name longer
 * than a file system takes): a page's business, so such a path answers as any unknown page does (404).
 */
function fileName(urlPath: string): string | null {
  try {
    const name = decodeURIComponent(urlPath);
    if (name.length > MAX_PATH || name.split("/").some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT))
      return null;
    return name.includes("\0") ? null : name;
  } catch {
    return null;
  }
}
