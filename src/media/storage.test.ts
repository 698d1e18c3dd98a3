import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import type { MediaStorage } from "./storage.ts";
import { createMediaStorage } from "./create-storage.ts";
import { LocalMediaStorage } from "./local-storage.ts";
import { S3MediaStorage } from "./s3-storage.ts";
import { newMediaKey, parseMediaKey } from "./keys.ts";
import { MEDIA_TYPES } from "./sniff.ts";
import type { Bytes } from "./bytes.ts";

let dir: string;
let s3: ReturnType<typeof fakeS3>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "vw-media-"));
  s3 = fakeS3();
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  s3.server.stop(true);
});

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).bytes();

/** What every storage must do, whichever it is. */
async function roundTrip(storage: MediaStorage) {
  const key = newMediaKey(MEDIA_TYPES.mp4, new Date("2026-03-04T00:00:00Z"));
  expect(await storage.get(key)).toBeNull();

  await storage.put(key, bytes, "video/mp4");
  const stored = await storage.get(key);
  expect(stored).toMatchObject({ type: "video/mp4", size: 1000 });
  expect(await read(stored!.stream())).toEqual(bytes);
  expect(await read(stored!.stream({ start: 100, end: 199 }))).toEqual(bytes.subarray(100, 200));

  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
}

test("the local folder keeps media under its key, written whole, and gives it back by range", async () => {
  const storage = new LocalMediaStorage(join(dir, "media"));
  await roundTrip(storage);

  const key = newMediaKey(MEDIA_TYPES.png, new Date("2026-03-04T00:00:00Z"));
  await storage.put(key, bytes, "image/png");
  expect(readdirSync(join(dir, "media", "2026"))).toEqual([key.slice(5)]); // no temporary file left beside it
});

test("the local folder refuses keys it did not make and keys that would leave the folder", async () => {
  const storage = new LocalMediaStorage(join(dir, "media"));
  await expect(storage.put("2026/not-a-key.png", bytes, "image/png")).rejects.toThrow();
  await expect(storage.put(newMediaKey(MEDIA_TYPES.png, new Date()), bytes, "image/jpeg")).rejects.toThrow();
  await expect(storage.delete("../../etc/passwd")).rejects.toThrow("outside the media folder");
  expect(await storage.get("../app.db")).toBeNull();
});

test("an S3-compatible bucket keeps media through Bun's S3 client, ranges included", async () => {
  await roundTrip(new S3MediaStorage({ ...s3.options }));
  expect(
    s3.requests.some((request) => request.startsWith("GET /media-bucket/2026/") && request.endsWith("bytes=100-199")),
  ).toBe(true);
});

/** Chunks of `size` bytes in all, `chunk` at a time, of a known pattern; fails after `failAfter` bytes when given. */
async function* chunksOf(size: number, { chunk = 256 * 1024, failAfter = Infinity } = {}) {
  for (let at = 0; at < size; at += chunk) {
    if (at >= failAfter) throw new Error("the client went away");
    yield Uint8Array.from({ length: Math.min(chunk, size - at) }, (_, i) => (at + i) % 251);
  }
}

/** What every storage must do with a stream: write it whole, or leave nothing when it fails. */
async function streamRoundTrip(storage: MediaStorage) {
  const size = 12 * 1024 * 1024 + 17; // more than two 5 MB parts of a multipart upload
  const key = newMediaKey(MEDIA_TYPES.mp4, new Date("2026-03-04T00:00:00Z"));
  expect(await storage.putStream(key, chunksOf(size), "video/mp4")).toBe(size);
  const stored = await storage.get(key);
  expect(stored).toMatchObject({ type: "video/mp4", size });
  const back = await read(stored!.stream({ start: size - 1000, end: size - 1 }));
  expect(back).toEqual(Uint8Array.from({ length: 1000 }, (_, i) => (size - 1000 + i) % 251));

  const failed = newMediaKey(MEDIA_TYPES.mp4, new Date("2026-03-04T00:00:00Z"));
  await expect(storage.putStream(failed, chunksOf(size, { failAfter: 7 * 1024 * 1024 }), "video/mp4")).rejects.toThrow(
    "the client went away",
  );
  expect(await storage.get(failed)).toBeNull();
  await storage.delete(key);
}

test("the local folder writes a stream chunk by chunk, and a stream that fails leaves no file, whole or partial", async () => {
  const root = join(dir, "streamed");
  await streamRoundTrip(new LocalMediaStorage(root));
  expect(readdirSync(join(root, "2026"))).toEqual([]);
});

test("the bucket takes a stream as a multipart upload of bounded parts; a failed one leaves no object", async () => {
  await streamRoundTrip(new S3MediaStorage({ ...s3.options }));
  expect(s3.requests.some((request) => /^PUT \/media-bucket\/2026\/\S+\?partNumber=3&uploadId=/.test(request))).toBe(
    true,
  );
  expect([...s3.objects.keys()].filter((key) => key.includes("/2026/"))).toEqual([]);
  expect(s3.uploads.size).toBe(0);
});

