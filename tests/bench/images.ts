import { renderImage } from "../../src/media/renditions.ts";
import { cameraPhoto } from "../camera-photo.ts";
import { title, type Row } from "./report.ts";
import type { RunOptions } from "./rounds.ts";

/**
 * Pictures made into renditions at upload (src/media/renditions.ts): a 12-megapixel camera photo into
 * 320–2048 px in AVIF, WebP and JPEG, as a post's upload does while its author waits. Median of the rounds.
 */
export async function imagesBench(options: RunOptions): Promise<Row[]> {
  const photo = await cameraPhoto();
  await renderImage(photo, "feed"); // warm: sharp's first call loads its codecs
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < Math.max(3, options.rounds); round++) {
    const started = performance.now();
    const { files } = await renderImage(photo, "feed");
    times.push(performance.now() - started);
    bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  return [
    title("pictures made into renditions at upload"),
    {
      what: `12 MP photo (${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG) → 4 widths × AVIF, WebP, JPEG (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
      figure: `${(1000 / median).toFixed(2)} photos/s`,
      p50Ms: Math.round(median),
    },
  ];
}
