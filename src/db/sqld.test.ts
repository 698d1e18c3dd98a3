import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postThrough, signInThrough, startServer, type ServerProcess } from "../../tests/server-process.ts";
import { startSqld, type Sqld } from "../../tests/sqld.ts";
import { waitFor } from "../../tests/wait.ts";
import { rootDir } from "../paths.ts";

setDefaultTimeout(180_000);

/**
 * The product on a libSQL server, as the README deploys it on several machines: a sqld primary and a
 * replica, one server process on each, and the operator's replay run against the primary.
 */
const dir = mkdtempSync(join(tmpdir(), "vw-sqld-"));
const running: (ServerProcess | Sqld)[] = [];
afterAll(async () => {
  for (const part of running.reverse()) await ("child" in part ? part.kill("SIGTERM") : part.stop());
  rmSync(dir, { recursive: true, force: true });
});

const admin = { ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "a quiet office at dawn", ADMIN_USERNAME: "boss" };
/** Machines share their secrets through the settings, as the README's deployment says (each has its own DATA_DIR). */
const shared = { JWT_SECRET: "one secret for every machine of the test, 0123456789" };

test("two server processes, on a sqld primary and its replica, serve one product; replay rebuilds it there", async () => {
  const primary = await startSqld(join(dir, "primary.sqld"));
  running.push(primary);
  const replica = await startSqld(join(dir, "replica.sqld"), primary);
  running.push(replica);
  // The first server migrates the primary and makes the admin account; the second reads through the replica.
  const first = await startServer(join(dir, "first"), { ...admin, ...shared, DATABASE_URL: primary.url });
  running.push(first);
  const second = await startServer(join(dir, "second"), { ...shared, DATABASE_URL: replica.url });
  running.push(second);

  // Signed in through the replica's server (its writes go on to the primary), a post written through the other.
  const token = await signInThrough(second, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
  const id = await postThrough(first, token, "Written through the primary");

  const readThrough = async (server: ServerProcess) => {
    const answer = await fetch(`${server.url}/api/contents/item/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return answer.status === 200 ? ((await answer.json()) as { context: string }).context : null;
  };
  expect(await readThrough(first)).toBe("Written through the primary");
  // The replica follows the primary's log: the post is there within moments.
  await waitFor(
    async () => (await readThrough(second)) === "Written through the primary",
    "the post on the replica",
    15_000,
  );

  // The operator's replay, on the server's database: rebuilt in place, indexes made again under their names.
  const replay = Bun.spawnSync(["bun", "src/cli.ts", "replay"], {
    cwd: rootDir,
    env: { ...process.env, ...shared, DATA_DIR: join(dir, "first"), DATABASE_URL: primary.url },
  });
  expect({ exit: replay.exitCode, err: replay.stderr.toString().slice(-400) }).toEqual({ exit: 0, err: "" });
  expect(replay.stdout.toString()).toContain("replayed");
  expect(await readThrough(first)).toBe("Written through the primary");
  const search = await fetch(`${first.url}/api/search?q=boss`, { headers: { Authorization: `Bearer ${token}` } });
  expect(search.status).toBe(200);
});
