import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The shipped files a page shows as pictures: served under their content's hash, cached for a year. */
const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i;

/** Where the hashed copies are served: `/static/<hash>/<the file's path under public/>`. */
export const HASHED_PREFIX = "/static/";

/**
 * Each shipped picture under `dir` (public/): its plain address (`/logo-a.svg`, which keeps working, cached for
 * an hour) → its hashed one (`/static/<12 hex of its SHA-256>/logo-a.svg`), which names these very bytes, so
 * browsers may keep it for a year. Made when the client is built, at every start: a changed file gets a new
 * address, and pages rendered from then on name it.
 */
export function hashImages(dir: string): Record<string, string> {
  const images: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !IMAGE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const path = `/${relative(dir, file).split(sep).join("/")}`;
    const hash = new Bun.CryptoHasher("sha256").update(readFileSync(file)).digest("hex").slice(0, 12);
    images[path] = `${HASHED_PREFIX}${hash}${path}`;
  }
  return images;
}
