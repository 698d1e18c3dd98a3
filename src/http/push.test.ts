import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { startPushService, type PushService, type PushSubscriptionJSON } from "../../tests/support/push-service.ts";
import { interestsOf, subscriptionsOf } from "../../projections/push.queries.ts";
import { loadConfig } from "../config.ts";

setDefaultTimeout(30_000);

/** Web-push: the VAPID key, registering browsers, and `ctx.push.notify` against a local push service. */
let t: TestApp;
let service: PushService;
let ann: TestUser;
let ben: TestUser;

beforeAll(async () => {
  service = await startPushService();
  // The push service is on 127.0.0.1: the SSRF guard (src/http/push-endpoints.test.ts) is lifted here.
  t = await testApp({ PUSH_ALLOW_PRIVATE_HOSTS: "1" }, { pushAgent: service.agent });
  ann = await createUser(t, { username: "ann" });
  ben = await createUser(t, { username: "ben" });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const subscribe = (user: TestUser, subscription: unknown) =>
  t.json("POST", "/api/push/subscribe", { subscription }, user.headers);
const unsubscribe = (user: TestUser, endpoint: string) =>
  t.json("DELETE", "/api/push/subscribe", { endpoint }, user.headers);
const endpointsOf = async (user: TestUser) => (await subscriptionsOf(t.ctx.db, user.id)).map((s) => s.endpoint).sort();
const eventsOfType = async (type: string) => (await t.ctx.store.readFrom(0, 10_000)).filter((e) => e.type === type);

function newBrowser(): PushSubscriptionJSON {
  return service.subscribe(t.config.vapid.publicKey);
}

describe("the VAPID key", () => {
  test("GET /api/push/vapid-public-key answers the server's public key, to anyone", async () => {
    const response = await t.json("GET", "/api/push/vapid-public-key");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: t.config.vapid.publicKey });
  });

  test("without VAPID_* settings, a key pair is generated once and kept in the data folder", () => {
    const kept = JSON.parse(readFileSync(join(t.dir, "vapid.json"), "utf8"));
    expect(kept.publicKey).toBe(t.config.vapid.publicKey);
    expect(loadConfig({ DATA_DIR: t.dir }).vapid.publicKey).toBe(t.config.vapid.publicKey);
    const fromSettings = loadConfig({ DATA_DIR: t.dir, VAPID_PUBLIC_KEY: "pub", VAPID_PRIVATE_KEY: "priv" });
    expect(fromSettings.vapid).toMatchObject({ publicKey: "pub", privateKey: "priv" });
    expect(existsSync(join(t.dir, "vapid.json"))).toBe(true);
  });
});

describe("registering a browser", () => {
  test("401 without a session; 400 for a subscription that is not one", async () => {
    expect((await t.json("POST", "/api/push/subscribe", { subscription: newBrowser() })).status).toBe(401);
    const browser = newBrowser();
    expect((await subscribe(ann, { ...browser, endpoint: browser.endpoint.replace("https:", "http:") })).status).toBe(
      400,
    );
    expect((await subscribe(ann, { ...browser, keys: { p256dh: "short", auth: browser.keys.auth } })).status).toBe(400);
    expect((await subscribe(ann, { endpoint: browser.endpoint })).status).toBe(400);
    expect(await endpointsOf(ann)).toEqual([]);
  });

  test("subscribe answers 201 and records `PushSubscribed`; the same browser again records nothing", async () => {
    const browser = newBrowser();
    const before = (await eventsOfType("PushSubscribed")).length;
    expect((await subscribe(ann, browser)).status).toBe(201);
    expect((await subscribe(ann, browser)).status).toBe(201);
    expect(await endpointsOf(ann)).toContain(browser.endpoint);
    expect((await eventsOfType("PushSubscribed")).length).toBe(before + 1);
  });

  test("unsubscribe answers 204 and removes only the caller's own browser", async () => {
    const annsBrowser = newBrowser();
    await subscribe(ann, annsBrowser);
    expect((await unsubscribe(ben, annsBrowser.endpoint)).status).toBe(204);
    expect(await endpointsOf(ann)).toContain(annsBrowser.endpoint);
    expect((await unsubscribe(ann, annsBrowser.endpoint)).status).toBe(204);
    expect(await endpointsOf(ann)).not.toContain(annsBrowser.endpoint);
    const removed = (await eventsOfType("PushSubscriptionRemoved")).at(-1)!;
    expect(removed.data).toEqual({ userId: ann.id, endpoint: annsBrowser.endpoint, reason: "unsubscribed" });
    expect((await unsubscribe(ann, annsBrowser.endpoint)).status).toBe(204);
  });

  test("a browser subscribed by someone else moves to them", async () => {
    const shared = newBrowser();
    await subscribe(ann, shared);
    await subscribe(ben, shared);
    expect(await endpointsOf(ann)).not.toContain(shared.endpoint);
    expect(await endpointsOf(ben)).toContain(shared.endpoint);
    await unsubscribe(ben, shared.endpoint);
  });
});

