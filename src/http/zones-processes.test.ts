import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { sql } from "drizzle-orm";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { ManualClock } from "../../shared/clock.ts";
import { createContext } from "../boot.ts";
import { createApp } from "../app.ts";
import type { AppContext } from "../context.ts";
import { ZONE_INSTANCE_CAPACITY } from "../realtime/zone-instances.ts";
import { waitFor } from "../../tests/wait.ts";

setDefaultTimeout(60_000);

/**
 * Zone moves between two processes on one database: gathered per poll into one broadcast row per process
 * (not one row per move), each person's latest place only; and two processes filling an instance's last
 * place at once settle it the same way.
 */
const clock = new ManualClock(Date.now());
let t: TestApp;
let other: AppContext;
let people: TestUser[];
/** The relay's poll interval (the log tail's): each process sends at most one batch per interval. */
const POLL_MS = 250;

beforeAll(async () => {
  t = await testApp({}, { clock });
  other = await createContext(t.config, { silent: true, clock });
  people = [];
  for (let i = 0; i < ZONE_INSTANCE_CAPACITY + 1; i++) people.push(await createUser(t, { username: `walker${i}` }));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** The first process's app for even people, the second's for odd ones: half the crowd on each. */
const through = (i: number) => (i % 2 === 0 ? t.app : createApp(other));
const move = (i: number, slug: string, x: number, app = through(i)) =>
  app.request(`/api/zones/${slug}/presence`, {
    method: "POST",
    headers: { ...people[i]!.headers, "Content-Type": "application/json" },
    body: JSON.stringify({ x, y: 0, z: 0, ry: 0, avatar: 1 }),
  });
const zoneRows = async () =>
  (await t.ctx.db.get<{ n: number }>(
    sql`select count(*) as n from realtime_signals where body like '%"topic":"zones"%'`,
  ))!.n;

test("200 moves of 20 people through two processes are a few broadcast rows, bounded by polls, not one per move", async () => {
  const walkers = 20;
  const before = await zoneRows();
  const started = performance.now();
  // Ten rounds of every walker moving once, 30 ms apart: the pace of ten moves a second each, faster.
  for (let round = 1; round <= 10; round++) {
    clock.advance(101);
    const answers = await Promise.all(Array.from({ length: walkers }, (_, i) => move(i, "desert", round)));
    expect(answers.map((a) => a.status)).toEqual(Array(walkers).fill(204));
    await Bun.sleep(30);
  }
  // Every move reached the other process: each walker's last place is round 10's, in both indexes.
  await waitFor(
    () =>
      [t.ctx, other].every(
        (ctx) =>
          ctx.zonePresence.count("desert") === walkers &&
          ctx.zonePresence.peopleIn("desert").every((p) => p.position[0] === 10),
      ),
    "both processes know every walker's last place",
  );
  const elapsedMs = performance.now() - started;
  const rows = (await zoneRows()) - before;
  const bound = 2 * (Math.ceil(elapsedMs / POLL_MS) + 1);
  console.log(`200 moves over ${Math.round(elapsedMs)} ms: ${rows} broadcast rows (bound ${bound})`);
  expect(rows).toBeGreaterThan(0);
  expect(rows).toBeLessThanOrEqual(bound);
  expect(rows).toBeLessThan(200 / 5);
  // Each row holds each person's latest move only.
  const bodies = await t.ctx.db.all<{ body: string }>(
    sql`select body from realtime_signals where body like '%"topic":"zones"%'`,
  );
  for (const { body } of bodies) {
    const messages = (
      JSON.parse(body) as { broadcasts: { data: { messages: { placement?: { person: { userId: number } } }[] } }[] }
    ).broadcasts.flatMap((b) => b.data.messages);
    const movers = messages.flatMap((m) => (m.placement ? [m.placement.person.userId] : []));
    expect(new Set(movers).size).toBe(movers.length);
  }
  for (let i = 0; i < walkers; i++)
    await through(i).request("/api/zones/desert/presence", { method: "DELETE", headers: people[i]!.headers });
});

test("two processes filling an instance's last place at once: the later placed (then the higher id) moves to instance 2", async () => {
  clock.advance(1_001);
  const full = ZONE_INSTANCE_CAPACITY - 1;
  for (let i = 0; i < full; i++) expect((await move(i, "castle", 0, t.app)).status).toBe(204);
  await waitFor(() => other.zonePresence.count("castle") === full, "the second process knows the 24");
  // The last two arrive at the same moment, one through each process, before either hears of the other.
  const [low, high] = [full, full + 1];
  expect((await move(low, "castle", 1, t.app)).status).toBe(204);
  expect((await move(high, "castle", 1, createApp(other))).status).toBe(204);
  await waitFor(
    () => [t.ctx, other].every((ctx) => ctx.zonePresence.count("castle") === full + 2),
    "both processes heard of both",
  );
  for (const ctx of [t.ctx, other]) {
    expect(ctx.zonePresence.instanceOf("castle", people[low]!.id)).toBe(1);
    expect(ctx.zonePresence.instanceOf("castle", people[high]!.id)).toBe(1);
  }
  // Same placing time (one clock): the higher user id is the one too many. Its next move, through either
  // process, places it again; the lower stays.
  clock.advance(101);
  expect((await move(high, "castle", 2, t.app)).status).toBe(204);
  await move(low, "castle", 2, createApp(other));
  await waitFor(
    () => [t.ctx, other].every((ctx) => ctx.zonePresence.instanceOf("castle", people[high]!.id) === 2),
    "both processes moved the one too many to instance 2",
  );
  for (const ctx of [t.ctx, other]) expect(ctx.zonePresence.instanceOf("castle", people[low]!.id)).toBe(1);
});
