import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { createContext } from "../boot.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { ensureClientBuilt, type TestApp } from "../../tests/harness.ts";
import { startServer, type ServerProcess } from "../../tests/server-process.ts";
import { SseReader } from "../../tests/sse.ts";

setDefaultTimeout(90_000);

/**
 * Zone talk across two server processes on one database: who is near is read from the speaker's process's
 * presence index (kept alike by broadcasts), and the line reaches a hearer whose stream another process holds.
 */
const dataDir = mkdtempSync(join(tmpdir(), "vw-talk-"));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

async function people(): Promise<TestUser[]> {
  await ensureClientBuilt();
  const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" }), {
    silent: true,
  });
  const t = { ctx } as TestApp;
  const made = [await createUser(t, { username: "tia", name: "Tia" }), await createUser(t, { username: "uma" })];
  await ctx.close();
  return made;
}

test("a line said through one process reaches a near hearer whose stream the other process holds", async () => {
  const [tia, uma] = (await people()) as [TestUser, TestUser];
  running.push(await startServer(dataDir), await startServer(dataDir));
  const [first, second] = running as [ServerProcess, ServerProcess];
  const stream = async (server: ServerProcess, user: TestUser) => {
    const reader = new SseReader(await fetch(`${server.url}/api/realtime`, { headers: user.headers }));
    await reader.next((m) => m.event === "ready");
    return reader;
  };
  const send = (server: ServerProcess, user: TestUser, path: string, body: object) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { ...user.headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  const tiaOnFirst = await stream(first, tia);
  const umaOnSecond = await stream(second, uma);
  // uma stands in the desert through the second process; the first hears of it (tia's stream is told).
  expect((await send(first, tia, "/api/zones/desert/presence", { x: 0, y: 0, z: 0, ry: 0, avatar: 1 })).status).toBe(
    204,
  );
  expect((await send(second, uma, "/api/zones/desert/presence", { x: 4, y: 0, z: 0, ry: 0, avatar: 2 })).status).toBe(
    204,
  );
  await tiaOnFirst.next((m) => m.event === "zone-presence" && (m.data as { userId: number }).userId === uma.id, 10_000);

  const said = await send(first, tia, "/api/zones/desert/talk", { text: "Across the processes" });
  expect(said.status).toBe(200);
  const heard = await umaOnSecond.next((m) => m.event === "zone-said", 10_000);
  expect(heard.data).toMatchObject({ userId: tia.id, name: "Tia", text: "Across the processes", slug: "desert" });
  await tiaOnFirst.close();
  await umaOnSecond.close();
});
