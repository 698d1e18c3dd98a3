import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rootDir } from "./paths.ts";
import { startServer, type ServerProcess } from "../tests/server-process.ts";

/** What an operator reads when `bun start` starts, and when it cannot. */
setDefaultTimeout(120_000);

const dirs: string[] = [];
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill("SIGTERM");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "vw-start-"));
  dirs.push(dir);
  return dir;
}

test("the start-up log says where the outbox is and which admin account was created", async () => {
  const dir = dataDir();
  server = await startServer(dir, { ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "a-long-enough-admin-password" });
  const listening = server.logs().find((line) => line.message === "listening");
  expect(listening).toMatchObject({ outbox: join(dir, "outbox"), admin: "admin <boss@example.com>", media: join(dir, "media") });
  expect(server.logs().find((line) => line.message === "admin account created")).toMatchObject({ username: "admin", email: "boss@example.com" });
});

test("a port already taken ends the start with one log line and exit code 1, not a stack trace", async () => {
  const port = new URL(server!.url).port;
  const dir = dataDir();
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const second = Bun.spawn(["bun", "src/main.ts"], {
    cwd: rootDir,
    env: { ...inherited, DATA_DIR: dir, PORT: port },
    stdout: "pipe",
    stderr: "pipe",
  });
  expect(await second.exited).toBe(1);
  const stdout = await new Response(second.stdout).text();
  const stderr = await new Response(second.stderr).text();
  const lines = stdout.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line));
  expect(lines.at(-1)).toMatchObject({ level: "error", message: "port in use", port: Number(port) });
  expect(stderr).not.toMatch(/\n\s+at /); // no stack frames
  expect(stderr).not.toContain("EADDRINUSE");
});
