import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Videos made at test time with the ffmpeg binary of `@ffmpeg-installer/ffmpeg`: a test pattern with a tone,
 * encoded as MPEG-4 part 2 (`mp4v`, an old phone's or camera's codec, which browsers do not play), in MP4.
 */
export function mpeg4Video({ width = 854, height = 480, seconds = 4, rate = 25 } = {}): Uint8Array<ArrayBuffer> {
  const dir = mkdtempSync(join(tmpdir(), "vw-video-"));
  const path = join(dir, "clip.mp4");
  // node:child_process, not Bun's: the browser tests run this under Node.
  const made = spawnSync(ffmpeg.path, [
    ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y"],
    ...["-f", "lavfi", "-i", `testsrc=size=${width}x${height}:rate=${rate}:duration=${seconds}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
    ...["-c:v", "mpeg4", "-q:v", "5", "-c:a", "aac", "-shortest", path],
  ]);
  try {
    if (made.status !== 0) throw new Error(`ffmpeg could not make the test video: ${made.stderr.toString()}`);
    return new Uint8Array(readFileSync(path));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A video whose boxes are all in place (so it sniffs as MP4 and its metadata strips) but whose frames are
 * noise: it is accepted at upload and cannot be transcoded.
 */
export function corruptVideo(): Uint8Array<ArrayBuffer> {
  const bytes = mpeg4Video({ width: 320, height: 240, seconds: 2 });
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at);
    if (new TextDecoder().decode(bytes.subarray(at + 4, at + 8)) === "mdat") {
      // getRandomValues fills at most 64 KB at a time.
      for (let i = at + 8; i < at + size; i += 65536)
        crypto.getRandomValues(bytes.subarray(i, Math.min(at + size, i + 65536)));
    }
    if (size < 8) break;
    at += size;
  }
  return bytes;
}

export interface Stream {
  codec: string;
  width?: number;
  height?: number;
}

/** The codecs and frame sizes ffmpeg reads in a file, and whether its index (`moov`) comes before its data. */
export async function describeVideo(
  bytes: Uint8Array,
): Promise<{ streams: Stream[]; duration: number; indexFirst: boolean }> {
  const dir = mkdtempSync(join(tmpdir(), "vw-video-"));
  const path = join(dir, "clip.mp4");
  writeFileSync(path, bytes);
  const probe = spawnSync(ffmpeg.path, ["-hide_banner", "-i", path]).stderr.toString();
  rmSync(dir, { recursive: true, force: true });
  const streams = probe.split("\n").flatMap((line) => {
    const codec = /Stream #\d+:\d+.*?: (?:Video|Audio): (\w+)/.exec(line)?.[1];
    const frame = /, (\d{2,5})x(\d{2,5})/.exec(line);
    return codec ? [{ codec, ...(frame ? { width: Number(frame[1]), height: Number(frame[2]) } : {}) }] : [];
  });
  const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(probe) ?? [];
  const text = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
  const moov = text.indexOf("moov");
  const mdat = text.indexOf("mdat");
  return {
    streams,
    duration: Number(h) * 3600 + Number(m) * 60 + Number(s),
    indexFirst: moov >= 0 && (mdat < 0 || moov < mdat),
  };
}
