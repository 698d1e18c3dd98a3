import type { Subprocess } from "bun";
import { rootDir } from "../src/paths.ts";
import { freePort } from "./bench/server.ts";

/** One JSON log line of the server (src/log.ts). */
export interface LogLine {
  level: string;
  message: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  url: string;
  child: Subprocess;
  /** Every log line written so far. */
  logs(): LogLine[];
  /** Every line written so far on stdout and (with `captureStderr`) stderr, JSON or not. */
  output(): { stdout: string[]; stderr: string[] };
  /** POST with a JSON body; a process killed midway answers with a network error, which is returned. */
  post(path: string, body: unknown): Promise<Response | Error>;
  kill(signal: "SIGKILL" | "SIGTERM"): Promise<void>;
}

/**
 * The real server, `bun src/main.ts` (or another `entry` that serves it), on `dataDir` (which outlives it, so
 * another can start on the same database), waited for until /healthz answers. Its log is kept for the test to read.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  { captureStderr = false, entry = "src/main.ts" } = {},
): Promise<ServerProcess> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const child = Bun.spawn(["bun", entry], {
    cwd: rootDir,
    // Its clients write much from few accounts: the per-account write budgets raised, as in testApp.
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      PORT: String(port),
      WRITE_BUDGET_MULTIPLIER: "1000",
      ...env,
    },
    stdout: "pipe",
    stderr: captureStderr ? "pipe" : "inherit",
  });
  const lines: LogLine[] = [];
  const output = { stdout: [] as string[], stderr: [] as string[] };
  void collectLines(child.stdout, output.stdout, lines);
  if (captureStderr) void collectLines(child.stderr as ReadableStream<Uint8Array>, output.stderr);
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 600) throw new Error(`the server did not answer on ${url}`);
    await Bun.sleep(100);
  }
  return {
    url,
    child,
    logs: () => lines,
    output: () => output,
    post: (path, body) =>
      fetch(url + path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).catch((error: Error) => error),
    async kill(signal) {
      child.kill(signal);
      await child.exited;
    },
  };
}

async function collectLines(stream: ReadableStream<Uint8Array>, raw: string[], into: LogLine[] = []) {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  let pending = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    pending += decoder.decode(value, { stream: true });
    const complete = pending.split("\n");
    pending = complete.pop()!;
    for (const line of complete) {
      raw.push(line);
      if (line.startsWith("{")) into.push(JSON.parse(line) as LogLine);
    }
  }
}

/** Signs in through `server` as a person would; the access token, or an error naming the answer. */
export async function signInThrough(server: ServerProcess, emailOrUsername: string, password: string): Promise<string> {
  const answer = await server.post("/api/auth/login", { emailOrUsername, password });
  if (!(answer instanceof Response) || answer.status !== 200)
    throw new Error(`signing in through ${server.url}: ${answer instanceof Response ? answer.status : answer}`);
  return ((await answer.json()) as { token: string }).token;
}

/** A public post with `text`, written through `server`; its id. */
export async function postThrough(server: ServerProcess, token: string, text: string): Promise<number> {
  const form = new FormData();
  form.set("context", text);
  form.set("sharing", "1");
  const answer = await fetch(`${server.url}/api/content`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (answer.status !== 200) throw new Error(`posting through ${server.url}: ${answer.status}`);
  return ((await answer.json()) as { id: number }).id;
}
