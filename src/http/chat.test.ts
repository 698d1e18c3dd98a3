import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, loginAs, type TestUser } from "../../tests/accounts.ts";
import { getJson } from "../../tests/posts.ts";
import {
  keysOfChat,
  sealPicture,
  sealText,
  sendMedia,
  sendMessage,
  someEnvelope,
  startChat,
} from "../../tests/chat.ts";
import { decryptBytes, decryptMessage } from "../../web/chat/crypto/index.ts";
import { jpeg } from "../../tests/media-fixtures.ts";
import type { ChatDetails, ChatListItem } from "../../shared/api/chat.ts";

/** API.md "Chat": participants only, the sender is the caller, one chat per pair, unread counts, ciphertext only. */

setDefaultTimeout(30_000);

let t: TestApp;
let ann: TestUser, ben: TestUser, cat: TestUser, admin: TestUser;

beforeAll(async () => {
  t = await testApp();
  ann = await createUser(t, { username: "ann", name: "Ann Archer" });
  ben = await createUser(t, { username: "ben", name: "Ben Baker" });
  cat = await createUser(t, { username: "cat" });
  admin = await createUser(t, { username: "chat_admin", admin: true });
});
afterAll(() => t.close());

const listOf = (user: TestUser) => getJson<ChatListItem[]>(t, user, `/api/chat/${user.id}`);
const detailsOf = (user: TestUser, chatId: number, query = "") =>
  getJson<ChatDetails>(t, user, `/api/chat-details/${chatId}/${user.id}${query}`);
const lastPosition = async () => (await t.ctx.db.get<{ n: number }>(sql`select max(position) as n from events`))!.n;
const unreadOf = async (user: TestUser) =>
  (await getJson<{ total: number }>(t, user, `/api/chat-unread/${user.id}`)).total;

describe("finding someone and starting a chat", () => {
  test("the search finds a person by username, in any case; an unknown one is 404 User not found", async () => {
    expect(await getJson(t, ann, "/api/chat/search/BEN")).toEqual({ id: ben.id, username: "ben", profile: null });
    const missing = await t.json("GET", "/api/chat/search/nobody_at_all", undefined, ann.headers);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: "User not found" });
  });

  test("the same pair always gets the same chat, whoever starts it and in whichever order", async () => {
    const first = await startChat(t, ann, cat);
    expect(await startChat(t, cat, ann)).toBe(first);
    const reversed = await t.json("POST", "/api/chat/create", { user_1_id: ann.id, user_2_id: cat.id }, ann.headers);
    expect(await reversed.json()).toEqual({ id: first });
    const [a, c] = await Promise.all([listOf(ann), listOf(cat)]);
    expect(a.filter((chat) => chat.chatter_id === cat.id).map((chat) => chat.chat_id)).toEqual([first]);
    expect(c.filter((chat) => chat.chatter_id === ann.id).map((chat) => chat.chat_id)).toEqual([first]);
  });

  test("two simultaneous starts of one pair make one chat", async () => {
    const dan = await createUser(t, { username: "dan" });
    const eve = await createUser(t, { username: "eve" });
    const ids = await Promise.all([startChat(t, dan, eve), startChat(t, eve, dan), startChat(t, dan, eve)]);
    expect(new Set(ids).size).toBe(1);
  });

  test("a chat is started only by one of its pair, with someone who exists, and not with oneself", async () => {
    const others = await t.json("POST", "/api/chat/create", { user_1_id: ben.id, user_2_id: cat.id }, ann.headers);
    expect(others.status).toBe(403);
    const nobody = await t.json("POST", "/api/chat/create", { user_1_id: 999_999, user_2_id: ann.id }, ann.headers);
    expect(nobody.status).toBe(404);
    expect(await nobody.json()).toMatchObject({ message: "User not found" });
    const self = await t.json("POST", "/api/chat/create", { user_1_id: ann.id, user_2_id: ann.id }, ann.headers);
    expect(self.status).toBe(400);
  });
});

