import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { startPushService, type PushService, type PushSubscriptionJSON } from "../../tests/support/push-service.ts";
import { sendMessage, startChat } from "../../tests/chat.ts";
import { post } from "../../tests/posts.ts";

setDefaultTimeout(30_000);

/** Pushes of notifications follow each person's choices per kind and their quiet hours (a local push service that decrypts). */
let t: TestApp;
let service: PushService;
let alice: TestUser;
let browser: PushSubscriptionJSON;

beforeAll(async () => {
  service = await startPushService();
  t = await testApp({ PUSH_ALLOW_PRIVATE_HOSTS: "1" }, { pushAgent: service.agent });
  alice = await createUser(t, { username: "p_alice" });
  browser = service.subscribe(t.config.vapid.publicKey);
  expect((await t.json("POST", "/api/push/subscribe", { subscription: browser }, alice.headers)).status).toBe(201);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const choose = (kinds: object, quiet: object | null = null) =>
  t.json("PUT", "/api/notification-settings", { kinds, quiet }, alice.headers);
const pushesToAlice = async () => {
  await t.ctx.reactors.settled();
  return service.receivedBy(browser).map((push) => JSON.parse(push.payload!));
};

/** Quiet hours around now, in UTC: an hour either side. */
function quietNow() {
  const clock = (offsetMinutes: number) => {
    const at = new Date(Date.now() + offsetMinutes * 60_000);
    return `${String(at.getUTCHours()).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`;
  };
  return { from: clock(-60), to: clock(60), timeZone: "UTC" };
}

describe("pushes follow the choices", () => {
  test("a friend request is pushed to someone offline, in words, leading to the person", async () => {
    const bob = await createUser(t, { username: "p_bob" });
    await t.json("POST", `/api/friends/${alice.username}`, undefined, bob.headers);
    const [push] = await service.waitForPushes(1, { subscription: browser });
    expect(JSON.parse(push!.payload!)).toEqual({
      title: "Virtual Worlds",
      body: "p_bob sent you a friend request",
      url: "/user/p_bob",
      tag: `friend_request:${bob.id}`,
    });
  });

  test("a kind with push off is not pushed, but still shows in the page", async () => {
    expect((await choose({ friend_request: { page: true, push: false } })).status).toBe(200);
    const before = (await pushesToAlice()).length;
    const cat = await createUser(t, { username: "p_cat" });
    await t.json("POST", `/api/friends/${alice.username}`, undefined, cat.headers);
    expect(await pushesToAlice()).toHaveLength(before);
    const list = await (await t.json("GET", "/api/notifications", undefined, alice.headers)).json();
    expect(list[0].text).toBe("p_cat sent you a friend request");
  });

  test("ratings by push, then quiet hours: nothing pushed during them, chat messages neither", async () => {
    const postId = await post(t, alice, "Rate me", 1);
    const dan = await createUser(t, { username: "p_dan" });
    expect((await choose({ friend_request: { page: true, push: false } })).status).toBe(200);
    await t.json("POST", `/api/content/${postId}/rating`, { stars: 4 }, dan.headers);
    const before = await pushesToAlice();
    expect(before.at(-1)).toEqual({
      title: "Virtual Worlds",
      body: "p_dan rated your post",
      url: `/posts/${postId}`,
      tag: `rating:${postId}`,
    });

    expect((await choose({}, quietNow())).status).toBe(200);
    await t.json("POST", `/api/content/${postId}/rating`, { stars: 2 }, dan.headers);
    const chatId = await startChat(t, dan, alice);
    await sendMessage(t, dan, chatId);
    expect(await pushesToAlice()).toHaveLength(before.length);
  });

  test("chat messages with push off are not pushed; with it back on and no quiet hours, they are", async () => {
    const eve = await createUser(t, { username: "p_eve" });
    const chatId = await startChat(t, eve, alice);
    expect((await choose({ message: { page: true, push: false } })).status).toBe(200);
    const before = (await pushesToAlice()).length;
    await sendMessage(t, eve, chatId);
    expect(await pushesToAlice()).toHaveLength(before);
    expect((await choose({ message: { page: true, push: true } })).status).toBe(200);
    await sendMessage(t, eve, chatId);
    const pushes = await pushesToAlice();
    expect(pushes).toHaveLength(before + 1);
    expect(pushes.at(-1)).toMatchObject({ body: "Sent you a message", url: `/chat/${chatId}` });
  });
});
