import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readOutbox } from "../../../tests/harness.ts";
import { startServer, type ServerProcess } from "../../../tests/server-process.ts";
import { waitFor } from "../../../tests/wait.ts";
import { reactors } from "../index.ts";

setDefaultTimeout(90_000);

let dataDir: string;
const running: ServerProcess[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Two servers on one database, started one after the other: the first takes every lease. */
async function twoServers(leaseMs: number) {
  dataDir = mkdtempSync(join(tmpdir(), "vw-two-"));
  // Every request comes from 127.0.0.1: the per-address limits are raised, as for the browser tests.
  const env = { REACTOR_LEASE_MS: String(leaseMs), RATE_LIMIT_MULTIPLIER: "50" };
  for (let i = 0; i < 2; i++) running.push(await startServer(dataDir, env));
  return running as [ServerProcess, ServerProcess];
}

const deliveries = (server: ServerProcess) =>
  server
    .logs()
    .filter((line) => line.message === "reactor delivered")
    .map((line) => line.position as number);

const outboxOf = () => readOutbox(join(dataDir, "outbox"));
const recipients = (mails: string[]) => mails.map((mail) => mail.match(/^To: (.+)$/m)?.[1]).sort();

function contact(server: ServerProcess, n: number) {
  return server.post("/api/contact", {
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    message: `Message number ${n}`,
  });
}

function register(server: ServerProcess, n: number) {
  return server.post("/api/auth/register", {
    name: `Person ${n}`,
    username: `person${n}`,
    email: `person${n}@example.com`,
    password: "violet-kettle-on-a-bicycle",
  });
}

test("two server processes on one database never both send: each mail once, whichever took the request", async () => {
  const [first, second] = await twoServers(10_000);
  const answers = [];
  for (let n = 0; n < 8; n++) {
    const server = n % 2 === 0 ? first : second;
    answers.push(await contact(server, n), await register(server, n));
  }
  expect(answers.map((a) => (a as Response).status)).toEqual(Array(16).fill(200));
  await waitFor(() => deliveries(first).length + deliveries(second).length >= 16, "16 deliveries");
  // Both stopped, so each has written all it ever will.
  for (const server of [first, second]) await server.kill("SIGTERM");

  const mails = outboxOf();
  expect(mails).toHaveLength(16);
  expect(recipients(mails)).toEqual(
    [
      ...Array.from({ length: 8 }, (_, n) => `person${n}@example.com`),
      ...Array(8).fill("support@virtualworlds.example"),
    ].sort(),
  );
  const [byFirst, bySecond] = [deliveries(first), deliveries(second)];
  expect(byFirst).toHaveLength(16);
  expect(new Set(byFirst).size).toBe(16);
  expect(bySecond).toEqual([]);
});

test("when the lease holder dies, the other process takes its reactors over within seconds and sends what is due", async () => {
  const leaseMs = 1500;
  const [holder, standby] = await twoServers(leaseMs);
  expect((await contact(holder, 1)) as Response).toHaveProperty("status", 200);
  await waitFor(() => deliveries(holder).length === 1, "the holder's delivery");

  await holder.kill("SIGKILL");
  const died = performance.now();
  expect((await contact(standby, 2)) as Response).toHaveProperty("status", 200);
  await waitFor(() => deliveries(standby).length === 1, "the standby's delivery", 15_000);
  const tookOverAfterMs = performance.now() - died;

  // Each reactor's lease lapses and is taken on its own: the contact mail may go before the last is taken.
  const leasesTaken = () =>
    standby
      .logs()
      .filter((line) => line.message === "reactor lease taken")
      .map((line) => line.reactor)
      .sort();
  await waitFor(() => leasesTaken().length === reactors.length, "every lease taken by the standby", 15_000);
  expect(leasesTaken()).toEqual(reactors.map((r) => r.name).sort());
  expect(outboxOf().map((mail) => mail.includes("Message number 2"))).toEqual([false, true]);
  // The lease lapses after leaseMs and the standby looks every leaseMs / 3: well within seconds even on a busy machine.
  expect(tookOverAfterMs).toBeLessThan(leaseMs + 8000);
});
