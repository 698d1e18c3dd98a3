import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { AppError } from "../../shared/errors.ts";
import { parseMediaKey } from "../media/keys.ts";
import { requestedRange } from "../media/range.ts";

/** Public media never changes under its unguessable key, so browsers and proxies may keep it for a year. */
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
/** Private media is checked on every fetch: access can end (a chat left, a friendship ended). */
const PRIVATE_CACHE = "private, no-store";

/**
 * `GET /media/<key>`: the stored file with its stored type, never sniffed by the browser, shown inline.
 * Range requests answer 206 so a `<video>` can seek. A private key answers only to a user its scope's
 * check admits (session cookie or Bearer); to everyone else it is as absent as an unknown key (404).
 */
export function mediaRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get("/:key{.+}", async (c) => {
    const key = c.req.param("key");
    const parsed = parseMediaKey(key);
    if (!parsed) throw AppError.notFound();
    const ctx = c.get("ctx");
    const actor = c.get("actor");
    if (parsed.scope && !(await ctx.mediaAccess.canRead(actor, key))) throw AppError.notFound();
    const media = await ctx.media.get(key);
    if (!media) throw AppError.notFound();

    c.header("Content-Type", media.type);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Disposition", "inline");
    c.header("Cache-Control", parsed.scope ? PRIVATE_CACHE : PUBLIC_CACHE);
    c.header("Accept-Ranges", "bytes");

    const range = requestedRange(c.req.header("range"), media.size);
    if (range === "unsatisfiable") {
      throw new AppError(416, "range_not_satisfiable", "The requested range is not available.", {
        "Content-Range": `bytes */${media.size}`,
      });
    }
    if (range) {
      c.header("Content-Range", `bytes ${range.start}-${range.end}/${media.size}`);
      c.header("Content-Length", String(range.end - range.start + 1));
    } else {
      c.header("Content-Length", String(media.size));
    }
    const status = range ? 206 : 200;
    if (c.req.method === "HEAD") return c.body(null, status);
    return c.body(media.stream(range ?? undefined), status);
  });

  return routes;
}
