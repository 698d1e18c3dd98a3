import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { appWithUsers, createUser, loginAs, type TestUser } from "../../tests/accounts.ts";
import { SseReader, type SseMessage } from "../../tests/sse.ts";
import { testApp } from "../../tests/harness.ts";
import { changeUser } from "../commands/users.ts";
import { waitFor } from "../../tests/wait.ts";

setDefaultTimeout(30_000);

/** The realtime channel in one process: who may open it, what it carries, resuming, and when it closes. */
const {
  t,
  users: { ann, ben, cat, dan },
} = await appWithUsers("ann", "ben", "cat", "dan");

/** Not the notifications' unread count, which the notifications reactor tells live whenever it gets to it. */
const notCount = (m: SseMessage) => m.event !== "notifications";

async function open(headers: Record<string, string>, lastEventId?: string): Promise<SseReader> {
  const response = await t.app.request("/api/realtime", {
    headers: lastEventId ? { ...headers, "Last-Event-ID": lastEventId } : headers,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toStartWith("text/event-stream");
  return new SseReader(response);
}

const befriend = (from: TestUser, to: TestUser) =>
  t.json("POST", `/api/friends/${to.username}`, undefined, from.headers);

describe("GET /api/realtime", () => {
  test("401 without a session, in the API's error shape", async () => {
    const response = await t.app.request("/api/realtime");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "unauthorized" });
  });

  test("opens with `ready`, whose id is the log's position, then carries the caller's deliveries with their positions", async () => {
    const stream = await open(ann.headers);
    const ready = await stream.next();
    expect(ready).toMatchObject({ event: "ready" });
    expect(Number(ready.id)).toBe(await t.ctx.store.head());

    expect((await befriend(ben, ann)).status).toBe(200);
    const heard = await stream.next((m) => m.event === "friendship");
    expect(heard.data).toEqual({ userId: ben.id, friendship: "incoming" });
    expect(Number(heard.id)).toBe(await t.ctx.store.head());
    await stream.close();
  });

  test("nobody else's deliveries reach a stream", async () => {
    const catsStream = await open(cat.headers);
    await catsStream.next((m) => m.event === "ready");
    await befriend(ann, dan);
    await befriend(dan, ann);
    await befriend(cat, dan);
    expect((await catsStream.next((m) => m.event === "friendship")).data).toEqual({
      userId: dan.id,
      friendship: "requested",
    });
    expect(catsStream.received.filter((m) => m.event === "friendship")).toHaveLength(1);
    await catsStream.close();
  });

  test("a reader reconnecting with Last-Event-ID receives what it missed, in order, then `ready`", async () => {
    const first = await open(ben.headers);
    const ready = await first.next(notCount);
    await first.close();
    await waitUntilOffline(ben.id);

    await befriend(cat, ben); // cat asks ben
    await befriend(ben, cat); // ben accepts
    const again = await open(ben.headers, ready.id);
    const missed = [await again.next(notCount), await again.next(notCount), await again.next(notCount)];
    expect(missed.map((m) => [m.event, m.data])).toEqual([
      ["friendship", { userId: cat.id, friendship: "incoming" }],
      ["friendship", { userId: cat.id, friendship: "friends" }],
      ["ready", {}],
    ]);
    expect(Number(missed[0]!.id)).toBeLessThan(Number(missed[1]!.id));
    expect(Number(missed[2]!.id)).toBe(await t.ctx.store.head());
    await again.close();
  });

  test("a reader ahead of this process's tail (it came from a process further along) is not sent those events again", async () => {
    const head = await t.ctx.store.head();
    const stream = await open(ann.headers, String(head + 1));
    expect(await stream.next(notCount)).toMatchObject({ event: "ready", id: String(head + 1) });
    await befriend(ann, ben); // ann accepts ben's request (above) at head + 1: as if this process's tail had not yet read it
    await befriend(cat, ann);
    const heard = await stream.next((m) => m.event === "friendship");
    expect(heard).toMatchObject({ id: `${head + 2}.0`, data: { userId: cat.id, friendship: "incoming" } });
    await stream.close();
  });

  test("signals reach the user's open streams at once, without an id, and isOnline follows the streams", async () => {
    expect(await t.ctx.realtime.isOnline(dan.id)).toBe(false);
    const phone = await open(dan.headers);
    const laptop = await open(dan.headers);
    await phone.next((m) => m.event === "ready");
    await laptop.next((m) => m.event === "ready");
    expect(await t.ctx.realtime.isOnline(dan.id)).toBe(true);

    t.ctx.realtime.signal([{ userId: dan.id, event: "typing", data: { chatID: 7, userId: ann.id } }]);
    for (const stream of [phone, laptop]) {
      const typing = await stream.next((m) => m.event === "typing");
      expect(typing).toEqual({ id: undefined, event: "typing", data: { chatID: 7, userId: ann.id } });
    }
    await phone.close();
    await laptop.close();
    await waitUntilOffline(dan.id);
  });

  test("friends hear when someone comes online and goes offline", async () => {
    // ann and dan are friends (above).
    const annsStream = await open(ann.headers);
    await annsStream.next((m) => m.event === "ready");
    const dansStream = await open(dan.headers);
    // The word of dan going offline at the end of the test before may still be on its way (through the
    // relay's table, polled, where the database is a libSQL server): what counts is that "online" comes.
    const online = (m: SseMessage) => m.event === "presence" && (m.data as { online?: boolean }).online === true;
    expect((await annsStream.next(online)).data).toMatchObject({ userId: dan.id, online: true });
    await dansStream.close();
    expect((await annsStream.next((m) => m.event === "presence")).data).toMatchObject({
      userId: dan.id,
      online: false,
    });
    await annsStream.close();
  });

  test("a session cookie opens it; that session's logout closes it, another session's does not", async () => {
    const here = await loginAs(t, cat);
    const there = await loginAs(t, cat);
    const byCookie = await open({ Cookie: here.cookie! });
    const otherDevice = await open({ Cookie: there.cookie! });
    await byCookie.next((m) => m.event === "ready");
    await otherDevice.next((m) => m.event === "ready");

    expect((await t.json("POST", "/api/auth/logout", { refreshToken: here.refresh })).status).toBe(204);
    await byCookie.end();
    expect(otherDevice.ended).toBe(false);
    await otherDevice.close();
  });

  test("blocking the account closes its streams", async () => {
    const eve = await createUser(t, { username: "eve" });
    const stream = await open(eve.headers);
    await stream.next((m) => m.event === "ready");
    await changeUser(t.ctx, eve.id, "block");
    await stream.end();
  });

  test("a comment line keeps a quiet stream alive (every REALTIME_HEARTBEAT_MS)", async () => {
    const quick = await testApp({ REALTIME_HEARTBEAT_MS: "200" });
    try {
      const fay = await createUser(quick, { username: "fay" });
      const stream = new SseReader(await quick.app.request("/api/realtime", { headers: fay.headers }));
      await stream.next((m) => m.event === "ready");
      await waitFor(() => stream.comments >= 2, "two heartbeats");
      await stream.close();
    } finally {
      await quick.close();
    }
  });
});

async function waitUntilOffline(userId: number) {
  await waitFor(async () => !(await t.ctx.realtime.isOnline(userId)), "the stream to close");
}
