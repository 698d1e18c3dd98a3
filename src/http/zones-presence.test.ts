import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { SseReader, type SseMessage } from "../../tests/sse.ts";
import { ManualClock } from "../../shared/clock.ts";
import { createContext } from "../boot.ts";
import { createApp } from "../app.ts";
import type { AppContext } from "../context.ts";
import type { ZonePresent } from "../../shared/api/zones.ts";
import { ZONE_MOVES_PER_SECOND, ZONE_PRESENCE_EXPIRY_MS } from "../realtime/zones.ts";
import { waitFor } from "../../tests/wait.ts";

setDefaultTimeout(30_000);

/**
 * Zone presence: a person's place in a zone reaches the others in that zone over their realtime channel,
 * and no one else; leaving, falling silent and closing one's stream each tell them the person left. Time
 * is a hand-moved clock, so expiry and the throttle do not depend on how fast the machine is.
 */
const clock = new ManualClock(Date.now());
let t: TestApp;
let ann: TestUser, ben: TestUser, cat: TestUser, dan: TestUser;
const streams: SseReader[] = [];
const streamsOf = new Map<number, SseReader[]>();

beforeAll(async () => {
  t = await testApp({}, { clock });
  const user = (username: string) =>
    createUser(t, { username, name: `${username[0]!.toUpperCase()}${username.slice(1)} Zoner` });
  [ann, ben, cat, dan] = await Promise.all([user("ann"), user("ben"), user("cat"), user("dan")]);
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await t.close();
});

async function open(user: TestUser, app = t.app): Promise<SseReader> {
  const response = await app.request("/api/realtime", { headers: user.headers });
  expect(response.status).toBe(200);
  const stream = new SseReader(response);
  streams.push(stream);
  streamsOf.set(user.id, [...(streamsOf.get(user.id) ?? []), stream]);
  await stream.next((m) => m.event === "ready");
  return stream;
}

/** API.md's body: the feet at (x, 1.7, -3), facing `ry`. */
const place = (x: number, ry = 0, avatar: 1 | 2 = 1) => ({ x, y: 1.7, z: -3, ry, avatar });
const move = (user: TestUser, slug: string, body: unknown = place(0)) =>
  t.json("POST", `/api/zones/${slug}/presence`, body, user.headers);
const leave = (user: TestUser, slug: string) =>
  t.json("DELETE", `/api/zones/${slug}/presence`, undefined, user.headers);
const isEvent = (event: string) => (m: SseMessage) => m.event === event;
/** Each test moves the clock past the throttle's second first, so earlier tests' moves do not count. */
const nextSecond = () => clock.advance(1_001);

/** The next zone message on a stream: the one a test expects, with nothing else about zones before it. */
async function nextZoneMessage(stream: SseReader): Promise<SseMessage> {
  return stream.next((m) => m.event.startsWith("zone-") && m.event !== "zone-instance", 5_000);
}

