import { createMiddleware } from "hono/factory";
import { join } from "node:path";
import { HASHED_PREFIX } from "../build-images.ts";
import type { Assets } from "../ssr.tsx";
import type { AppEnv } from "./env.ts";

/**
 * Shipped pictures under their content-hashed addresses (`/static/<hash>/logo-a.svg`, named by the build's
 * manifest, src/build-images.ts): those bytes never change under that name, so they are cached for a year.
 * An address whose hash is not the file's current one (a page rendered before the file changed) is sent on
 * to the current address, uncached; anything else is not ours.
 */
export function hashedImages(publicDir: string, assets: () => Assets) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { path } = c.req;
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !path.startsWith(HASHED_PREFIX)) return next();
    const plain = path.slice(path.indexOf("/", HASHED_PREFIX.length));
    const current = assets().images?.[plain];
    if (!current) return next();
    if (current !== path) {
      c.header("Cache-Control", "no-cache");
      return c.redirect(current, 307);
    }
    // `plain` is a key of the manifest, made from the files under public/: never a path of the request's own.
    const file = Bun.file(join(publicDir, plain));
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Content-Type", file.type);
    if (c.req.method === "HEAD") return c.body(null);
    return c.body(file.stream());
  });
}
