import { expect, test } from "bun:test";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The videos the product ships (made by scripts/make-videos.ts) are what /videos shows with no connection:
 * each catalogue entry must point at a real vertical WebM a browser can play, as long as it says, and a poster.
 */

const publicDir = join(import.meta.dir, "..", "..", "public");
const catalogue: {
  id: string;
  title: string;
  file: string;
  poster: string;
  devices: string[];
  durationSeconds: number;
}[] = JSON.parse(readFileSync(join(publicDir, "videos", "videos.json"), "utf8"));

test("the catalogue lists at least three videos, each once, for known devices", () => {
  expect(catalogue.length).toBeGreaterThanOrEqual(3);
  expect(new Set(catalogue.map((v) => v.id)).size).toBe(catalogue.length);
  for (const video of catalogue) {
    expect(video.id).toMatch(/^[a-z0-9-]+$/);
    expect(video.title.length).toBeGreaterThan(0);
    expect(video.file).toBe(`/videos/${video.id}.webm`);
    expect(video.devices.length).toBeGreaterThan(0);
    for (const device of video.devices) expect(["mobile", "pc"]).toContain(device);
  }
});

for (const video of catalogue) {
  test(`${video.id}: a vertical VP8/VP9 WebM of ${video.durationSeconds} s, small enough to ship, with a WebP poster`, () => {
    const path = join(publicDir, video.file);
    const size = statSync(path).size;
    expect(size).toBeGreaterThan(100 * 1024);
    expect(size).toBeLessThan(1.6 * 1024 * 1024);

    const webm = readWebmHeader(new Uint8Array(readFileSync(path)));
    expect(webm.docType).toBe("webm");
    expect(["V_VP8", "V_VP9"]).toContain(webm.codec);
    expect(webm.height).toBeGreaterThan(webm.width);
    expect(webm.durationMs).toBe(video.durationSeconds * 1000);
    expect(video.durationSeconds).toBeGreaterThanOrEqual(8);
    expect(video.durationSeconds).toBeLessThanOrEqual(15);
    expect(webm.keyFrameClusters).toBeGreaterThan(0);

    const poster = join(publicDir, video.poster);
    expect(existsSync(poster)).toBe(true);
    const bytes = readFileSync(poster);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });
}

/** Just enough EBML to read what a player needs first: doc type, codec, picture size, duration, clusters. */
function readWebmHeader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = {
    docType: "",
    codec: "",
    width: 0,
    height: 0,
    durationMs: 0,
    timestampScale: 1_000_000,
    keyFrameClusters: 0,
  };
  const containers = new Set([0x1a45dfa3, 0x18538067, 0x1549a966, 0x1654ae6b, 0xae, 0xe0]);
  const text = (start: number, end: number) => new TextDecoder().decode(bytes.subarray(start, end)).replace(/\0+$/, "");
  const uint = (start: number, end: number) => bytes.subarray(start, end).reduce((n, b) => n * 256 + b, 0);

  function vint(at: number, keepMarker: boolean): { value: number; length: number } {
    const first = bytes[at]!;
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
    return { value, length };
  }

  function walk(start: number, end: number) {
    let at = start;
    while (at < end) {
      const id = vint(at, true);
      const size = vint(at + id.length, false);
      const body = at + id.length + size.length;
      const bodyEnd = body + size.value;
      if (containers.has(id.value)) walk(body, bodyEnd);
      else if (id.value === 0x4282) found.docType = text(body, bodyEnd);
      else if (id.value === 0x86) found.codec = text(body, bodyEnd);
      else if (id.value === 0xb0) found.width = uint(body, bodyEnd);
      else if (id.value === 0xba) found.height = uint(body, bodyEnd);
      else if (id.value === 0x2ad7b1) found.timestampScale = uint(body, bodyEnd);
      else if (id.value === 0x4489)
        found.durationMs =
          (size.value === 4 ? view.getFloat32(body) : view.getFloat64(body)) * (found.timestampScale / 1_000_000);
      else if (id.value === 0x1f43b675 && firstBlockIsKey(body, bodyEnd)) found.keyFrameClusters++;
      at = bodyEnd;
    }
  }

  function firstBlockIsKey(start: number, end: number): boolean {
    let at = start;
    while (at < end) {
      const id = vint(at, true);
      const size = vint(at + id.length, false);
      const body = at + id.length + size.length;
      if (id.value === 0xa3) return (bytes[body + 3]! & 0x80) !== 0; // SimpleBlock: track, time, flags
      at = body + size.value;
    }
    return false;
  }

  walk(0, bytes.length);
  return found;
}