describe("moving in a zone", () => {
  test("reaches the others in the zone with name, avatar and place; not someone outside it or in another zone", async () => {
    nextSecond();
    const [annStream, benStream, catStream, danStream] = await Promise.all([
      open(ann),
      open(ben),
      open(cat),
      open(dan),
    ]);
    expect((await move(ben, "desert", place(5))).status).toBe(204);
    expect((await move(dan, "castle", place(7))).status).toBe(204);

    // ann arrives (204, as API.md has it) and asks who is there; ben hears her.
    const arrived = await move(ann, "desert", place(1, 0.5, 2));
    expect(arrived.status).toBe(204);
    const { people } = (await (await t.json("GET", "/api/zones/desert/presence", undefined, ann.headers)).json()) as {
      people: ZonePresent[];
    };
    expect(people).toEqual([
      { slug: "desert", userId: ben.id, name: "Ben Zoner", avatar: 1, position: [5, 1.7, -3], rotationY: 0 },
    ]);
    const heard = await nextZoneMessage(benStream);
    expect(heard).toMatchObject({ event: "zone-presence" });
    expect(heard.data).toEqual({
      slug: "desert",
      userId: ann.id,
      name: "Ann Zoner",
      avatar: 2,
      position: [1, 1.7, -3],
      rotationY: 0.5,
    });

    // cat (no zone) and dan (the castle) heard nothing: the first zone message each gets is a later one.
    expect((await move(cat, "desert", place(3))).status).toBe(204);
    await move(ann, "desert", place(2));
    expect((await nextZoneMessage(catStream)).data).toMatchObject({ userId: ann.id, position: [2, 1.7, -3] });
    await move(ann, "castle", place(9));
    expect((await nextZoneMessage(danStream)).data).toMatchObject({
      slug: "castle",
      userId: ann.id,
      position: [9, 1.7, -3],
    });
    // ann never hears of her own moves; she does hear cat arrive and ben move.
    await move(ben, "desert", place(6));
    expect((await nextZoneMessage(annStream)).data).toMatchObject({ userId: cat.id, position: [3, 1.7, -3] });
    expect((await nextZoneMessage(annStream)).data).toMatchObject({ userId: ben.id, position: [6, 1.7, -3] });

    // The zone list counts the people inside now.
    const zones = (await (await t.json("GET", "/api/zones", undefined, cat.headers)).json()) as {
      path: string;
      people: number;
    }[];
    expect(zones.find((z) => z.path === "/zones/desert")?.people).toBe(3);
    expect(zones.find((z) => z.path === "/zones/castle")?.people).toBe(2);
    const present = (await (await t.json("GET", "/api/zones/desert/presence", undefined, cat.headers)).json()) as {
      people: ZonePresent[];
    };
    expect(present.people.map((p) => p.userId).sort()).toEqual([ann.id, ben.id].sort());

    for (const user of [ann, ben, cat, dan]) for (const slug of ["desert", "castle"]) await leave(user, slug);
  });

  test("is refused to a stranger to a private zone (403), in an unknown zone (404), and when malformed (400)", async () => {
    nextSecond();
    const created = await t.json(
      "POST",
      "/api/zones",
      { name: "Den", zone: "castle", mode: "private", autoAccess: false, avatar: 1, broadcastNotify: false },
      ann.headers,
    );
    const slug = ((await created.json()) as { path: string }).path.slice("/zones/".length);
    expect((await move(ann, slug)).status).toBe(204);
    expect((await move(ben, slug)).status).toBe(403);
    expect((await t.json("GET", `/api/zones/${slug}/presence`, undefined, ben.headers)).status).toBe(403);
    expect((await move(ben, "atlantis")).status).toBe(404);
    expect((await t.json("POST", "/api/zones/desert/presence", place(0))).status).toBe(401);
    for (const body of [
      { ...place(0), avatar: 3 },
      { ...place(0), z: undefined },
      { ...place(0), x: 1e9 },
      { ...place(0), ry: "north" },
      { x: 0, y: 0, z: 0, ry: 0 },
    ]) {
      expect((await move(ben, "desert", body)).status).toBe(400);
    }
    // Non-finite numbers do not survive JSON; the schema refuses them anyway (they arrive as null).
    expect((await move(ben, "desert", { ...place(0), ry: Number.NaN })).status).toBe(400);
    await leave(ann, slug);
  });
});