describe("push interests", () => {
  const put = (interests: unknown, who = ann) => t.json("PUT", "/api/push/interests", { interests }, who.headers);

  test("replaced as a whole, duplicates dropped, answered as kept; the same set again records nothing", async () => {
    expect((await t.json("PUT", "/api/push/interests", { interests: ["news"] })).status).toBe(401);
    const first = await put(["chat", "zone-library", "chat", "a=b,c.d;e@f-g_h"]);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ interests: ["chat", "zone-library", "a=b,c.d;e@f-g_h"] });
    expect((await interestsOf(t.ctx.db, ann.id)).sort()).toEqual(["a=b,c.d;e@f-g_h", "chat", "zone-library"]);

    const recorded = (await eventsOfType("PushInterestsSet")).length;
    expect((await put(["zone-library", "a=b,c.d;e@f-g_h", "chat"])).status).toBe(200);
    expect((await eventsOfType("PushInterestsSet")).length).toBe(recorded);

    expect(await (await put(["games"])).json()).toEqual({ interests: ["games"] });
    expect(await interestsOf(t.ctx.db, ann.id)).toEqual(["games"]);
    expect(await (await put([])).json()).toEqual({ interests: [] });
    expect(await interestsOf(t.ctx.db, ann.id)).toEqual([]);
  });

  test("an interest of other characters or over 164, or more than 5000 of them, is refused and nothing changes", async () => {
    await put(["kept"]);
    for (const bad of [
      ["with space"],
      ["ünïcode"],
      [""],
      ["x".repeat(165)],
      "chat",
      [1],
      Array.from({ length: 5001 }, (_, i) => `i${i}`),
    ]) {
      const refused = await put(bad);
      expect({ bad: String(bad).slice(0, 20), status: refused.status }).toEqual({
        bad: String(bad).slice(0, 20),
        status: 400,
      });
    }
    expect((await put(["x".repeat(164)])).status).toBe(200);
    const many = Array.from({ length: 5000 }, (_, i) => `interest-${i}`);
    expect((await put(many)).status).toBe(200);
    expect((await interestsOf(t.ctx.db, ann.id)).length).toBe(5000);
  });
});

