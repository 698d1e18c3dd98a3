import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "drizzle-orm";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { getJson } from "../../tests/posts.ts";
import { openRealtime, type SseReader } from "../../tests/sse.ts";
import { sendMessage, startChat } from "../../tests/chat.ts";
import type { ChatDetails, ChatListItem } from "../../shared/api/chat.ts";

/**
 * Receipts (issue 24, item 7: /features promises read receipts): a sender sees each message delivered once a
 * browser of the recipient has it and read once they opened the chat, live; with read receipts off, a reader's
 * reads are never told, and they see nobody's.
 */

setDefaultTimeout(30_000);

let t: TestApp;
let ann: TestUser, ben: TestUser, cat: TestUser;

beforeAll(async () => {
  t = await testApp();
  ann = await createUser(t, { username: "ann", name: "Ann Archer" });
  ben = await createUser(t, { username: "ben", name: "Ben Baker" });
  cat = await createUser(t, { username: "cat", name: "Cat Cooper" });
});
afterAll(() => t.close());

const detailsOf = (user: TestUser, chatId: number) =>
  getJson<ChatDetails>(t, user, `/api/chat-details/${chatId}/${user.id}`);
const receiptsOf = async (user: TestUser, chatId: number) => {
  const { delivered_up_to, read_up_to } = await detailsOf(user, chatId);
  return { delivered_up_to, read_up_to };
};
const lastPosition = async () => (await t.ctx.db.get<{ n: number }>(sql`select max(position) as n from events`))!.n;
const delivered = (user: TestUser, chatId: number, upTo: number) =>
  t.json("POST", "/api/chat/delivered", { chat_id: chatId, up_to_id: upTo }, user.headers);
const read = (user: TestUser, chatId: number) => t.json("POST", "/api/chat/read", { chat_id: chatId }, user.headers);
const setReadReceipts = async (user: TestUser, on: boolean) => {
  const response = await t.json("PUT", "/api/chat-settings", { read_receipts: on }, user.headers);
  expect({ status: response.status, body: await response.json() }).toEqual({
    status: 200,
    body: { read_receipts: on },
  });
};

const open = (user: TestUser): Promise<SseReader> => openRealtime(t.app, user.headers);

async function sent(by: TestUser, chatId: number): Promise<number> {
  const response = await sendMessage(t, by, chatId);
  expect(response.status).toBe(200);
  return (await response.json()).id;
}

