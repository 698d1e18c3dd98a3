import { watch } from "node:fs";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { rootDir } from "./paths.ts";

/**
 * `bun run dev`: runs the server and, whenever a source file changes, stops it and starts it again.
 * The server builds the browser bundle as it starts, so one restart brings both sides up to date.
 */
const watched = ["src", "events", "projections", "web"];
// Tests and editors' scratch files change often and mean nothing to the running server.
const ignored = /(\.test\.ts|\.e2e\.ts|~|\.swp|\.tmp)$|(^|\/)\./;
const settleMs = 150;
const stopGraceMs = 3000;

let server: Subprocess | undefined;
let pending: Set<string> = new Set();
let timer: Timer | undefined;
let restarting: Promise<void> = Promise.resolve();

function start() {
  server = Bun.spawn(["bun", "src/main.ts"], {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development" },
    stdio: ["inherit", "inherit", "inherit"],
  });
}

/** Asks the server to finish (it closes the database cleanly), and forces it after a grace period. */
async function stop() {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  running.kill("SIGTERM");
  const forced = setTimeout(() => running.kill("SIGKILL"), stopGraceMs);
  await running.exited;
  clearTimeout(forced);
}

function changed(file: string) {
  if (ignored.test(file)) return;
  pending.add(file);
  // Saving several files (or one editor writing twice) gives one restart.
  clearTimeout(timer);
  timer = setTimeout(restart, settleMs);
}

function restart() {
  const files = [...pending];
  pending = new Set();
  console.log(
    `\n[dev] ${files.slice(0, 3).join(", ")}${files.length > 3 ? ` and ${files.length - 3} more` : ""} changed: restarting`,
  );
  restarting = restarting.then(async () => {
    await stop();
    start();
  });
}

for (const dir of watched) {
  watch(join(rootDir, dir), { recursive: true }, (_event, file) => {
    if (file) changed(join(dir, file.toString()));
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await restarting;
    await stop();
    process.exit(0);
  });
}

console.log(`[dev] watching ${watched.join(", ")}`);
start();
