import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { befriend } from "../../tests/friends.ts";
import { SseReader, type SseMessage } from "../../tests/sse.ts";
import { ManualClock } from "../../shared/clock.ts";
import type { ZonePresenceAnswer } from "../../shared/api/zones.ts";
import { ZONE_INSTANCE_CAPACITY } from "../realtime/zone-instances.ts";

setDefaultTimeout(60_000);

/**
 * Crowds in a zone: 25 people to an instance, the 26th opens another, and presence stays within an instance;
 * a friend's instance can be joined, a stranger's cannot. A hand-moved clock keeps the move throttle out of it.
 */
const clock = new ManualClock(Date.now());
let t: TestApp;
/** Enough people to fill an instance and then some: crowd[0] is ann, crowd[1] ben, and so on. */
let crowd: TestUser[];
const streams: SseReader[] = [];

beforeAll(async () => {
  t = await testApp({}, { clock });
  crowd = [];
  for (let i = 0; i < ZONE_INSTANCE_CAPACITY + 4; i++) crowd.push(await createUser(t, { username: `crowd${i}` }));
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await t.close();
});

async function open(user: TestUser): Promise<SseReader> {
  const stream = new SseReader(await t.app.request("/api/realtime", { headers: user.headers }));
  streams.push(stream);
  await stream.next((m) => m.event === "ready");
  return stream;
}

const place = { x: 0, y: 0, z: 0, ry: 0, avatar: 1 as const };
const move = (user: TestUser, slug: string, x = 0) =>
  t.json("POST", `/api/zones/${slug}/presence`, { ...place, x }, user.headers);
const join = (user: TestUser, slug: string, username: string) =>
  t.json("POST", `/api/zones/${slug}/presence/join`, { ...place, username }, user.headers);
const presence = async (user: TestUser, slug: string) =>
  (await (await t.json("GET", `/api/zones/${slug}/presence`, undefined, user.headers)).json()) as ZonePresenceAnswer;
const leave = (user: TestUser, slug: string) =>
  t.json("DELETE", `/api/zones/${slug}/presence`, undefined, user.headers);
const about = (slug: string, userId: number) => (m: SseMessage) =>
  (m.event === "zone-presence" || m.event === "zone-left") &&
  (m.data as { slug: string; userId: number }).slug === slug &&
  (m.data as { userId: number }).userId === userId;

/** Fills instance 1 of the zone with the first 25 people. */
async function fill(slug: string) {
  for (const user of crowd.slice(0, ZONE_INSTANCE_CAPACITY)) expect((await move(user, slug)).status).toBe(204);
}
async function empty(slug: string) {
  for (const user of crowd) await leave(user, slug);
}

describe("instances", () => {
  test("the 26th person goes to instance 2, told so; the two instances do not see each other", async () => {
    clock.advance(1_001);
    const first = await open(crowd[0]!);
    const [sixth, seventh] = [crowd[ZONE_INSTANCE_CAPACITY]!, crowd[ZONE_INSTANCE_CAPACITY + 1]!];
    const sixthStream = await open(sixth);
    await fill("desert");
    expect(await presence(crowd[0]!, "desert")).toMatchObject({ instance: 1, instances: 1 });
    expect((await presence(crowd[0]!, "desert")).people).toHaveLength(ZONE_INSTANCE_CAPACITY - 1);

    expect((await move(sixth, "desert", 3)).status).toBe(204);
    expect((await sixthStream.next((m) => m.event === "zone-instance", 5_000)).data).toEqual({
      slug: "desert",
      instance: 2,
      instances: 2,
    });
    expect(await presence(sixth, "desert")).toMatchObject({ people: [], instance: 2, instances: 2 });
    // The zone's head count is everyone, in every instance.
    expect(t.ctx.zonePresence.count("desert")).toBe(ZONE_INSTANCE_CAPACITY + 1);

    // Someone new is placed with the 26th; the 26th hears them, the first instance hears of neither.
    expect((await move(seventh, "desert", 4)).status).toBe(204);
    expect((await sixthStream.next(about("desert", seventh.id), 5_000)).event).toBe("zone-presence");
    expect((await presence(seventh, "desert")).people.map((p) => p.userId)).toEqual([sixth.id]);
    // A move in instance 1 after those: the first stream's next news of the desert is it, not the newcomers.
    await move(crowd[1]!, "desert", 1);
    const next = await first.next((m) => m.event === "zone-presence" && (m.data as { slug: string }).slug === "desert");
    expect(next.data).toMatchObject({ userId: crowd[1]!.id });
    expect((await presence(crowd[0]!, "desert")).people.map((p) => p.userId)).not.toContain(sixth.id);
    await empty("desert");
  });

  test("a place freed in instance 1 goes to the next newcomer: the fullest instance with room", async () => {
    clock.advance(1_001);
    await fill("castle");
    await move(crowd[ZONE_INSTANCE_CAPACITY]!, "castle");
    expect(await presence(crowd[ZONE_INSTANCE_CAPACITY]!, "castle")).toMatchObject({ instance: 2 });
    await leave(crowd[3]!, "castle");
    await move(crowd[ZONE_INSTANCE_CAPACITY + 1]!, "castle");
    expect(await presence(crowd[ZONE_INSTANCE_CAPACITY + 1]!, "castle")).toMatchObject({ instance: 1 });
    await empty("castle");
  });
});

