import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { ManualClock } from "../../shared/clock.ts";
import { activityDaysOf } from "../../projections/activity.queries.ts";
import { userById } from "../../projections/users.queries.ts";

setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.close());

const minutes = (n: number) => n * 60_000;

async function appAt(iso: string) {
  const clock = new ManualClock(Date.parse(iso));
  t = await testApp({}, { clock });
  return clock;
}

async function get(path: string, user?: TestUser) {
  const response = await t.app.request(path, { headers: user?.headers ?? {} });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
}

const activeEvents = async () => (await t.ctx.store.readFrom(0)).filter((e) => e.type === "UserActive");

test("a thousand reads by one user append nothing and never wait for the write lock; the flush records one event", async () => {
  await appAt("2026-03-01T10:00:00.000Z");
  const user = await createUser(t);
  const head = await t.ctx.store.head();

  // The write lock is held for the whole burst: a read that wanted it would never finish.
  let release!: () => void;
  const held = t.ctx.store.transact(() => new Promise<void>((resolve) => (release = resolve)));
  for (let i = 0; i < 1000; i++) await get(i % 2 ? "/api/shell" : "/api/contents/global", user);
  release();
  await held;
  expect(await t.ctx.store.head()).toBe(head);

  await t.ctx.presence.flush();
  expect((await activeEvents()).map((e) => e.data)).toEqual([{ userId: user.id, at: "2026-03-01T10:00:00.000Z" }]);
  await t.ctx.presence.flush();
  expect(await activeEvents()).toHaveLength(1);
});

test("a user active across two 5-minute windows is recorded twice, and last seen is known at once", async () => {
  const clock = await appAt("2026-03-01T10:00:00.000Z");
  const user = await createUser(t);
  await get("/api/shell", user);
  await t.ctx.presence.flush();
  clock.advance(minutes(4));
  await get("/api/shell", user);
  await t.ctx.presence.flush();
  expect(await activeEvents()).toHaveLength(1);
  expect(t.ctx.presence.lastSeen(user.id)).toEqual(new Date("2026-03-01T10:04:00.000Z"));

  clock.advance(minutes(1));
  await get("/api/shell", user);
  clock.advance(minutes(1));
  await get("/api/shell", user);
  await t.ctx.presence.flush();
  // The window's first sighting is what is recorded; the later ones wait for the next window.
  expect((await activeEvents()).map((e) => e.data.at)).toEqual([
    "2026-03-01T10:00:00.000Z",
    "2026-03-01T10:05:00.000Z",
  ]);
  expect(t.ctx.presence.lastSeen(user.id)).toEqual(new Date("2026-03-01T10:06:00.000Z"));
  expect((await userById(t.ctx.db, user.id))?.lastActive).toBe("2026-03-01T10:05:00.000Z");
});

test("the first activity of a new UTC day is recorded though 5 minutes have not passed", async () => {
  const clock = await appAt("2026-03-01T23:58:00.000Z");
  const [ada, bob] = [await createUser(t), await createUser(t)];
  await get("/api/shell", ada);
  await get("/api/shell", bob);
  await t.ctx.presence.flush();
  clock.advance(minutes(1));
  await get("/api/shell", ada);
  clock.advance(minutes(2));
  await get("/api/shell", ada);
  await t.ctx.presence.flush();

  expect(await activeEvents()).toHaveLength(3);
  expect(await activityDaysOf(t.ctx.db, ada.id, { limit: 10 })).toEqual([
    {
      userId: ada.id,
      date: "2026-03-02",
      firstActive: "2026-03-02T00:01:00.000Z",
      lastActive: "2026-03-02T00:01:00.000Z",
    },
    {
      userId: ada.id,
      date: "2026-03-01",
      firstActive: "2026-03-01T23:58:00.000Z",
      lastActive: "2026-03-01T23:58:00.000Z",
    },
  ]);
  await expectReplayReproduces(t);
});

test("anonymous reads record nothing", async () => {
  await appAt("2026-03-01T10:00:00.000Z");
  const head = await t.ctx.store.head();
  for (const path of ["/", "/about", "/api/shell", "/api/games/featured"]) await get(path);
  await t.ctx.presence.flush();
  expect(await t.ctx.store.head()).toBe(head);
});
