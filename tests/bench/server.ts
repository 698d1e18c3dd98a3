import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { rootDir } from "../../src/paths.ts";
import { loadConfig } from "../../src/config.ts";

/**
 * What is still running or on disk, so that an interrupted bench (Ctrl-C) leaves no server and no folder
 * behind: the normal paths remove each as soon as its section ends.
 */
const live = { children: new Set<Subprocess>(), dirs: new Set<string>() };
process.on("exit", () => {
  for (const child of live.children) child.kill();
  for (const dir of live.dirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

export interface RunningServer {
  url: string;
  /** The process's id, to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/** A port the system has just handed out, so benches never collide with a developer's or a test's server. */
export function freePort(): number {
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const { port } = probe;
  probe.stop(true);
  return port;
}

/** Starts `command` with PORT set and waits until GET `readyPath` answers 200. */
export async function startProcess(
  command: string[],
  env: Record<string, string> = {},
  readyPath = "/",
): Promise<RunningServer> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: Subprocess = Bun.spawn(command, {
    cwd: rootDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdout: "ignore",
    stderr: "inherit",
  });
  live.children.add(child);
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited with ${child.exitCode}`);
    const ok = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 600) {
      child.kill();
      throw new Error(`${command.join(" ")} did not answer on ${url}`);
    }
    await Bun.sleep(100);
  }
  return {
    url,
    pid: child.pid,
    /** Stopping twice stops once. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await child.exited;
      live.children.delete(child);
    },
  };
}

/** The benches measure the server's work, not the write budgets: a few accounts make every write. */
const benchEnv = (dataDir: string) => ({ DATA_DIR: dataDir, WRITE_BUDGET_MULTIPLIER: "10000" });

/** The configuration of a bench's own context on `dataDir` (seeding), with the server's write budgets. */
export function benchConfig(dataDir: string) {
  return loadConfig(benchEnv(dataDir));
}

/** The real server (`bun src/main.ts`) on `dataDir`, as `bun start` runs it. */
export function startApp(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startProcess(["bun", "src/main.ts"], { ...benchEnv(dataDir), ...env }, "/healthz");
}

/** A recorded answer: its status, the headers that shape its bytes, and the bytes as sent (compressed). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** Asks once and keeps the answer exactly as it came, compression and all. */
export async function recordAnswer({
  url,
  headers,
}: {
  url: string;
  headers?: Record<string, string>;
}): Promise<Answer> {
  const response = await fetch(url, { headers, decompress: false, redirect: "manual" });
  const kept: Record<string, string> = {};
  for (const name of ["content-type", "content-encoding", "vary", "cache-control", "content-security-policy"]) {
    const value = response.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return { status: response.status, headers: kept, body: new Uint8Array(await response.arrayBuffer()) };
}

/** Fails unless `url` answers 200 with `text` in its (decompressed) body: a bench never measures an error page. */
export async function expectPage(url: string, headers: Record<string, string>, text: string): Promise<string> {
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200 || !body.includes(text)) {
    throw new Error(`${url} answered ${response.status} without "${text}": ${body.slice(0, 300)}`);
  }
  return body;
}

/**
 * The ceilings of answers: bare `Bun.serve` answering each recorded answer's very bytes and headers, at
 * `/memory/<i>` from memory and at `/file/<i>` as a static file (`Bun.file`). One process for all of them.
 */
export async function startCeilings(
  answers: Answer[],
): Promise<RunningServer & { memory(i: number): string; file(i: number): string }> {
  const work = mkdtempSync(join(tmpdir(), "vw-bench-ceilings-"));
  live.dirs.add(work);
  const list = answers.map((answer, i) => {
    const file = join(work, `answer-${i}`);
    writeFileSync(file, answer.body);
    return { file, status: answer.status, headers: answer.headers };
  });
  writeFileSync(join(work, "answers.json"), JSON.stringify(list));
  const server = await startProcess(
    ["bun", join(rootDir, "tests/bench/ceiling-server.ts"), join(work, "answers.json")],
    {},
    "/ready",
  );
  return {
    url: server.url,
    pid: server.pid,
    memory: (i) => `${server.url}/memory/${i}`,
    file: (i) => `${server.url}/file/${i}`,
    async stop() {
      await server.stop();
      rmSync(work, { recursive: true, force: true });
      live.dirs.delete(work);
    },
  };
}

/** A temporary folder for one section's databases and files, removed however the section ends. */
export async function withWorkDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `vw-bench-${prefix}-`));
  live.dirs.add(dir);
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    live.dirs.delete(dir);
  }
}

/** Stops every server started in `work`, however it ends. */
export async function withServers<T>(
  work: (started: <S extends RunningServer>(server: S) => S) => Promise<T>,
): Promise<T> {
  const servers: RunningServer[] = [];
  try {
    return await work((server) => (servers.push(server), server));
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