describe("messages", () => {
  let chatId: number;
  beforeAll(async () => {
    chatId = await startChat(t, ann, ben);
  });

  test("a sent message is recorded as the caller's, lists as the chat's last, and counts unread for the other person only", async () => {
    const before = await unreadOf(ben);
    const content = someEnvelope();
    const response = await sendMessage(t, ann, chatId, content);
    expect(response.status).toBe(200);
    const sent = await response.json();
    expect(sent).toEqual({ id: expect.any(Number), created_at: expect.any(String) });

    const benChat = (await listOf(ben)).find((chat) => chat.chat_id === chatId)!;
    expect(benChat).toMatchObject({
      chatter_id: ann.id,
      username: "ann",
      last_message: content,
      unread_count: 1,
      profile: null,
    });
    expect((await listOf(ann)).find((chat) => chat.chat_id === chatId)).toMatchObject({
      chatter_id: ben.id,
      last_message: content,
      unread_count: 0,
    });
    expect(await unreadOf(ben)).toBe(before + 1);

    const details = await detailsOf(ben, chatId);
    expect(details.messages[0]).toEqual({
      id: sent.id,
      content,
      sender_id: ann.id,
      is_image: false,
      created_at: sent.created_at,
    });
    expect(details).toMatchObject({ user: "Ann Archer", other_user_id: ann.id, status: false, profile: null });
  });

  test("the chat list is most recently active first", async () => {
    const other = await startChat(t, ann, cat);
    await sendMessage(t, cat, other);
    expect((await listOf(ann)).map((chat) => chat.chat_id).slice(0, 2)).toEqual([other, chatId]);
    await sendMessage(t, ben, chatId);
    expect((await listOf(ann)).map((chat) => chat.chat_id).slice(0, 2)).toEqual([chatId, other]);
  });

  test("reading answers 204, clears the chat's unread count and the badge's share of it; reading again records nothing", async () => {
    await sendMessage(t, ann, chatId);
    await sendMessage(t, ann, chatId);
    const unread = (await listOf(ben)).find((chat) => chat.chat_id === chatId)!.unread_count;
    expect(unread).toBeGreaterThanOrEqual(2);
    const total = await unreadOf(ben);

    const read = await t.json("POST", "/api/chat/read", { chat_id: chatId }, ben.headers);
    expect(read.status).toBe(204);
    expect((await listOf(ben)).find((chat) => chat.chat_id === chatId)!.unread_count).toBe(0);
    expect(await unreadOf(ben)).toBe(total - unread);

    const positionBefore = await lastPosition();
    expect((await t.json("POST", "/api/chat/read", { chat_id: chatId }, ben.headers)).status).toBe(204);
    expect(await lastPosition()).toBe(positionBefore);
  });

  test("the history pages back from the newest with ?before and ?limit", async () => {
    const page = await t.json("GET", `/api/chat-details/${chatId}/${ann.id}?limit=2`, undefined, ann.headers);
    const first = ((await page.json()) as ChatDetails).messages;
    expect(first).toHaveLength(2);
    expect(first[0]!.id).toBeGreaterThan(first[1]!.id);
    const next = (await detailsOf(ann, chatId, `?limit=2&before=${first[1]!.id}`)).messages;
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((m) => m.id < first[1]!.id)).toBe(true);
    const everything = (await detailsOf(ann, chatId, "?limit=50")).messages.map((m) => m.id);
    expect(everything.slice(0, first.length + next.length)).toEqual([...first, ...next].map((m) => m.id));
  });

  test("a message is sent only as oneself and only into one's own chat", async () => {
    const asOther = await sendMessage(t, ann, chatId, someEnvelope(), ben.id);
    expect(asOther.status).toBe(403);
    const intruder = await sendMessage(t, cat, chatId);
    expect(intruder.status).toBe(404);
    const admins = await sendMessage(t, admin, chatId);
    expect(admins.status).toBe(404);
    expect(
      (await t.json("POST", "/api/chat/send-message", { content: someEnvelope(), sender_id: ann.id, chat_id: chatId }))
        .status,
    ).toBe(401);
  });

  test("plain text is refused: the server takes only envelopes sealed in the browser", async () => {
    const position = await lastPosition();
    for (const content of ["hello there", "v1.not-an-envelope", "", `v1.${"A".repeat(16)}.short`]) {
      const response = await sendMessage(t, ann, chatId, content);
      expect({ content, status: response.status }).toEqual({ content, status: 400 });
    }
    expect(await lastPosition()).toBe(position);
  });

  test("a chat's details are the two participants' only: 403 for another's userId, 404 to anyone else, 401 anonymous", async () => {
    for (const outsider of [cat, admin]) {
      const response = await t.json("GET", `/api/chat-details/${chatId}/${outsider.id}`, undefined, outsider.headers);
      expect({ who: outsider.username, status: response.status }).toEqual({ who: outsider.username, status: 404 });
    }
    expect((await t.json("GET", `/api/chat-details/${chatId}/${ann.id}`, undefined, cat.headers)).status).toBe(403);
    expect((await t.json("GET", `/api/chat-details/${chatId}/${ann.id}`)).status).toBe(401);
    expect((await t.json("GET", `/api/chat/${ben.id}`, undefined, ann.headers)).status).toBe(403);
    expect((await t.json("GET", `/api/chat-unread/${ben.id}`, undefined, ann.headers)).status).toBe(403);
    for (const path of ["/api/chat/typing", "/api/chat/read"]) {
      expect((await t.json("POST", path, { chat_id: chatId }, cat.headers)).status).toBe(404);
    }
    expect((await t.json("POST", "/api/chat/typing", { chat_id: chatId }, ann.headers)).status).toBe(204);
  });
});