describe("ctx.push.notify", () => {
  test("each of the user's browsers receives the message, encrypted for it and signed with the server's VAPID key", async () => {
    const cat = await createUser(t, { username: "cat" });
    const phone = newBrowser();
    const laptop = newBrowser();
    await subscribe(cat, phone);
    await subscribe(cat, laptop);
    const message = { title: "New message", body: "ann sent you a message", url: "/chat/4", tag: "chat-4" };

    expect(await t.ctx.push.notify(cat.id, message)).toEqual({ sent: 2, removed: 0, failed: 0, refused: 0 });
    for (const browser of [phone, laptop]) {
      const [push] = service.receivedBy(browser);
      expect(JSON.parse(push!.payload!)).toEqual(message);
      expect(push!.vapid).toMatchObject({
        valid: true,
        publicKey: t.config.vapid.publicKey,
        subject: t.config.vapid.subject,
      });
      expect(push!).toMatchObject({ status: 201, urgency: "high", topic: "chat-4" });
      expect(push!.ttl).toBeGreaterThan(0);
    }
  });

  test("a browser whose push service answers 410 or 404 is removed, with `PushSubscriptionRemoved` (gone); the others still get it", async () => {
    const dan = await createUser(t, { username: "dan" });
    const expired = newBrowser();
    const unknown = newBrowser();
    const live = newBrowser();
    for (const browser of [expired, unknown, live]) await subscribe(dan, browser);
    service.answer(expired, 410);
    service.answer(unknown, 404);

    const counted = await pushCounts();
    const outcome = await t.ctx.push.notify(dan.id, { title: "t", body: "b", url: "/chat", tag: "x" });
    expect(outcome).toEqual({ sent: 1, removed: 2, failed: 0, refused: 0 });
    // The operators see the same in /metrics.
    expect(await pushCounts()).toEqual({
      sent: counted.sent + 1,
      removed: counted.removed + 2,
      failed: counted.failed,
      refused: counted.refused,
    });
    expect(await endpointsOf(dan)).toEqual([live.endpoint]);
    const removed = (await eventsOfType("PushSubscriptionRemoved"))
      .map((e) => e.data)
      .filter((data) => "userId" in data && data.userId === dan.id);
    expect(removed).toEqual(
      expect.arrayContaining([
        { userId: dan.id, endpoint: expired.endpoint, reason: "gone" },
        { userId: dan.id, endpoint: unknown.endpoint, reason: "gone" },
      ]),
    );
    // Sent again, the removed ones are not tried.
    const before = service.received.length;
    await t.ctx.push.notify(dan.id, { title: "t", body: "b", url: "/chat", tag: "x" });
    expect(service.received.slice(before).map((p) => p.endpoint)).toEqual([live.endpoint]);
  });

  test("a push no browser took throws (the reactor retries); one some browser took does not", async () => {
    const eve = await createUser(t, { username: "eve" });
    const failing = newBrowser();
    await subscribe(eve, failing);
    service.answer(failing, 500);
    await expect(t.ctx.push.notify(eve.id, { title: "t", body: "b", url: "/", tag: "y" })).rejects.toThrow();
    await subscribe(eve, newBrowser());
    expect(await t.ctx.push.notify(eve.id, { title: "t", body: "b", url: "/", tag: "y" })).toEqual({
      sent: 1,
      removed: 0,
      failed: 1,
      refused: 0,
    });
    expect(await endpointsOf(eve)).toContain(failing.endpoint);
  });

  test("a user without browsers: nothing is sent", async () => {
    expect(await t.ctx.push.notify(ben.id, { title: "t", body: "b", url: "/", tag: "z" })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
      refused: 0,
    });
  });

  test("replay rebuilds the subscriptions exactly", async () => {
    const live = await expectReplayReproduces(t);
    expect(live.push_subscriptions!.length).toBeGreaterThan(3);
  });
});

/** `push_deliveries_total` by result, as /metrics shows it. */
async function pushCounts(): Promise<Record<"sent" | "removed" | "failed" | "refused", number>> {
  const lines = (await t.ctx.metrics.render()).split("\n");
  const counts = { sent: 0, removed: 0, failed: 0, refused: 0 } as Record<string, number>;
  for (const line of lines) {
    const match = /^push_deliveries_total\{result="(\w+)"\} (\d+)$/.exec(line);
    if (match) counts[match[1]!] = Number(match[2]);
  }
  return counts as Record<"sent" | "removed" | "failed" | "refused", number>;
}
