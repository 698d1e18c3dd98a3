import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { SseReader, type SseMessage } from "../../tests/sse.ts";
import { sendMessage, startChat } from "../../tests/chat.ts";

setDefaultTimeout(30_000);

/**
 * Issue #23 item 3: resuming with Last-Event-ID. Every event has an id of its own (`<position>.<n>`), so a
 * reader cut between two events of one log position gets the second; and a reader further back than
 * REALTIME_REPLAY_LIMIT positions is told `resync` (load afresh) instead of costing a replay of the log.
 */
let t: TestApp;
let ann: TestUser, ben: TestUser, cat: TestUser;
const REPLAY_LIMIT = 20;

beforeAll(async () => {
  t = await testApp({ REALTIME_REPLAY_LIMIT: String(REPLAY_LIMIT) });
  ann = await createUser(t, { username: "ann" });
  ben = await createUser(t, { username: "ben" });
  cat = await createUser(t, { username: "cat" });
});
afterAll(() => t.close());

/**
 * Presence and the notifications' unread count are told as they are now, not from the log (no id), and the
 * notifications reactor tells the count whenever it gets to it: the resuming the tests check is of the rest.
 */
const fromTheLog = (m: SseMessage) => m.event !== "presence" && m.event !== "notifications";

async function open(user: TestUser, lastEventId?: string): Promise<SseReader> {
  const headers = lastEventId === undefined ? user.headers : { ...user.headers, "Last-Event-ID": lastEventId };
  const response = await t.app.request("/api/realtime", { headers });
  expect(response.status).toBe(200);
  return new SseReader(response);
}

/** Waits until the user has no stream open here, so what follows is missed and must be caught up. */
async function closed(stream: SseReader, user: TestUser) {
  await stream.close();
  const deadline = performance.now() + 5000;
  while (await t.ctx.realtime.isOnline(user.id)) {
    if (performance.now() > deadline) throw new Error("the stream did not close");
    await Bun.sleep(10);
  }
}

describe("event ids", () => {
  test("a reader cut between `new-message` and `unread` of one position gets the `unread` on reconnecting, and only it", async () => {
    const chatId = await startChat(t, ann, ben);
    const live = await open(ben);
    await live.next((m) => m.event === "ready");
    expect((await sendMessage(t, ann, chatId)).status).toBe(200);
    const message = await live.next((m) => m.event === "new-message");
    const unread = await live.next((m) => m.event === "unread");
    // Two events of one log position, each with its own id, in increasing order.
    expect(message.id).not.toBe(unread.id);
    expect(message.id!.split(".")[0]).toBe(unread.id!.split(".")[0]);
    await closed(live, ben);

    // The connection broke after `new-message`: the browser sends back the last id it received.
    const resumed = await open(ben, message.id);
    expect((await resumed.next(fromTheLog)).event).toBe("unread");
    expect((await resumed.next(fromTheLog)).event).toBe("ready");
    expect(resumed.received.filter(fromTheLog).map((m) => m.event)).toEqual(["unread", "ready"]);
    await closed(resumed, ben);

    // An id from before ids had parts (the plain position) resumes after the whole position.
    const position = message.id!.split(".")[0]!;
    const plain = await open(ben, String(Number(position) - 1));
    const next = async () => (await plain.next(fromTheLog)).event;
    expect([await next(), await next(), await next()]).toEqual(["new-message", "unread", "ready"]);
    await closed(plain, ben);
    const after = await open(ben, position);
    expect((await after.next(fromTheLog)).event).toBe("ready");
    await after.close();
  });

  test("a live reader's ids are all different and only grow, `ready` included", async () => {
    const chatId = await startChat(t, cat, ben);
    const live = await open(ben);
    const ready = await live.next((m) => m.event === "ready");
    await sendMessage(t, cat, chatId);
    await sendMessage(t, cat, chatId);
    const ids = [ready.id!];
    for (let i = 0; i < 4; i++) ids.push((await live.next(fromTheLog)).id!);
    const order = (id: string) => {
      const [position, n] = id.split(".");
      return Number(position) + (n === undefined ? 0.999 : Number(n) / 1000);
    };
    expect(ids.map(order)).toEqual([...ids.map(order)].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    await live.close();
  });
});

describe("catching up", () => {
  test("a reader further back than the replay limit is sent `resync` and nothing of the log, which is not read for it", async () => {
    const first = await open(cat);
    const ready = await first.next((m) => m.event === "ready");
    await closed(first, cat);
    // More friendship changes of cat's than the limit allows to replay.
    for (let i = 0; i < REPLAY_LIMIT; i++) {
      expect((await t.json("POST", `/api/friends/${cat.username}`, undefined, ann.headers)).status).toBe(200);
      expect((await t.json("DELETE", `/api/friends/${cat.username}`, undefined, ann.headers)).status).toBe(200);
    }
    const head = await t.ctx.store.head();
    expect(head - Number(ready.id)).toBeGreaterThan(REPLAY_LIMIT);

    // Reads of the log from before the head: a catch-up's (the log tail reads only from its own position on).
    const readsBehind: number[] = [];
    const store = t.ctx.store;
    const readFrom = store.readFrom.bind(store);
    store.readFrom = (from, limit) => {
      if (from < head) readsBehind.push(from);
      return readFrom(from, limit);
    };
    try {
      const resumed = await open(cat, ready.id);
      const resync = await resumed.next(fromTheLog);
      expect(resync).toMatchObject({ event: "resync", id: String(head) });
      // What comes next is live, with nothing of the missed log before it.
      expect((await t.json("POST", `/api/friends/${cat.username}`, undefined, ben.headers)).status).toBe(200);
      await resumed.next((m) => m.event === "friendship");
      expect(resumed.received.filter(fromTheLog).map((m) => m.event)).toEqual(["resync", "friendship"]);
      expect(readsBehind).toEqual([]);
      await resumed.close();
    } finally {
      store.readFrom = readFrom;
    }
  });
});