describe("leaving a zone", () => {
  test("DELETE tells the others zone-left", async () => {
    nextSecond();
    const benStream = await open(ben);
    await move(ben, "supermart");
    await move(ann, "supermart");
    expect((await nextZoneMessage(benStream)).event).toBe("zone-presence");
    expect((await leave(ann, "supermart")).status).toBe(204);
    const left = await nextZoneMessage(benStream);
    expect(left).toMatchObject({ event: "zone-left", data: { slug: "supermart", userId: ann.id } });
    expect(t.ctx.zonePresence.peopleIn("supermart").map((p) => p.userId)).toEqual([ben.id]);
    await leave(ben, "supermart");
  });

  test("no update for ten seconds is leaving", async () => {
    nextSecond();
    const benStream = await open(ben);
    await move(ben, "coffee");
    await move(ann, "coffee");
    expect((await nextZoneMessage(benStream)).event).toBe("zone-presence");

    clock.advance(ZONE_PRESENCE_EXPIRY_MS - 2_000);
    await move(ben, "coffee"); // ben still reports; ann has gone quiet
    t.ctx.zonePresence.sweep();
    expect(t.ctx.zonePresence.count("coffee")).toBe(2);
    clock.advance(2_000);
    t.ctx.zonePresence.sweep();
    expect(await nextZoneMessage(benStream)).toMatchObject({
      event: "zone-left",
      data: { slug: "coffee", userId: ann.id },
    });
    expect(t.ctx.zonePresence.peopleIn("coffee").map((p) => p.userId)).toEqual([ben.id]);
    await leave(ben, "coffee");
  });

  test("closing one's last stream is leaving", async () => {
    nextSecond();
    const benStream = await open(ben);
    await open(cat);
    await move(ben, "explorer");
    await move(cat, "explorer");
    expect((await nextZoneMessage(benStream)).data).toMatchObject({ userId: cat.id });
    // Every stream of cat's (earlier tests opened some too) closes.
    await closeAllOf(cat);
    expect(await nextZoneMessage(benStream)).toMatchObject({
      event: "zone-left",
      data: { slug: "explorer", userId: cat.id },
    });
    await leave(ben, "explorer");
  });
});

test("more than ten updates a second from one person are refused with 429, and accepted again a second later", async () => {
  nextSecond();
  for (let i = 0; i < ZONE_MOVES_PER_SECOND; i++) expect((await move(ann, "castle", place(i))).status).toBe(204);
  const refused = await move(ann, "castle", place(99));
  expect(refused.status).toBe(429);
  expect((await refused.json()).code).toBe("rate_limited");
  expect(t.ctx.zonePresence.peopleIn("castle").find((p) => p.userId === ann.id)?.position[0]).toBe(
    ZONE_MOVES_PER_SECOND - 1,
  );
  clock.advance(1_001);
  expect((await move(ann, "castle", place(50))).status).toBe(204);
  await leave(ann, "castle");
});

test("a move made through one process reaches a stream held by another on the same database", async () => {
  nextSecond();
  const other: AppContext = await createContext(t.config, { silent: true, clock });
  try {
    const benElsewhere = await open(ben, createApp(other));
    expect((await createApp(other).request("/api/zones/mermaid/presence", jsonPost(ben, place(4)))).status).toBe(204);
    // ann's move goes through the first process; ben's stream is in the second, which reads it from the relay.
    await waitFor(() => t.ctx.zonePresence.count("mermaid") === 1);
    expect((await move(ann, "mermaid", place(8))).status).toBe(204);
    // (Earlier tests' signals may still reach the new process's relay as it starts: only the mermaid counts here.)
    const inMermaid = (m: SseMessage) =>
      (m.event === "zone-presence" || m.event === "zone-left") && (m.data as { slug: string }).slug === "mermaid";
    expect((await benElsewhere.next(inMermaid, 5_000)).data).toMatchObject({
      slug: "mermaid",
      userId: ann.id,
      position: [8, 1.7, -3],
    });
    expect(other.zonePresence.count("mermaid")).toBe(2);
    // ann's leaving through the first process reaches the second's index and ben's stream there.
    await leave(ann, "mermaid");
    expect(await benElsewhere.next(inMermaid, 5_000)).toMatchObject({ event: "zone-left", data: { userId: ann.id } });
    await benElsewhere.close();
  } finally {
    await other.close();
  }
});

function jsonPost(user: TestUser, body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { ...user.headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
}

/** Closes every stream this file opened for the user, and waits until the realtime index has none of theirs. */
async function closeAllOf(user: TestUser) {
  for (const stream of streamsOf.get(user.id) ?? []) await stream.close();
  await waitFor(async () => !(await t.ctx.realtime.isOnline(user.id)));
}
