import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { rootDir } from "../../src/paths.ts";

export interface RunningServer {
  url: string;
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
export async function startProcess(command: string[], env: Record<string, string> = {}, readyPath = "/"): Promise<RunningServer> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: Subprocess = Bun.spawn(command, {
    cwd: rootDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited with ${child.exitCode}`);
    const ok = await fetch(url + readyPath).then((r) => r.ok, () => false);
    if (ok) break;
    if (attempt > 600) throw new Error(`${command.join(" ")} did not answer on ${url}`);
    await Bun.sleep(100);
  }
  return {
    url,
    /** Stopping twice stops once. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await child.exited;
    },
  };
}

/** The real server (`bun src/main.ts`) on a fresh temporary DATA_DIR; the folder goes when it stops. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "vw-bench-"));
  const server = await startProcess(["bun", "src/main.ts"], { DATA_DIR: dataDir, ...env }, "/healthz");
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bare `Bun.serve` answering every request with one file: the most any page could get from this runtime. */
export function startStatic(file: string, contentType: string): Promise<RunningServer> {
  return startProcess(["bun", join(rootDir, "tests/bench/static-server.ts"), file, contentType]);
}