test("configuration picks the bucket when S3_BUCKET is set, else the folder", () => {
  const local = createMediaStorage(loadConfig({ DATA_DIR: dir }));
  expect(local).toBeInstanceOf(LocalMediaStorage);
  const bucket = createMediaStorage(
    loadConfig({
      DATA_DIR: dir,
      S3_BUCKET: "media-bucket",
      S3_ENDPOINT: s3.options.endpoint,
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    }),
  );
  expect(bucket).toBeInstanceOf(S3MediaStorage);
});

test("keys are made by the server, unguessable, and only such keys are understood", () => {
  const now = new Date("2026-05-06T07:08:09Z");
  const a = newMediaKey(MEDIA_TYPES.jpeg, now);
  const b = newMediaKey(MEDIA_TYPES.jpeg, now);
  expect(a).toMatch(/^2026\/[\w-]{24}\.jpg$/);
  expect(a).not.toBe(b);
  expect(newMediaKey(MEDIA_TYPES.png, now, "chat")).toMatch(/^private\/chat\/2026\/[\w-]{24}\.png$/);
  expect(parseMediaKey(newMediaKey(MEDIA_TYPES.webm, now, "chat"))).toEqual({ scope: "chat", type: MEDIA_TYPES.webm });
  for (const bad of [
    "../../etc/passwd",
    "2026/short.jpg",
    `2026/${"a".repeat(24)}.exe`,
    `2026/${"a".repeat(24)}.jpg/..`,
    `private/${"a".repeat(24)}.jpg`,
  ]) {
    expect(parseMediaKey(bad)).toBeNull();
  }
  expect(() => newMediaKey(MEDIA_TYPES.png, now, "../x")).toThrow();
});

/**
 * A small S3-compatible server on 127.0.0.1: path-style PUT, HEAD, GET (with Range) and DELETE of objects
 * kept in memory, and multipart uploads (begin, parts, complete, abort), answering a missing key as S3
 * does. Signatures are not checked.
 */
function fakeS3() {
  const objects = new Map<string, { bytes: Bytes; type: string }>();
  /** Multipart uploads begun and neither completed nor aborted. */
  const uploads = new Map<string, { path: string; type: string; parts: Map<number, Bytes> }>();
  const requests: string[] = [];
  const xml = (body: string) =>
    new Response(`<?xml version="1.0" encoding="UTF-8"?>${body}`, { headers: { "content-type": "application/xml" } });
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const path = url.pathname;
      requests.push(`${request.method} ${path}${url.search} ${request.headers.get("range") ?? ""}`.trim());
      const uploadId = url.searchParams.get("uploadId");
      if (request.method === "POST" && url.searchParams.has("uploads")) {
        const id = String(uploads.size + 1);
        uploads.set(id, { path, type: request.headers.get("content-type") ?? "", parts: new Map() });
        return xml(
          `<InitiateMultipartUploadResult><Bucket>media-bucket</Bucket><Key>${path}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (request.method === "PUT" && uploadId) {
        uploads.get(uploadId)?.parts.set(Number(url.searchParams.get("partNumber")), await request.bytes());
        return new Response(null, { headers: { etag: `"part-${url.searchParams.get("partNumber")}"` } });
      }
      if (request.method === "POST" && uploadId) {
        const upload = uploads.get(uploadId)!;
        const parts = [...upload.parts].sort(([a], [b]) => a - b).map(([, bytes]) => bytes);
        objects.set(upload.path, { bytes: new Uint8Array(Buffer.concat(parts)), type: upload.type });
        uploads.delete(uploadId);
        return xml(`<CompleteMultipartUploadResult><Key>${path}</Key><ETag>"1"</ETag></CompleteMultipartUploadResult>`);
      }
      if (request.method === "DELETE" && uploadId) {
        uploads.delete(uploadId);
        return new Response(null, { status: 204 });
      }
      if (request.method === "PUT") {
        objects.set(path, { bytes: await request.bytes(), type: request.headers.get("content-type") ?? "" });
        return new Response(null, { headers: { etag: '"1"' } });
      }
      if (request.method === "DELETE") {
        objects.delete(path);
        return new Response(null, { status: 204 });
      }
      const object = objects.get(path);
      if (!object) {
        const error =
          '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';
        return new Response(request.method === "HEAD" ? null : error, {
          status: 404,
          headers: { "content-type": "application/xml" },
        });
      }
      const headers = { "content-type": object.type, etag: '"1"', "last-modified": new Date(0).toUTCString() };
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get("range") ?? "");
      if (!range)
        return new Response(request.method === "HEAD" ? null : object.bytes, {
          headers: { ...headers, "content-length": String(object.bytes.length) },
        });
      const [start, end] = [Number(range[1]), Number(range[2])];
      return new Response(object.bytes.slice(start, end + 1), {
        status: 206,
        headers: { ...headers, "content-range": `bytes ${start}-${end}/${object.bytes.length}` },
      });
    },
  });
  const options = {
    bucket: "media-bucket",
    endpoint: `http://127.0.0.1:${server.port}`,
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
    region: "us-east-1",
  };
  return { server, requests, options, objects, uploads };
}
