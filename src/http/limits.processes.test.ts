import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postThrough, signInThrough, startServer, type ServerProcess } from "../../tests/server-process.ts";

setDefaultTimeout(120_000);

/**
 * Two server processes on one database behave as one service: a limit counts the requests both took, and
 * what one records, the other shows at once (the read models are the database's, not a process's).
 */
const dataDir = mkdtempSync(join(tmpdir(), "vw-two-"));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running.splice(0)) await server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

const admin = { ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "a quiet office at dawn", ADMIN_USERNAME: "boss" };
const message = (i: number) => ({ name: "Ada", email: "ada@example.com", message: `Hello number ${i}` });

test("the contact form's limit of 5 an hour per address counts what both processes took, even sent at once", async () => {
  // The admin account of the settings is made by the first process to start; the second finds it there.
  const first = await startServer(dataDir, admin);
  const second = await startServer(dataDir);
  running.push(first, second);

  // Eight at once, spread over both: five are taken, the rest refused with the limit's answer.
  const answers = await Promise.all(
    [...Array(8).keys()].map((i) => (i % 2 ? second : first).post("/api/contact", message(i))),
  );
  const statuses = answers.map((answer) => (answer instanceof Response ? answer.status : 0));
  expect(statuses.filter((s) => s === 200)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  for (const server of [first, second]) {
    const refused = (await server.post("/api/contact", message(9))) as Response;
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: "Too many messages from your network. Please try again later.",
    });
  }
});

test("a post written through one process is at once in the other's feed, for a session opened on the other", async () => {
  const [first, second] = running as [ServerProcess, ServerProcess];
  const token = await signInThrough(second, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
  const id = await postThrough(first, token, "Written on the first, read on the second");
  const read = await fetch(`${second.url}/api/contents/item/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ ID: id, context: "Written on the first, read on the second" });
});
