import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { MAX_VIDEO_SECONDS } from "../../shared/media.ts";

/**
 * Makes an uploaded video play in every browser: H.264 (High, yuv420p) and AAC in MP4 with its index at the
 * front (`+faststart`, so playback starts before the whole file is fetched), at most 1080p, plus a 360p
 * rendition for phones and a poster frame (WebP and JPEG). The ffmpeg binary is the one the npm package
 * `@ffmpeg-installer/ffmpeg` ships for this platform (a static build, nothing downloaded at run time).
 */

/** A video that cannot be made playable; `reason` is what its author is told. */
export class TranscodeFailed extends Error {
  constructor(
    readonly reason: string,
    /** What ffmpeg said, for the log. */
    readonly detail = "",
  ) {
    super(reason);
  }
}

const UNREADABLE = "This video could not be processed: it is damaged or in a format we cannot play.";

export interface TranscodedVideo {
  width: number;
  height: number;
  duration: number;
  /** Renditions by their "p" figure (the frame's shorter side), smallest first, and their files. */
  renditions: { height: number; path: string }[];
  posters: { format: "webp" | "jpg"; path: string }[];
}

const LARGEST = 1080;
const SMALL = 360;

/**
 * ffmpeg runs at a low priority (the server's requests come first) and dies with the process that started
 * it (`setpriv --pdeathsig`, Linux): a server killed midway leaves no transcoding running on, and the
 * reactor's next holder starts it again from the start.
 */
function command(args: string[]): string[] {
  const lowPriority = existsSync("/usr/bin/nice") ? ["/usr/bin/nice", "-n", "10"] : [];
  const diesWithUs = existsSync("/usr/bin/setpriv") ? ["/usr/bin/setpriv", "--pdeathsig", "KILL"] : [];
  return [...diesWithUs, ...lowPriority, ffmpeg.path, "-hide_banner", "-nostdin", ...args];
}

interface Probe {
  duration: number;
  width: number;
  height: number;
}

/** What ffmpeg reads of a file's header: its duration and first video stream's frame, or null. */
export async function probe(path: string): Promise<Probe | null> {
  const child = Bun.spawn(command(["-i", path]), { stdout: "ignore", stderr: "pipe" });
  const text = await new Response(child.stderr).text();
  await child.exited;
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text);
  const frame = /Stream #\d+:\d+.*?: Video: .*?, (\d{2,5})x(\d{2,5})/.exec(text);
  if (!duration || !frame) return null;
  const rotated = /rotate\s*:\s*-?(90|270)\b|rotation of -?(90|270)/.test(text);
  const [w, h] = [Number(frame[1]), Number(frame[2])];
  return {
    duration: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    width: rotated ? h : w,
    height: rotated ? w : h,
  };
}

/** The scale filter that makes the frame's shorter side at most `side` pixels, both sides even. */
function scaleTo(side: number): string {
  const factor = `min(1,${side}/min(iw,ih))`;
  return `scale='trunc(${factor}*iw/2)*2':'trunc(${factor}*ih/2)*2'`;
}

function output(side: number, crf: number, profile: string, audioRate: string, path: string): string[] {
  return [
    ...["-map", "0:v:0", "-map", "0:a:0?", "-vf", scaleTo(side)],
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", String(crf), "-profile:v", profile, "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", audioRate, "-ac", "2", "-movflags", "+faststart", "-map_metadata", "-1", path],
  ];
}

/**
 * Transcodes `input` into files in `dir` (which it overwrites: a redone transcoding starts afresh), telling
 * `onProgress` the percentage done as it goes. Throws `TranscodeFailed` for a video that cannot be made
 * playable (too long, no picture, damaged); anything else thrown is the machine's trouble, worth a retry.
 */
export async function transcode(
  input: string,
  dir: string,
  onProgress: (percent: number) => void | Promise<void>,
  signal?: AbortSignal,
): Promise<TranscodedVideo> {
  const source = await probe(input);
  if (!source) throw new TranscodeFailed(UNREADABLE);
  if (source.duration > MAX_VIDEO_SECONDS + 0.5) {
    throw new TranscodeFailed(
      `This video is ${clock(source.duration)} long. Videos can be at most ${MAX_VIDEO_SECONDS / 60} minutes.`,
    );
  }
  const short = Math.min(source.width, source.height);
  const largest = Math.min(LARGEST, short - (short % 2));
  const sides = largest > SMALL ? [SMALL, largest] : [largest];
  const renditions = sides.map((side) => ({ height: side, path: join(dir, `${side}.mp4`) }));
  const args = ["-y", "-loglevel", "error", "-progress", "pipe:1", "-i", input, "-t", String(MAX_VIDEO_SECONDS)];
  for (const r of renditions) {
    const small = r.height === SMALL && sides.length > 1;
    args.push(...output(r.height, small ? 27 : 23, small ? "main" : "high", small ? "96k" : "128k", r.path));
  }
  await run(args, source.duration, onProgress, signal);
  const main = renditions.at(-1)!;
  const made = await probe(main.path);
  if (!made) throw new TranscodeFailed(UNREADABLE);
  const posters = [
    { format: "webp" as const, path: join(dir, "poster.webp") },
    { format: "jpg" as const, path: join(dir, "poster.jpg") },
  ];
  const at = Math.min(1, made.duration / 3).toFixed(2);
  await run(
    [
      ...["-y", "-loglevel", "error", "-ss", at, "-i", main.path],
      ...["-map", "0:v:0", "-frames:v", "1", "-c:v", "libwebp", "-quality", "75", posters[0]!.path],
      ...["-map", "0:v:0", "-frames:v", "1", "-q:v", "3", posters[1]!.path],
    ],
    0,
    () => {},
    signal,
  );
  return {
    width: made.width,
    height: made.height,
    duration: Math.round(made.duration * 10) / 10,
    renditions,
    posters,
  };
}

/** Runs ffmpeg, reading its `-progress` report; a failed run is the video's fault (its stderr says why). */
async function run(
  args: string[],
  duration: number,
  onProgress: (percent: number) => void | Promise<void>,
  signal?: AbortSignal,
) {
  signal?.throwIfAborted();
  const child = Bun.spawn(command(args), { stdout: "pipe", stderr: "pipe" });
  // Stopped (the process is shutting down): ffmpeg ends now, and the video is the machine's, not at fault.
  const stop = () => child.kill("SIGKILL");
  signal?.addEventListener("abort", stop, { once: true });
  const stderr = new Response(child.stderr).text();
  const decoder = new TextDecoder();
  let pending = "";
  for await (const bytes of child.stdout as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(bytes, { stream: true });
    const done = [...pending.matchAll(/out_time_us=(\d+)/g)].at(-1);
    pending = pending.slice(pending.lastIndexOf("\n") + 1);
    if (done && duration > 0) {
      await onProgress(Math.min(99, Math.floor((Number(done[1]) / 1e6 / Math.min(duration, MAX_VIDEO_SECONDS)) * 100)));
    }
  }
  const code = await child.exited;
  signal?.removeEventListener("abort", stop);
  signal?.throwIfAborted();
  if (code !== 0) {
    const why = (await stderr).trim().split("\n").slice(-3).join(" ").slice(0, 300);
    throw new TranscodeFailed(UNREADABLE, why || `ffmpeg exited with ${code}`);
  }
}

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