describe("delivered, then read", () => {
  test("the sender sees a message delivered when the recipient's browser has it, then read when they open the chat, live and on reload", async () => {
    const chatId = await startChat(t, ann, ben);
    const annStream = await open(ann);
    const first = await sent(ann, chatId);
    const second = await sent(ann, chatId);
    expect(await receiptsOf(ann, chatId)).toEqual({ delivered_up_to: 0, read_up_to: 0 });

    // Ben's browser heard of the first message (a live `new-message`): delivered up to it.
    expect((await delivered(ben, chatId, first)).status).toBe(204);
    expect((await annStream.next((m) => m.event === "delivered", 2_000)).data).toEqual({
      chatID: chatId,
      userId: ben.id,
      upTo: first,
    });
    expect(await receiptsOf(ann, chatId)).toEqual({ delivered_up_to: first, read_up_to: 0 });

    // Ben opens the chat: both read, the second delivered with it.
    expect((await read(ben, chatId)).status).toBe(204);
    expect(
      (await annStream.next((m) => m.event === "delivered" && (m.data as { upTo: number }).upTo === second, 2_000))
        .data,
    ).toEqual({ chatID: chatId, userId: ben.id, upTo: second });
    expect((await annStream.next((m) => m.event === "read", 2_000)).data).toEqual({
      chatID: chatId,
      userId: ben.id,
      upTo: second,
    });
    expect(await receiptsOf(ann, chatId)).toEqual({ delivered_up_to: second, read_up_to: second });
    await annStream.close();
  });

  test("a browser saying again what it has, its own, or what is not sent yet records nothing past the last message sent to it", async () => {
    const chatId = await startChat(t, cat, ben);
    const id = await sent(cat, chatId);
    expect((await delivered(ben, chatId, id + 1_000_000)).status).toBe(204);
    expect(await receiptsOf(cat, chatId)).toEqual({ delivered_up_to: id, read_up_to: 0 });

    // Ben's own message needs no receipt: saying he has it (as his chat list does) records nothing either.
    const own = await sent(ben, chatId);
    const before = await lastPosition();
    expect((await delivered(ben, chatId, id)).status).toBe(204);
    expect((await delivered(ben, chatId, 1)).status).toBe(204);
    expect((await delivered(ben, chatId, own)).status).toBe(204);
    expect(await lastPosition()).toBe(before);

    // The next message is not delivered by an earlier over-reaching acknowledgement.
    const next = await sent(cat, chatId);
    expect(await receiptsOf(cat, chatId)).toEqual({ delivered_up_to: id, read_up_to: 0 });
    expect(next).toBeGreaterThan(id);
  });

  test("nobody says a chat they are not in was delivered: 404 as for a chat that does not exist, 401 anonymous, 400 malformed", async () => {
    const chatId = await startChat(t, ann, cat);
    const id = await sent(ann, chatId);
    const stranger = await delivered(ben, chatId, id);
    expect({ status: stranger.status, body: await stranger.json() }).toEqual({
      status: 404,
      body: { error: "Chat not found", message: "Chat not found", code: "chat_not_found" },
    });
    expect((await delivered(ben, 999_999, id)).status).toBe(404);
    expect((await t.json("POST", "/api/chat/delivered", { chat_id: chatId, up_to_id: id })).status).toBe(401);
    for (const body of [
      { chat_id: chatId },
      { chat_id: chatId, up_to_id: 0 },
      { chat_id: chatId, up_to_id: "1" },
      { chat_id: chatId, up_to_id: 1.5 },
    ]) {
      const response = await t.json("POST", "/api/chat/delivered", body, cat.headers);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    expect(await receiptsOf(ann, chatId)).toEqual({ delivered_up_to: 0, read_up_to: 0 });
  });

  test("the chat list names each chat's last message, which its browser then says it has", async () => {
    const dee = await createUser(t, { username: "dee" });
    const chatId = await startChat(t, dee, ben);
    const id = await sent(dee, chatId);
    const list = await getJson<ChatListItem[]>(t, ben, `/api/chat/${ben.id}`);
    expect(list.find((chat) => chat.chat_id === chatId)).toMatchObject({ last_message_id: id });
  });
});

describe("read receipts off", () => {
  test("on by default; the setting is one's own, kept, and asked of nobody else", async () => {
    const eve = await createUser(t, { username: "eve" });
    expect(await getJson(t, eve, "/api/chat-settings")).toEqual({ read_receipts: true });
    await setReadReceipts(eve, false);
    expect(await getJson(t, eve, "/api/chat-settings")).toEqual({ read_receipts: false });
    expect(await getJson(t, ann, "/api/chat-settings")).toEqual({ read_receipts: true });
    expect((await t.json("GET", "/api/chat-settings")).status).toBe(401);
    for (const body of [{}, { read_receipts: "false" }, { read_receipts: 0 }, null]) {
      expect((await t.json("PUT", "/api/chat-settings", body, eve.headers)).status).toBe(400);
    }
    // Setting it as it is records nothing.
    const before = await lastPosition();
    await setReadReceipts(eve, false);
    expect(await lastPosition()).toBe(before);
  });

  test("a reader with them off: the sender never gets `read` (only `delivered`), and the reader's unread count still clears", async () => {
    const fay = await createUser(t, { username: "fay", name: "Fay Field" });
    const gus = await createUser(t, { username: "gus", name: "Gus Grant" });
    const chatId = await startChat(t, fay, gus);
    await setReadReceipts(gus, false);
    const [fayStream, gusStream] = await Promise.all([open(fay), open(gus)]);

    const id = await sent(fay, chatId);
    await gusStream.next((m) => m.event === "new-message", 2_000);
    expect((await read(gus, chatId)).status).toBe(204);
    expect(
      (await gusStream.next((m) => m.event === "unread" && (m.data as { total: number }).total === 0, 2_000)).data,
    ).toEqual({ total: 0 });
    expect((await fayStream.next((m) => m.event === "delivered", 2_000)).data).toEqual({
      chatID: chatId,
      userId: gus.id,
      upTo: id,
    });
    expect(await getJson(t, gus, `/api/chat-unread/${gus.id}`)).toEqual({ total: 0 });
    expect(await receiptsOf(fay, chatId)).toEqual({ delivered_up_to: id, read_up_to: 0 });

    // A message after the read: Fay's stream has moved on past it, and never carried `read`.
    await sent(gus, chatId);
    await fayStream.next(
      (m) => m.event === "new-message" && (m.data as { sender_id: number }).sender_id === gus.id,
      2_000,
    );
    expect(fayStream.received.filter((m) => m.event === "read")).toEqual([]);
    await Promise.all([fayStream.close(), gusStream.close()]);
  });

  test("one who has them off sees nobody's: the other's read is neither told nor shown to them", async () => {
    const hal = await createUser(t, { username: "hal", name: "Hal Hart" });
    const ivy = await createUser(t, { username: "ivy", name: "Ivy Irving" });
    const chatId = await startChat(t, hal, ivy);
    await setReadReceipts(hal, false);
    const halStream = await open(hal);

    // Hal (off) writes; Ivy (on) reads. Hal is told it arrived, never that it was read.
    const id = await sent(hal, chatId);
    expect((await read(ivy, chatId)).status).toBe(204);
    expect((await halStream.next((m) => m.event === "delivered", 2_000)).data).toEqual({
      chatID: chatId,
      userId: ivy.id,
      upTo: id,
    });
    expect(await receiptsOf(hal, chatId)).toEqual({ delivered_up_to: id, read_up_to: 0 });
    await sent(ivy, chatId);
    await halStream.next(
      (m) => m.event === "new-message" && (m.data as { sender_id: number }).sender_id === ivy.id,
      2_000,
    );
    expect(halStream.received.filter((m) => m.event === "read")).toEqual([]);

    // Turned on again: reads made while either had them off stay untold; the next read is told.
    await setReadReceipts(hal, true);
    expect(await receiptsOf(hal, chatId)).toEqual({ delivered_up_to: id, read_up_to: 0 });
    const after = await sent(hal, chatId);
    expect((await read(ivy, chatId)).status).toBe(204);
    expect((await halStream.next((m) => m.event === "read", 2_000)).data).toEqual({
      chatID: chatId,
      userId: ivy.id,
      upTo: after,
    });
    expect(await receiptsOf(hal, chatId)).toEqual({ delivered_up_to: after, read_up_to: after });
    await halStream.close();
  });

  test("turning them off hides, to oneself, the reads one was shown before", async () => {
    const jo = await createUser(t, { username: "jo" });
    const kim = await createUser(t, { username: "kim" });
    const chatId = await startChat(t, jo, kim);
    const id = await sent(jo, chatId);
    expect((await read(kim, chatId)).status).toBe(204);
    expect(await receiptsOf(jo, chatId)).toEqual({ delivered_up_to: id, read_up_to: id });
    await setReadReceipts(jo, false);
    expect(await receiptsOf(jo, chatId)).toEqual({ delivered_up_to: id, read_up_to: 0 });
  });
});