describe("pictures", () => {
  test("a sealed picture is stored as it came and served only to the chat's two people", async () => {
    const chatId = await startChat(t, ben, cat);
    const { a: benKeys, b: catKeys } = await keysOfChat(chatId);
    const photo = await jpeg(5, 4);
    const sealed = await sealPicture(benKeys.key, photo, "image/jpeg", chatId, ben.id);

    const response = await sendMedia(t, ben, chatId, sealed);
    expect(response.status).toBe(200);
    const { id, content } = await response.json();
    expect(content).toMatch(/^\/media\/private\/chat\/\d{4}\/[\w-]{24}\.bin$/);
    expect((await detailsOf(cat, chatId)).messages[0]).toMatchObject({
      id,
      content,
      sender_id: ben.id,
      is_image: true,
    });

    const { cookie } = await loginAs(t, cat);
    for (const headers of [cat.headers, ben.headers, { Cookie: cookie! }]) {
      const fetched = await t.app.request(content, { headers });
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get("cache-control")).toBe("private, no-store");
      const opened = await decryptBytes(catKeys.key, await fetched.bytes(), { chatId, senderId: ben.id });
      expect(opened).toEqual({ bytes: new Uint8Array(photo), type: "image/jpeg" });
    }
    for (const headers of [ann.headers, admin.headers, {}]) {
      expect([404, 401]).toContain((await t.app.request(content, { headers })).status);
    }
    // Anyone else sees exactly what an unknown key answers: nothing tells them the picture exists.
    const unknown = await t.app.request(content.replace(/[\w-]{24}\.bin$/, `${"A".repeat(24)}.bin`), {
      headers: ann.headers,
    });
    const refused = await t.app.request(content, { headers: ann.headers });
    expect(refused.status).toBe(unknown.status);
    expect(await refused.json()).toEqual(await unknown.json());
  });

  test("a picture that was not sealed is refused, as is one sent into someone else's chat", async () => {
    const chatId = await startChat(t, ben, ann);
    const plain = await sendMedia(t, ben, chatId, await jpeg(4, 4), "image/jpeg");
    expect(plain.status).toBe(415);
    const { a } = await keysOfChat(chatId);
    const sealed = await sealPicture(a.key, await jpeg(4, 4), "image/jpeg", chatId, cat.id);
    expect((await sendMedia(t, cat, chatId, sealed)).status).toBe(404);
    expect((await sendMedia(t, { headers: {} }, chatId, sealed)).status).toBe(401);
  });
});

// The end-to-end keys, their backup and its lifecycle: chat-keys.test.ts.

test("a known message, sealed as the browser seals it, is nowhere in the database file, the event log or the server's output", async () => {
  const secret = "the cellar key is under the blue flowerpot";
  const chatId = await startChat(t, ann, cat);
  const { a: annKeys, b: catKeys } = await keysOfChat(chatId);
  const content = await sealText(annKeys.key, secret, chatId, ann.id);
  const output: string[] = [];
  const original = { log: console.log, error: console.error, warn: console.warn, info: console.info };
  for (const name of Object.keys(original) as (keyof typeof original)[])
    console[name] = (...args: unknown[]) => void output.push(args.map(String).join(" "));
  try {
    expect((await sendMessage(t, ann, chatId, content)).status).toBe(200);
    await t.json("GET", `/api/chat-details/${chatId}/${cat.id}`, undefined, cat.headers);
  } finally {
    Object.assign(console, original);
  }

  const stored = (await detailsOf(cat, chatId)).messages[0]!;
  expect(await decryptMessage(catKeys.key, stored.content, { chatId, senderId: ann.id })).toBe(secret);

  const log = await t.ctx.db.all<{ data: string }>(sql`select data from events`);
  expect(log.some((row) => row.data.includes(content))).toBe(true);
  // Every file of the data folder: the database and its WAL, or a libSQL server's files below it.
  const files = readdirSync(t.config.dataDir, { recursive: true, encoding: "utf8" })
    .map((file) => join(t.config.dataDir, file))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path));
  // The search would find the message if it were there: its envelope is.
  expect(files.some((bytes) => bytes.includes(content))).toBe(true);
  for (const fragment of [secret, "flowerpot", Buffer.from(secret).toString("base64").slice(0, 20)]) {
    expect(log.some((row) => row.data.includes(fragment))).toBe(false);
    expect(output.some((line) => line.includes(fragment))).toBe(false);
    expect(files.some((bytes) => bytes.includes(fragment))).toBe(false);
  }
});
