import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { loadConfig } from "../src/config.ts";
import { createContext } from "../src/boot.ts";
import { createVerifiedUser } from "../src/commands/users.ts";
import { startServer, type ServerProcess } from "./server-process.ts";
import { withSeed } from "./random.ts";
import { waitFor } from "./wait.ts";
import { startWriters, type Writer } from "./crash-writers.ts";
import { integrityCheck, loggedTags, projectedTags, streamsWithGaps } from "./log-checks.ts";

/**
 * A real server (`bun src/main.ts`) takes writes from several clients at once and is killed with SIGKILL
 * at a moment drawn from the seed; a second server starts on the same database. Whatever the server
 * acknowledged before it died must be there exactly once, no stream may have lost a version, and the file
 * must pass SQLite's integrity check. 3 seeds per run, 20 with NIGHTLY=1; a failure prints its seed
 * (TEST_SEED=<n> runs it again).
 */
setDefaultTimeout(60_000);

const RUNS = process.env.NIGHTLY === "1" ? 20 : 3;
const WRITERS = 6;
/** The server dies after between KILL_AFTER_MIN and KILL_AFTER_MIN + KILL_AFTER_SPREAD acknowledged writes. */
const KILL_AFTER_MIN = 20;
const KILL_AFTER_SPREAD = 80;
const password = "violet-kettle-on-a-bicycle";

const running: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0))
    if (server.child.exitCode === null && server.child.signalCode === null) await server.kill("SIGTERM");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function server(dataDir: string): Promise<ServerProcess> {
  const started = await startServer(dataDir);
  running.push(started);
  return started;
}

/** Two accounts made on the database before the server starts, as an operator's `user create` makes them. */
async function makeAccounts(dataDir: string): Promise<void> {
  const ctx = await createContext(loadConfig({ DATA_DIR: dataDir }), { silent: true });
  try {
    for (const username of ["ann", "bea"])
      await createVerifiedUser(ctx, { name: username, username, email: `${username}@example.com`, password });
  } finally {
    await ctx.close();
  }
}

async function call<T>(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url + path, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** The access token of a sign-in through the API (argon2 is slow by design: each account signs in once). */
async function signInAs(
  url: string,
  username: string,
): Promise<{ userId: number; headers: { Authorization: string } }> {
  const login = await call<{ user: { id: number }; token: string }>(url, "/api/auth/login", {
    emailOrUsername: username,
    password,
  });
  return { userId: login.user.id, headers: { Authorization: `Bearer ${login.token}` } };
}

/** `WRITERS` clients, half as ann and half as bea, all writing to their one chat. */
async function writersOf(url: string): Promise<Writer[]> {
  const [ann, bea] = [await signInAs(url, "ann"), await signInAs(url, "bea")];
  const chat = await call<{ id: number }>(
    url,
    "/api/chat/create",
    { user_1_id: ann.userId, user_2_id: bea.userId },
    ann.headers,
  );
  return Array.from({ length: WRITERS }, (_, n) => ({ url, ...(n % 2 ? bea : ann), chatId: chat.id }));
}

for (let run = 0; run < RUNS; run++) {
  test(`killed at a random moment under concurrent writes (run ${run + 1} of ${RUNS}), the database keeps every acknowledged write once`, async () => {
    await withSeed(31_000 + run, async (random) => {
      const dataDir = mkdtempSync(join(tmpdir(), "vw-crash-safety-"));
      dirs.push(dataDir);
      await makeAccounts(dataDir);
      const killAfter = random.int(KILL_AFTER_SPREAD);
      const doomed = await server(dataDir);
      const writers = await writersOf(doomed.url);

      // The moment of the kill is counted in acknowledged writes rather than milliseconds, so a loaded
      // machine writes as much before it as an idle one; the extra sleep lands it amid the requests in flight.
      const { outcome, stopped } = startWriters(writers, random, `r${run}`);
      await waitFor(
        () => outcome.acknowledged.length >= KILL_AFTER_MIN + killAfter,
        "the writes before the kill",
        60_000,
      );
      await Bun.sleep(random.int(20));
      await doomed.kill("SIGKILL");
      await stopped;
      expect(doomed.child.signalCode).toBe("SIGKILL");
      expect(outcome.refused).toEqual([]);

      // A second server starts on the database as the crash left it, signs in and answers from it.
      const restarted = await server(dataDir);
      const ann = await signInAs(restarted.url, "ann");
      const own = await fetch(`${restarted.url}/api/content/?limit=1`, { headers: ann.headers });
      expect(own.status).toBe(200);
      await restarted.kill("SIGTERM");

      const db = createClient({ url: `file:${join(dataDir, "app.db")}` });
      try {
        for (const counts of [await loggedTags(db), await projectedTags(db)]) {
          expect(outcome.acknowledged.filter((write) => counts.get(write.tag) !== 1)).toEqual([]);
          expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
        }
        expect(await streamsWithGaps(db)).toEqual([]);
        expect(await integrityCheck(db)).toEqual(["ok"]);
      } finally {
        db.close();
      }
    });
  });
}
