import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readOutbox } from "../../tests/harness.ts";
import { startServer, type ServerProcess } from "../../tests/server-process.ts";
import { waitFor } from "../../tests/wait.ts";

setDefaultTimeout(120_000);

const dataDir = mkdtempSync(join(tmpdir(), "vw-bulk-"));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running.splice(0)) await server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

const admin = {
  ADMIN_EMAIL: "boss@fund.example",
  ADMIN_PASSWORD: "a quiet office at dawn",
  ADMIN_USERNAME: "boss",
  RATE_LIMIT_MULTIPLIER: "50",
};

function send(server: ServerProcess, token: string, method: string, path: string, body?: unknown) {
  return fetch(server.url + path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

test("the bulk e-mail's cooldown holds across two server processes on one database, and nobody is mailed twice", async () => {
  const first = await startServer(dataDir, admin);
  running.push(first);
  const second = await startServer(dataDir, { RATE_LIMIT_MULTIPLIER: "50" });
  running.push(second);
  const login = await first.post("/api/auth/login", { emailOrUsername: "boss", password: admin.ADMIN_PASSWORD });
  const { token } = (await (login as Response).json()) as { token: string };

  for (let i = 0; i < 3; i++) {
    const added = await send(i % 2 ? second : first, token, "POST", "/api/investor/add", {
      name: `Fund ${i}`,
      email: `fund${i}@fund.example`,
      note: "",
    });
    expect(added.status).toBe(200);
  }
  // Both processes at once: exactly one starts the send, the other is told to wait.
  const answers = await Promise.all(
    [first, second].map((server) => send(server, token, "POST", "/api/investor/emails")),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([202, 429]);
  const refused = answers.find((a) => a.status === 429)!;
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(290);
  for (const server of [first, second])
    expect((await send(server, token, "POST", "/api/investor/emails")).status).toBe(429);

  await waitFor(() => readOutbox(join(dataDir, "outbox")).length >= 3, "three investor mails", 30_000);
  for (const server of running.splice(0)) await server.kill("SIGTERM");
  const recipients = readOutbox(join(dataDir, "outbox"))
    .map((mail) => mail.match(/^To: (.+)$/m)![1])
    .sort();
  expect(recipients).toEqual(["fund0@fund.example", "fund1@fund.example", "fund2@fund.example"]);
});
