import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { transcode } from "../../src/media/transcode.ts";
import { mpeg4Video } from "../test-videos.ts";
import { loadAverage } from "./machine.ts";
import { title, type Row } from "./report.ts";
import type { RunOptions } from "./rounds.ts";

/**
 * A posted video made playable (src/media/transcode.ts), as the post-videos reactor does it: one minute of
 * 1080p MPEG-4 part 2 at 30 fps, with a tone, into the H.264/AAC 1080p and 360p MP4s and the posters. One
 * round (it takes about a minute of both cores), ffmpeg at the low priority the reactor gives it; the
 * machine's load is printed beside the figure, as the shared machine's load changes it much.
 */
export async function videosBench(_options: RunOptions): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), "vw-bench-video-"));
  try {
    const input = join(dir, "minute.mp4");
    writeFileSync(input, mpeg4Video({ width: 1920, height: 1080, seconds: 60, rate: 30 }));
    const load = loadAverage();
    const started = performance.now();
    const made = await transcode(input, dir, () => {});
    const seconds = (performance.now() - started) / 1000;
    return [
      title("videos made playable in the background"),
      {
        what: `1 min of 1080p30 MPEG-4 part 2 → H.264/AAC ${made.renditions.map((r) => `${r.height}p`).join(" + ")} + posters (load ${load})`,
        figure: `${seconds.toFixed(1)} s per minute of video`,
        p50Ms: Math.round(seconds * 1000),
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
