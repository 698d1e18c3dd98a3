import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { openRealtime, type SseReader } from "../../tests/sse.ts";
import { startPushService, type PushService } from "../../tests/support/push-service.ts";
import { sendMedia, sendMessage, someEnvelope, someKeyBundle, someKeys, startChat } from "../../tests/chat.ts";

setDefaultTimeout(30_000);

/**
 * Chat, live: what each person's realtime channel carries (new-message, unread, typing, read, key-changed), within 2
 * seconds; and a push, through the chat reactor, to someone with no stream open, naming the sender and the
 * chat and never the text.
 */
let t: TestApp;
let service: PushService;
let ann: TestUser, ben: TestUser, cat: TestUser;

beforeAll(async () => {
  service = await startPushService();
  // The push service is on 127.0.0.1: the SSRF guard is lifted for it.
  t = await testApp({ PUSH_ALLOW_PRIVATE_HOSTS: "1" }, { pushAgent: service.agent });
  ann = await createUser(t, { username: "ann", name: "Ann Archer" });
  ben = await createUser(t, { username: "ben", name: "Ben Baker" });
  cat = await createUser(t, { username: "cat", name: "Cat Cooper" });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const open = (user: TestUser): Promise<SseReader> => openRealtime(t.app, user.headers);

describe("the realtime channel", () => {
  test("a message reaches the recipient within 2 seconds, sealed, with their unread total; typing and read reach the other person", async () => {
    const chatId = await startChat(t, ann, ben);
    const [annStream, benStream] = await Promise.all([open(ann), open(ben)]);

    const content = someEnvelope();
    const started = performance.now();
    const sent = await (await sendMessage(t, ann, chatId, content)).json();
    const heard = await benStream.next((m) => m.event === "new-message", 2_000);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(heard.data).toEqual({
      message: content,
      sendername: "Ann Archer",
      chatID: chatId,
      id: sent.id,
      sender_id: ann.id,
      is_image: false,
      created_at: sent.created_at,
    });
    expect((await benStream.next((m) => m.event === "unread", 2_000)).data).toEqual({ total: 1 });
    // The sender's other devices hear of it too.
    expect((await annStream.next((m) => m.event === "new-message", 2_000)).data).toMatchObject({ id: sent.id });

    expect((await t.json("POST", "/api/chat/typing", { chat_id: chatId }, ann.headers)).status).toBe(204);
    expect((await benStream.next((m) => m.event === "typing", 2_000)).data).toEqual({ chatID: chatId, userId: ann.id });

    expect((await t.json("POST", "/api/chat/read", { chat_id: chatId }, ben.headers)).status).toBe(204);
    expect((await annStream.next((m) => m.event === "read", 2_000)).data).toEqual({
      chatID: chatId,
      userId: ben.id,
      upTo: sent.id,
    });
    expect((await benStream.next((m) => m.event === "unread", 2_000)).data).toEqual({ total: 0 });

    // Nothing of the chat reached anyone else.
    const catStream = await open(cat);
    await sendMessage(t, ben, chatId);
    await annStream.next((m) => m.event === "new-message", 2_000);
    expect(catStream.received.filter((m) => m.event !== "ready" && m.event !== "presence")).toEqual([]);
    await Promise.all([annStream.close(), benStream.close(), catStream.close()]);
  });

  test("a new key pair reaches, live, everyone who has a chat with its owner, and nobody else; a new backup reaches nobody", async () => {
    const eve = await createUser(t, { username: "eve", name: "Eve Evans" });
    const first = await someKeyBundle(eve.id);
    expect((await t.json("PUT", "/api/keys", first, eve.headers)).status).toBe(200);
    await startChat(t, ann, eve);
    await startChat(t, eve, ben);
    const [annStream, benStream, catStream, eveStream] = await Promise.all([
      open(ann),
      open(ben),
      open(cat),
      open(eve),
    ]);

    // Keys started over (the recovery key lost): a new pair.
    const second = await someKeys(eve.id);
    expect((await t.json("PUT", "/api/keys", { ...second.bundle, password: eve.password }, eve.headers)).status).toBe(
      200,
    );
    for (const stream of [annStream, benStream]) {
      expect((await stream.next((m) => m.event === "key-changed", 2_000)).data).toEqual({
        userId: eve.id,
        publicKey: second.bundle.publicKey,
      });
    }

    // The same pair under a new backup changes nothing anyone sees: not told. A message after it shows the
    // stream moved on past both.
    const sameKeys = {
      ...(await someKeyBundle(eve.id, second.identity)),
      currentVerifier: second.bundle.backup.verifier,
    };
    expect((await t.json("PUT", "/api/keys", sameKeys, eve.headers)).status).toBe(200);
    const chatId = await startChat(t, eve, ann);
    await sendMessage(t, eve, chatId);
    await annStream.next((m) => m.event === "new-message", 2_000);
    expect(annStream.received.filter((m) => m.event === "key-changed")).toHaveLength(1);
    const others = (stream: SseReader) => stream.received.filter((m) => m.event === "key-changed");
    expect(others(catStream)).toEqual([]);
    expect(others(eveStream)).toEqual([]);
    await Promise.all([annStream.close(), benStream.close(), catStream.close(), eveStream.close()]);
  });

  test("the chat header's status is true to life: online while a stream is open", async () => {
    const chatId = await startChat(t, cat, ann);
    const statusOf = async () =>
      (await (await t.json("GET", `/api/chat-details/${chatId}/${cat.id}`, undefined, cat.headers)).json()).status;
    const annStream = await open(ann);
    expect(await statusOf()).toBe(true);
    await annStream.close();
    for (let i = 0; i < 100 && (await statusOf()); i++) await Bun.sleep(20);
    expect(await statusOf()).toBe(false);
  });
});

describe("push to someone whose browser is closed", () => {
  test("names the sender and opens the chat, never the text; nothing is pushed to someone with a stream open", async () => {
    const dan = await createUser(t, { username: "dan", name: "Dan Dale" });
    const browser = service.subscribe(t.config.vapid.publicKey);
    expect((await t.json("POST", "/api/push/subscribe", { subscription: browser }, dan.headers)).status).toBe(201);
    const chatId = await startChat(t, ann, dan);

    // Online: the message arrives on the stream, and no push is sent.
    const danStream = await open(dan);
    await sendMessage(t, ann, chatId);
    await danStream.next((m) => m.event === "new-message", 2_000);
    await t.ctx.reactors.settled();
    expect(service.receivedBy(browser)).toEqual([]);
    await danStream.close();
    for (let i = 0; i < 100 && (await t.ctx.realtime.isOnline(dan.id)); i++) await Bun.sleep(20);

    // Offline: one push per message, text or picture, signed with the server's VAPID key.
    await sendMessage(t, ann, chatId, someEnvelope());
    await sendMedia(t, ann, chatId, new Uint8Array([1, ...crypto.getRandomValues(new Uint8Array(40))]));
    const pushes = await service.waitForPushes(2, { subscription: browser, timeoutMs: 10_000 });
    expect(pushes.map((p) => p.vapid?.valid)).toEqual([true, true]);
    expect(pushes.map((p) => JSON.parse(p.payload!))).toEqual([
      { title: "Ann Archer", body: "Sent you a message", url: `/chat/${chatId}`, tag: `chat-${chatId}` },
      { title: "Ann Archer", body: "Sent you a picture", url: `/chat/${chatId}`, tag: `chat-${chatId}` },
    ]);
    await t.ctx.reactors.settled();
    expect(service.receivedBy(browser)).toHaveLength(2);
  });
});
