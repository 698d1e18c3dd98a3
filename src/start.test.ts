import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rootDir } from "./paths.ts";
import { execFileSync } from "node:child_process";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { startServer, type ServerProcess } from "../tests/server-process.ts";
import { waitFor } from "../tests/wait.ts";

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
  server = await startServer(
    dir,
    { ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "a-long-enough-admin-password" },
    { captureStderr: true },
  );
  const listening = server.logs().find((line) => line.message === "listening");
  expect(listening).toMatchObject({
    outbox: join(dir, "outbox"),
    admin: "admin <boss@example.com>",
    media: join(dir, "media"),
  });
  expect(server.logs().find((line) => line.message === "admin account created")).toMatchObject({
    username: "admin",
    email: "boss@example.com",
  });
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
  const lines = stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
  expect(lines.at(-1)).toMatchObject({ level: "error", message: "port in use", port: Number(port) });
  expect(stderr).not.toMatch(/\n\s+at /); // no stack frames
  expect(stderr).not.toContain("EADDRINUSE");
});

/** `bun start` on `dataDir` until it exits: its exit code, its JSON log lines and its stderr. */
async function startUntilExit(dataDir: string, env: Record<string, string> = {}) {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const child = Bun.spawn(["bun", "src/main.ts"], {
    cwd: rootDir,
    env: { ...inherited, DATA_DIR: dataDir, PORT: "0", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const code = await child.exited;
  const stdout = await new Response(child.stdout).text();
  const stderr = await new Response(child.stderr).text();
  return {
    code,
    stdout,
    stderr,
    lines: stdout
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line)),
  };
}

/** A tmpfs this test mounts (it runs as root: a read-only folder is not read-only to root otherwise). */
function mountTmpfs(options: string) {
  const dir = mkdtempSync(join(tmpdir(), "vw-start-mount-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { stdio: "pipe" });
  } catch (error) {
    throw new Error(`This test needs to mount a tmpfs (as root) to make a read-only data folder: ${String(error)}`);
  }
  mounts.push(dir);
  return dir;
}

const mounts: string[] = [];
afterAll(() => {
  for (const dir of mounts) {
    execFileSync("umount", ["-l", dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a read-only data folder, empty or holding a database, ends the start with one line that says so and exit code 1", async () => {
  const empty = mountTmpfs("size=4m,ro");
  // A data folder as a server left it (keys and database), copied onto a disk then made read-only.
  const previous = dataDir();
  const database = await openDatabase(loadConfig({ DATA_DIR: previous }).databaseUrl);
  database.close();
  const holding = mountTmpfs("size=16m");
  cpSync(previous, holding, { recursive: true });
  expect(readdirSync(holding)).toContain("app.db");
  execFileSync("mount", ["-o", "remount,ro", holding]);

  for (const dir of [empty, holding]) {
    const started = await startUntilExit(dir);
    expect(started.code).toBe(1);
    expect(started.lines).toHaveLength(1);
    expect(started.lines[0]).toMatchObject({
      level: "error",
      message: "data folder unusable",
      dataDir: dir,
      code: "EROFS",
    });
    expect(started.lines[0].hint).toBe(
      `The data folder ${dir} is on a read-only file system: the server keeps its database, keys, outbox and uploads there. Make it writable, or set DATA_DIR to a folder that is.`,
    );
    expect(started.stderr).not.toMatch(/\n\s+at /); // no stack frames
    expect(started.stderr + started.stdout).not.toContain("SQLITE");
  }
});

test("everything the server writes while it works is a JSON log line, and nothing goes to stderr", async () => {
  const { url } = server!;
  await fetch(`${url}/`);
  await fetch(`${url}/login?next=/%0a/x`);
  await fetch(`${url}/api/nothing-here`);
  await server!.post("/api/auth/login", { emailOrUsername: "admin", password: "a-long-enough-admin-password" });
  await server!.post("/api/auth/login", { emailOrUsername: "admin", password: "not the password" });
  await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{not json",
  });
  await server!.post("/api/auth/register", {
    name: "Zed",
    username: "zed",
    email: "zed@example.com",
    password: "violet-kettle-on-a-bicycle",
  });
  // The sign-up mail is written by a reactor after the request: its line is waited for, not slept for.
  await waitFor(() => server!.logs().some((line) => line.message === "request" && line.path === "/api/auth/register"));
  const { stdout, stderr } = server!.output();
  expect(stdout.length).toBeGreaterThan(5);
  for (const line of stdout.filter((l) => l.trim())) {
    const parsed = JSON.parse(line);
    expect(typeof parsed.level).toBe("string");
    expect(typeof parsed.message).toBe("string");
  }
  expect(stderr.filter((l) => l.trim())).toEqual([]);
});

test("a start that fails for a reason nobody planned for (a wrong setting) is one JSON line too, and exit code 1", async () => {
  const started = await startUntilExit(dataDir(), { PORT: "not-a-port" });
  expect(started.code).toBe(1);
  expect(started.lines.at(-1)).toMatchObject({ level: "error", message: "uncaught exception" });
  expect(started.lines.at(-1).error).toContain("PORT");
  expect(started.stderr).toBe("");
});
