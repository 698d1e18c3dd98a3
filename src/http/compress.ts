import { createMiddleware } from "hono/factory";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { constants, createGzip } from "node:zlib";
import type { AppEnv } from "./env.ts";
import { acceptedEncodings } from "./negotiation.ts";

const threshold = 1024;
const PAGE_LEVEL = 2;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Gzips text answers. Unlike `hono/compress` (a `CompressionStream`, which holds everything back until the
 * body ends), what has been written is flushed whenever the body pauses, so a streamed page's head still
 * reaches the browser before the page's slow parts are rendered.
 */
export const compress = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  // Cheapest first: an answer already encoded (a cached one) leaves at the first test, before its body is touched.
  if (res.headers.has("Content-Encoding") || res.status === 206 || c.req.method === "HEAD") return;
  if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "") || !res.body) return;
  if (noTransform.test(res.headers.get("Cache-Control") ?? "")) return;
  const length = res.headers.get("Content-Length");
  if (length !== null && Number(length) < threshold) return;

  const vary = res.headers.get("Vary");
  if (!vary?.toLowerCase().includes("accept-encoding"))
    res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (!acceptedEncodings(c.req.header("Accept-Encoding")).gzip) return;
  const type = res.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/json")) {
    c.res = await gzippedWhole(res, 1);
    return;
  }
  // A page rendered for this request alone is compressed once and thrown away: level 2, which on the home
  // page with 20 posts (79 KB of HTML) costs about a third of the default's time for 11% more bytes (7.8
  // against 7.1 KB; level 1 gives 9.7 KB). Files (scripts, styles) keep the default's smaller output.
  const rendered = type.startsWith("text/html");
  // A page rendered to its end before it was sent comes with its length (src/ssr.tsx): one call, no stream.
  if (rendered && length !== null) {
    c.res = await gzippedWhole(res, PAGE_LEVEL);
    return;
  }
  c.res = new Response(
    res.body.pipeThrough(flushingGzip(rendered ? PAGE_LEVEL : constants.Z_DEFAULT_COMPRESSION)),
    res,
  );
  c.res.headers.delete("Content-Length");
  c.res.headers.set("Content-Encoding", "gzip");
  const etag = c.res.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
});

/**
 * An answer built whole before it is sent (JSON, a page rendered to its end) is gzipped in one call: it
 * is compressed once per request, where the stream's machinery (a zlib stream, a transform, flushes) cost
 * several times the compression itself. JSON takes the fastest level: level 1 costs a third of the
 * default for about a quarter more bytes on a feed page.
 */
async function gzippedWhole(res: Response, level: 1 | 2): Promise<Response> {
  const zipped = new Response(Bun.gzipSync(new Uint8Array(await res.arrayBuffer()), { level }), res);
  zipped.headers.set("Content-Encoding", "gzip");
  zipped.headers.delete("Content-Length");
  const etag = zipped.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) zipped.headers.set("ETag", `W/${etag}`);
  return zipped;
}

/**
 * gzip that sends what it has as soon as its input pauses. React writes a page in bursts of small chunks
 * within one task; flushing once after each burst (not after each chunk) keeps the stream's timing at the
 * cost of a few bytes per burst, and compresses the burst as one.
 */
function flushingGzip(level: number): TransformStream<Uint8Array, Uint8Array> {
  const gzip = createGzip({ level });
  let flushScheduled = false;
  const flushWhenIdle = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (!gzip.writableEnded) gzip.flush(constants.Z_SYNC_FLUSH);
    });
  };
  return new TransformStream({
    start(controller) {
      gzip.on("data", (chunk: Buffer) => {
        // The client may have gone (a closed tab, a cancelled fetch) while gzip still held data: drop it,
        // since enqueueing into the closed stream throws from a zlib callback and would end the process.
        try {
          controller.enqueue(new Uint8Array(chunk));
        } catch {
          gzip.destroy();
        }
      });
      gzip.on("error", (error) => controller.error(error));
    },
    transform(chunk) {
      const more = gzip.write(chunk);
      flushWhenIdle();
      // A large file is read no faster than it is compressed.
      if (!more) return new Promise<void>((resolve) => gzip.once("drain", resolve));
    },
    flush() {
      return new Promise<void>((resolve) => {
        gzip.once("end", resolve);
        gzip.end();
      });
    },
  });
}
