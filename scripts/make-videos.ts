/**
 * Makes the short videos the product ships, so /videos works with no connection: public/videos/<id>.webm,
 * a poster public/videos/<id>.webp and the catalogue public/videos/videos.json.
 *
 *   PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 bun install      (once; @playwright/test drives the browser)
 *   bun scripts/make-videos.ts                          (all videos)
 *   bun scripts/make-videos.ts coral-reef               (only some; the catalogue still lists all)
 *
 * Needs Debian's Chromium at /usr/bin/chromium (or CHROMIUM_PATH). Each frame of scripts/videos/scenes.js
 * is drawn on a canvas and encoded to VP9 with the browser's WebCodecs, one frame at a time with exact
 * timestamps (so the result does not depend on how busy the machine is), and the frames are written into
 * a WebM file by scripts/videos/webm.ts. The same input always gives the same pictures.
 */
import { chromium, type Page } from "@playwright/test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { muxWebm, type EncodedFrame } from "./videos/webm.ts";

interface VideoSpec {
  id: string;
  title: string;
  seconds: number;
  devices: ("mobile" | "pc")[];
}

/** The catalogue, in the order /videos shows it. Each id names a scene in scenes.js. */
const videos: VideoSpec[] = [
  { id: "neon-city", title: "Neon City Flythrough", seconds: 12, devices: ["mobile", "pc"] },
  { id: "coral-reef", title: "Coral Reef", seconds: 12, devices: ["mobile", "pc"] },
  { id: "desert-night", title: "Desert Night", seconds: 12, devices: ["mobile", "pc"] },
  { id: "nebula-drift", title: "Nebula Drift", seconds: 10, devices: ["mobile", "pc"] },
];

const WIDTH = 540;
const HEIGHT = 960;
const FPS = 30;
const BITRATE = 750_000;
const CODEC = "vp09.00.31.08"; // VP9 profile 0, level 3.1, 8 bit
const POSTER_SCALE = 0.5;

const root = join(import.meta.dir, "..");
const outDir = join(root, "public", "videos");

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((id) => !videos.some((v) => v.id === id));
  if (unknown.length) throw new Error(`unknown video: ${unknown.join(", ")}`);
  mkdirSync(outDir, { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  });
  try {
    const page = await browser.newPage();
    await openStudio(page);
    for (const video of videos) {
      if (only.length && !only.includes(video.id)) continue;
      const started = performance.now();
      const { frames, poster } = await render(page, video);
      const webm = muxWebm({ codec: "V_VP9", width: WIDTH, height: HEIGHT, durationMs: video.seconds * 1000 }, frames);
      writeFileSync(join(outDir, `${video.id}.webm`), webm);
      writeFileSync(join(outDir, `${video.id}.webp`), poster);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `${video.id}: ${frames.length} frames, ${(webm.length / 1024).toFixed(0)} KB video, ${(poster.length / 1024).toFixed(0)} KB poster, ${seconds} s`,
      );
    }
  } finally {
    await browser.close();
  }

  const catalogue = videos.map((v) => ({
    id: v.id,
    title: v.title,
    file: `/videos/${v.id}.webm`,
    poster: `/videos/${v.id}.webp`,
    devices: v.devices,
    durationSeconds: v.seconds,
  }));
  writeFileSync(join(outDir, "videos.json"), JSON.stringify(catalogue, null, 2) + "\n");
}

/**
 * WebCodecs exists only in a secure context, and localhost counts as one: the page is served by Playwright
 * itself at http://localhost/ (no server, no network).
 */
async function openStudio(page: Page) {
  const scenes = readFileSync(join(import.meta.dir, "videos", "scenes.js"), "utf8");
  await page.route("http://localhost/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><canvas id="c"></canvas><script>${scenes}</script>`,
    }),
  );
  await page.goto("http://localhost/");
}

async function render(page: Page, video: VideoSpec): Promise<{ frames: EncodedFrame[]; poster: Buffer }> {
  const result = await page.evaluate(
    async ({ id, seconds, width, height, fps, bitrate, codec, posterScale }) => {
      const scene = (window as unknown as { scenes: Record<string, { draw: Function; posterAt: number }> }).scenes[id];
      if (!scene) throw new Error(`no scene ${id} in scenes.js`);
      const canvas = document.getElementById("c") as HTMLCanvasElement;
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext("2d")!;
      const drawAt = (t: number) => {
        ctx.save();
        scene.draw(ctx, t, seconds, width, height);
        ctx.restore();
      };

      const chunks: { timestamp: number; key: boolean; data: string }[] = [];
      let failure: unknown = null;
      const encoder = new VideoEncoder({
        output: (chunk) => {
          const bytes = new Uint8Array(chunk.byteLength);
          chunk.copyTo(bytes);
          let binary = "";
          for (let i = 0; i < bytes.length; i += 0x8000)
            binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          chunks.push({ timestamp: chunk.timestamp, key: chunk.type === "key", data: btoa(binary) });
        },
        error: (e) => {
          failure = e;
        },
      });
      const config = { codec, width, height, bitrate, framerate: fps, latencyMode: "quality" as const };
      if (!(await VideoEncoder.isConfigSupported(config)).supported) throw new Error(`${codec} is not supported here`);
      encoder.configure(config);
      const total = seconds * fps;
      for (let i = 0; i < total; i++) {
        drawAt(i / fps);
        const frame = new VideoFrame(canvas, {
          timestamp: Math.round((i * 1e6) / fps),
          duration: Math.round(1e6 / fps),
        });
        encoder.encode(frame, { keyFrame: i % (fps * 4) === 0 }); // a key frame every 4 s, for seeking
        frame.close();
        while (encoder.encodeQueueSize > 4) await new Promise((resolve) => setTimeout(resolve, 5));
        if (failure) throw failure;
      }
      await encoder.flush();
      encoder.close();
      if (failure) throw failure;

      drawAt(scene.posterAt * seconds);
      const small = document.createElement("canvas");
      small.width = Math.round(width * posterScale);
      small.height = Math.round(height * posterScale);
      small.getContext("2d")!.drawImage(canvas, 0, 0, small.width, small.height);
      return { chunks, poster: small.toDataURL("image/webp", 0.8).split(",")[1]! };
    },
    {
      id: video.id,
      seconds: video.seconds,
      width: WIDTH,
      height: HEIGHT,
      fps: FPS,
      bitrate: BITRATE,
      codec: CODEC,
      posterScale: POSTER_SCALE,
    },
  );
  const frames = result.chunks
    .map((c) => ({ timestamp: c.timestamp, key: c.key, data: new Uint8Array(Buffer.from(c.data, "base64")) }))
    .sort((a, b) => a.timestamp - b.timestamp);
  return { frames, poster: Buffer.from(result.poster, "base64") };
}

await main();
