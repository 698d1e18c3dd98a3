import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Load, LoadSettings, LoadSpec } from "./generator.ts";

const script = new URL("./wrk.lua", import.meta.url).pathname;

/** `wrk debian/4.1.0-3+b2 [epoll]`, or undefined when wrk is not installed. */
export function wrkVersion(): string | undefined {
  if (!Bun.which("wrk")) return undefined;
  const { stdout, stderr } = Bun.spawnSync(["wrk", "--version"]);
  // wrk prints its version line, then its usage, and exits 1.
  return (stdout.toString() + stderr.toString())
    .split("\n")[0]!
    .replace(/\s*Copyright.*$/, "")
    .trim();
}

/** One wrk run; its `done` hook (wrk.lua) prints the exact figures, read here. */
export async function wrk(spec: LoadSpec, { threads, connections, seconds }: LoadSettings): Promise<Load> {
  const args = ["wrk", `-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script];
  for (const [name, value] of Object.entries(spec.headers ?? {})) args.push("-H", `${name}: ${value}`);
  const rotation = spec.rotate && rotationFile(spec.rotate.values);
  try {
    const env = rotation
      ? { ...process.env, BENCH_ROTATE_HEADER: spec.rotate!.header, BENCH_ROTATE_FILE: rotation.file }
      : process.env;
    const child = Bun.spawn([...args, spec.url], { env, stdout: "pipe", stderr: "pipe" });
    const [stdout, stderr, code] = await Promise.all([
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
      child.exited,
    ]);
    const line = stdout.split("\n").find((l) => l.startsWith("BENCH "));
    if (code !== 0 || !line) throw new Error(`wrk failed (${code}) on ${spec.url}: ${stderr || stdout}`);
    return figures(JSON.parse(line.slice("BENCH ".length)));
  } finally {
    rotation?.remove();
  }
}

interface Done {
  requests: number;
  durationUs: number;
  bytes: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
  /** Answers with a status of 400 or more: wrk counts them as requests too. */
  status: number;
  p50Us: number;
  p99Us: number;
}

function figures(done: Done): Load {
  return {
    requests: done.requests,
    errors: done.connect + done.read + done.write + done.timeout,
    non2xx: done.status,
    perSecond: done.requests / (done.durationUs / 1e6),
    p50Ms: done.p50Us / 1000,
    p99Ms: done.p99Us / 1000,
    bytesPerAnswer: done.requests ? done.bytes / done.requests : 0,
  };
}

function rotationFile(values: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "vw-bench-wrk-"));
  const file = join(dir, "values");
  writeFileSync(file, values.join("\n") + "\n");
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
