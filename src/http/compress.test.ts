import { afterAll, beforeAll, expect, test } from "bun:test";
import { Hono } from "hono";
import { constants, gunzipSync } from "node:zlib";
import { compress } from "./compress.ts";
import { testApp, type TestApp } from "../../tests/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const gzip = { "Accept-Encoding": "gzip, deflate, br" };

/** What the browser can decode of a gzip stream received so far. */
function decodedSoFar(chunks: Uint8Array[]): string {
  return gunzipSync(Buffer.concat(chunks), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
}

test("pages are gzipped when the browser accepts it, and sent plain when it does not", async () => {
  // A page rendered for each request; the public pages cached are precompressed (src/cache/http/public-pages.ts).
  const zipped = await t.app.request("/login", { headers: gzip });
  expect(zipped.headers.get("content-encoding")).toBe("gzip");
  expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
  const html = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
  expect(html).toStartWith("<!DOCTYPE html>");
  expect(html).toContain("Log in · Virtual Worlds");

  const plain = await t.app.request("/login");
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(await plain.text()).toStartWith("<!DOCTYPE html>");
});

test("scripts and JSON are gzipped too, unless the client refuses gzip", async () => {
  const manifest = JSON.parse(await Bun.file(new URL("../../dist/client/manifest.json", import.meta.url)).text());
  const script = await t.app.request(manifest.entry, { headers: gzip });
  expect(script.headers.get("content-encoding")).toBe("gzip");
  expect(script.headers.get("cache-control")).toContain("immutable");
  const source = gunzipSync(Buffer.from(await script.arrayBuffer())).toString();
  expect(source.length).toBeGreaterThan(1000);

  const json = await t.app.request("/api/fetch", { headers: gzip });
  expect(json.headers.get("content-encoding")).toBe("gzip");
  expect(JSON.parse(gunzipSync(Buffer.from(await json.arrayBuffer())).toString())).toHaveProperty("version");

  const refused = await t.app.request("/api/fetch", { headers: { "Accept-Encoding": "gzip;q=0, identity" } });
  expect(refused.headers.get("content-encoding")).toBeNull();
});

test("a streamed answer is compressed as it goes: what is sent first can be read before the rest exists", async () => {
  let release!: () => void;
  const rest = new Promise<void>((resolve) => (release = resolve));
  const app = new Hono().use(compress).get("/", () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode("<!DOCTYPE html><html><head><title>first</title></head><body>"));
        await rest;
        controller.enqueue(new TextEncoder().encode("<p>the slow part</p></body></html>"));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });

  const response = await app.request("/", { headers: gzip });
  expect(response.headers.get("content-encoding")).toBe("gzip");
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  while (!decodedSoFar(chunks).includes("</head>")) {
    const { value, done } = await reader.read();
    expect(done).toBe(false);
    chunks.push(value!);
  }
  expect(decodedSoFar(chunks)).not.toContain("the slow part");

  release();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  expect(gunzipSync(Buffer.concat(chunks)).toString()).toEndWith("<p>the slow part</p></body></html>");
});
