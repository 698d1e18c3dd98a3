import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../config.ts";
import { createContext } from "../../boot.ts";
import { createApp } from "../../app.ts";
import { createUser, type TestUser } from "../../../tests/accounts.ts";
import { ensureClientBuilt, type TestApp } from "../../../tests/harness.ts";
import { startServer, type ServerProcess } from "../../../tests/server-process.ts";
import { SseReader } from "../../../tests/sse.ts";
import { waitFor } from "../../../tests/wait.ts";
import { sendMessage, someEnvelope, startChat } from "../../../tests/chat.ts";
import { requestFriendship } from "../../commands/friends.ts";
import { actorOf } from "../../actor.ts";
import { userById } from "../../../projections/users.queries.ts";

setDefaultTimeout(90_000);

/**
 * Several server processes on one database: each delivers to the streams it holds, whichever process
 * appended the event or sent the signal, and each knows who is online in the others.
 */
const dataDir = mkdtempSync(join(tmpdir(), "vw-realtime-"));
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" });
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Two people who are friends, made on the database before any server starts (the servers share its secrets). */
async function friends(): Promise<[TestUser, TestUser]> {
  await ensureClientBuilt();
  const ctx = await createContext(config, { silent: true });
  const t = { ctx } as TestApp;
  const ann = await createUser(t, { username: "ann" });
  const ben = await createUser(t, { username: "ben" });
  for (const [from, to] of [
    [ann, ben],
    [ben, ann],
  ] as const) {
    await requestFriendship(ctx, actorOf((await userById(ctx.db, from.id))!), to.username);
  }
  await ctx.close();
  return [ann, ben];
}

const [ann, ben] = await friends();

async function stream(server: ServerProcess, user: TestUser): Promise<SseReader> {
  const reader = new SseReader(await fetch(`${server.url}/api/realtime`, { headers: user.headers }));
  await reader.next((m) => m.event === "ready");
  return reader;
}

test("an event appended through one process reaches a stream held by the other, and a signal does too", async () => {
  running.push(await startServer(dataDir), await startServer(dataDir));
  const [first, second] = running as [ServerProcess, ServerProcess];
  const annOnFirst = await stream(first, ann);

  // ben comes online on the second process: a signal (presence), relayed through the database.
  const bensStream = await stream(second, ben);
  expect((await annOnFirst.next((m) => m.event === "presence", 5000)).data).toMatchObject({
    userId: ben.id,
    online: true,
  });

  // ben ends the friendship through the second process: a durable delivery, read from the log by the first.
  const ended = await fetch(`${second.url}/api/friends/ann`, { method: "DELETE", headers: ben.headers });
  expect(ended.status).toBe(200);
  const heard = await annOnFirst.next((m) => m.event === "friendship", 5000);
  expect(heard.data).toEqual({ userId: ben.id, friendship: "none" });
  expect(Number(heard.id)).toBeGreaterThan(0);

  // ...and both directions: ann asks again through the first, ben hears it on the second.
  await fetch(`${first.url}/api/friends/ben`, { method: "POST", headers: ann.headers });
  const asked = await bensStream.next(
    (m) => m.event === "friendship" && (m.data as { friendship: string }).friendship === "incoming",
    5000,
  );
  expect(asked.data).toEqual({ userId: ann.id, friendship: "incoming" });
  await annOnFirst.close();
  await bensStream.close();
  for (const server of running.splice(0)) await server.kill("SIGTERM");
});

/** The helpers of tests/chat.ts, sent to a real server process instead of a test app. */
function through(server: ServerProcess): TestApp {
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url + path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { json } as TestApp;
}

test("a chat message sent through one process reaches the other person's stream on the other, sealed, with typing and the unread total", async () => {
  running.push(await startServer(dataDir), await startServer(dataDir));
  const [first, second] = running as [ServerProcess, ServerProcess];
  const bensStream = await stream(first, ben);
  const chatId = await startChat(through(second), ann, ben);

  const typing = await fetch(`${second.url}/api/chat/typing`, {
    method: "POST",
    headers: { ...ann.headers, "Content-Type": "application/json" },
    body: JSON.stringify({ chat_id: chatId }),
  });
  expect(typing.status).toBeLessThan(300);
  expect((await bensStream.next((m) => m.event === "typing", 5000)).data).toEqual({ chatID: chatId, userId: ann.id });

  const content = someEnvelope();
  expect((await sendMessage(through(second), ann, chatId, content)).status).toBe(200);
  const message = await bensStream.next((m) => m.event === "new-message", 5000);
  expect(message.data).toMatchObject({ chatID: chatId, sender_id: ann.id, message: content });
  expect((await bensStream.next((m) => m.event === "unread", 5000)).data).toMatchObject({ total: 1 });
  await bensStream.close();
  for (const server of running.splice(0)) await server.kill("SIGTERM");
});

test("isOnline sees the streams of every process on the database, and forgets a process that stopped", async () => {
  const other = await createContext(config, { silent: true });
  const here = await createContext(config, { silent: true });
  try {
    expect(await here.realtime.isOnline(ann.id)).toBe(false);
    const response = await createApp(other).request("/api/realtime", { headers: ann.headers });
    const annElsewhere = new SseReader(response);
    await annElsewhere.next((m) => m.event === "ready");
    await waitFor(() => here.realtime.isOnline(ann.id), "ann online in the other process", 5000);

    await annElsewhere.close();
    await waitFor(async () => !(await here.realtime.isOnline(ann.id)), "ann offline once her stream closed", 5000);

    const again = new SseReader(await createApp(other).request("/api/realtime", { headers: ann.headers }));
    await again.next((m) => m.event === "ready");
    await waitFor(() => here.realtime.isOnline(ann.id), "ann online again", 5000);
    await other.close();
    expect(await here.realtime.isOnline(ann.id)).toBe(false);
  } finally {
    await other.close();
    await here.close();
  }
});
