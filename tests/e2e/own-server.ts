import { expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const rootDir = fileURLToPath(new URL("../..", import.meta.url));

/** A free loopback port, asked of the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A server of a test file's own (`bun src/main.ts` on a free port and a fresh data folder), for settings
 * the shared test server does not have. Only `env` and what a process needs to run are passed: nothing of
 * the shared server's settings (its database, its admin) leaks in.
 */
export async function startOwnServer(name: string, env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `vw-e2e-${name}-`));
  const server: ChildProcess = spawn("bun", ["src/main.ts"], {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      RATE_LIMIT_MULTIPLIER: "50",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { message: `the ${name} server answers`, timeout: 90_000, intervals: [250] },
    )
    .toBe(true);
  return {
    baseURL,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}