test("a line said in instance 1 is heard there, not by someone standing on the same spot in instance 2", async () => {
  clock.advance(1_001);
  const [speaker, listener, other] = [crowd[0]!, crowd[1]!, crowd[ZONE_INSTANCE_CAPACITY]!];
  const listenerStream = await open(listener);
  const otherStream = await open(other);
  await fill("mermaid");
  expect((await move(other, "mermaid")).status).toBe(204);
  expect(await presence(other, "mermaid")).toMatchObject({ instance: 2 });
  const said = (m: SseMessage) => m.event === "zone-said";

  expect((await t.json("POST", "/api/zones/mermaid/talk", { text: "Room one only" }, speaker.headers)).status).toBe(
    200,
  );
  expect((await listenerStream.next(said, 5_000)).data).toMatchObject({ userId: speaker.id, text: "Room one only" });
  // The other's first line heard is their own: the one said in instance 1 never reached them.
  expect((await t.json("POST", "/api/zones/mermaid/talk", { text: "Room two" }, other.headers)).status).toBe(200);
  expect((await otherStream.next(said, 5_000)).data).toMatchObject({ userId: other.id, text: "Room two" });
  await empty("mermaid");
});

describe("joining a friend's instance", () => {
  test("allowed to a friend, with room; the friend is listed with their instance; a full instance is refused", async () => {
    clock.advance(1_001);
    const [ann, ben] = [crowd[ZONE_INSTANCE_CAPACITY + 2]!, crowd[1]!];
    await befriend(t, ann, ben);
    await fill("coffee");
    const annStream = await open(ann);
    await move(ann, "coffee");
    expect((await annStream.next((m) => m.event === "zone-instance", 5_000)).data).toMatchObject({ instance: 2 });
    const answer = await presence(ann, "coffee");
    expect(answer).toMatchObject({ instance: 2, instances: 2 });
    expect(answer.friends).toEqual([{ userId: ben.id, username: ben.username, name: expect.any(String), instance: 1 }]);

    const full = await join(ann, "coffee", ben.username);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ code: "instance_full", message: "Room 1 is full." });
    expect(t.ctx.zonePresence.instanceOf("coffee", ann.id)).toBe(2);

    await leave(crowd[5]!, "coffee");
    const joined = await join(ann, "coffee", ben.username);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ instance: 1, instances: 1 });
    expect((await annStream.next((m) => m.event === "zone-instance", 5_000)).data).toMatchObject({ instance: 1 });
    expect((await presence(ann, "coffee")).people.map((p) => p.userId)).toContain(ben.id);
    await empty("coffee");
  });

  test("refused to a stranger (403), to a friend who blocked them (403), and when the friend is elsewhere (404)", async () => {
    clock.advance(1_001);
    const [cat, dan, eve] = crowd.slice(ZONE_INSTANCE_CAPACITY, ZONE_INSTANCE_CAPACITY + 3) as [
      TestUser,
      TestUser,
      TestUser,
    ];
    await move(dan, "explorer");
    await move(cat, "explorer");
    const stranger = await join(cat, "explorer", dan.username);
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).code).toBe("not_friends");
    // A stranger's friends are not listed either.
    expect((await presence(cat, "explorer")).friends).toEqual([]);

    await befriend(t, cat, dan);
    expect((await join(cat, "explorer", dan.username)).status).toBe(200);
    expect((await t.json("POST", `/api/blocks/${cat.username}`, undefined, dan.headers)).status).toBe(200);
    clock.advance(1_001);
    const blocked = await join(cat, "explorer", dan.username);
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).code).toBe("not_friends");
    expect((await presence(cat, "explorer")).friends).toEqual([]);

    await befriend(t, cat, eve);
    const away = await join(cat, "explorer", eve.username);
    expect(away.status).toBe(404);
    expect((await away.json()).code).toBe("friend_not_here");
    expect((await join(cat, "explorer", "nobody-such")).status).toBe(404);
    await empty("explorer");
  });
});

test("far moves reach a stream at most twice a second, and the last place held back arrives once the wait is over", async () => {
  clock.advance(1_001);
  const [viewer, walker] = [crowd[0]!, crowd[ZONE_INSTANCE_CAPACITY + 3]!];
  const viewerStream = await open(viewer);
  const next = () => viewerStream.next(about("mermaid", walker.id), 5_000);
  await move(viewer, "mermaid", 0);
  await move(walker, "mermaid", 5);
  expect((await next()).data).toMatchObject({ position: [5, 0, 0] });
  // Near (within 10 units): every move, at the same instant.
  await move(walker, "mermaid", 6);
  expect((await next()).data).toMatchObject({ position: [6, 0, 0] });
  // Far, in the same half second: held back; only the last place is owed.
  for (const x of [30, 31, 32]) await move(walker, "mermaid", x);
  clock.advance(500);
  t.ctx.zonePresence.deliverOwed();
  expect((await next()).data).toMatchObject({ position: [32, 0, 0] });
  // Back near: at once again.
  await move(walker, "mermaid", 2);
  expect((await next()).data).toMatchObject({ position: [2, 0, 0] });
  await empty("mermaid");
});
