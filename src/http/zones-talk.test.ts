import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { openRealtime, type SseMessage, type SseReader } from "../../tests/sse.ts";
import { getJson } from "../../tests/posts.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { ManualClock } from "../../shared/clock.ts";
import type { ZoneSaid } from "../../shared/api/zones-talk.ts";
import type { ReportDetail } from "../../shared/api/moderation.ts";
import { zoneMessageById } from "../../projections/zones-talk.queries.ts";

setDefaultTimeout(30_000);

/**
 * Talking in a zone (issue #29 item 5): a line said reaches, live, the speaker and those within 15 scene units
 * of where they stood, in the same zone, not blocked either way; nobody who came later; reports attach the
 * server's own record. The real budgets, with zone talk's at 5 in 10 s and no new-account share, on a
 * hand-moved clock.
 */
const clock = new ManualClock(Date.parse("2026-11-28T02:00:00Z"));
let t: TestApp;
let admin: TestUser;
const streams: SseReader[] = [];

beforeAll(async () => {
  t = await testApp(
    { WRITE_BUDGET_MULTIPLIER: "1", NEW_ACCOUNT_BUDGET_SHARE: "1", BUDGET_ZONE_TALK: "5/10s" },
    { clock },
  );
  admin = await createUser(t, { username: "talk_admin", admin: true });
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await t.close();
});

async function person(name: string): Promise<TestUser & { stream: SseReader }> {
  const user = await createUser(t, { name });
  const stream = await openRealtime(t.app, user.headers);
  streams.push(stream);
  return { ...user, stream };
}

/** Stands the person at (x, 0, 0) in the zone. */
async function stand(user: TestUser, slug: string, x: number) {
  const response = await t.json(
    "POST",
    `/api/zones/${slug}/presence`,
    { x, y: 0, z: 0, ry: 0, avatar: 1 },
    user.headers,
  );
  expect(response.status).toBe(204);
}

async function say(user: TestUser, slug: string, text: string) {
  const response = await t.json("POST", `/api/zones/${slug}/talk`, { text }, user.headers);
  return { status: response.status, body: (await response.json()) as { message: ZoneSaid; error?: string } };
}

const heard = (stream: SseReader): Promise<ZoneSaid> =>
  stream.next((m: SseMessage) => m.event === "zone-said", 5_000).then((m) => m.data as ZoneSaid);

describe("saying something in a zone", () => {
  test("reaches the speaker and those near; not someone 20 units away, in another zone, or blocked either way", async () => {
    const [ann, ben, far, elsewhere, blocked, blocker] = await Promise.all([
      person("Ann Talker"),
      person("Ben Near"),
      person("Fay Far"),
      person("Eli Elsewhere"),
      person("Bo Blocked"),
      person("Bea Blocker"),
    ]);
    await stand(ann, "desert", 0);
    await stand(ben, "desert", 14);
    await stand(far, "desert", 20);
    await stand(elsewhere, "castle", 0);
    await stand(blocked, "desert", 1);
    await stand(blocker, "desert", -1);
    expect((await t.json("POST", `/api/blocks/${blocked.username}`, {}, ann.headers)).status).toBe(200);
    expect((await t.json("POST", `/api/blocks/${ann.username}`, {}, blocker.headers)).status).toBe(200);

    const said = await say(ann, "desert", "  Hello, anyone near the well?  ");
    expect(said.status).toBe(200);
    const expected = {
      id: said.body.message.id,
      slug: "desert",
      userId: ann.id,
      name: "Ann Talker",
      text: "Hello, anyone near the well?",
      at: clock.now().toISOString(),
    };
    expect(said.body.message).toEqual(expected);
    expect(await heard(ben.stream)).toEqual(expected);
    expect(await heard(ann.stream)).toEqual(expected);

    // Each of the others says a line; the first line each of them hears is not ann's.
    for (const [user, slug] of [
      [far, "desert"],
      [elsewhere, "castle"],
      [blocked, "desert"],
      [blocker, "desert"],
    ] as const) {
      expect((await say(user, slug, `${user.username} here`)).status).toBe(200);
    }
    for (const user of [far, elsewhere, blocked, blocker]) expect((await heard(user.stream)).userId).not.toBe(ann.id);
    // ben, 6 units from fay, heard her; ann, 20 away, did not (her next line is ben's).
    expect(await heard(ben.stream)).toMatchObject({ userId: far.id });
    await say(ben, "desert", "Yes, here");
    expect(await heard(ann.stream)).toMatchObject({ userId: ben.id, text: "Yes, here" });
  });

  test("someone who arrives afterwards gets nothing said before, only what is said once they are there", async () => {
    const [ann, dan] = await Promise.all([person("Ann Early"), person("Dan Late")]);
    await stand(ann, "library", 0);
    await say(ann, "library", "Before you came");
    await stand(dan, "library", 2);
    await say(ann, "library", "Now you are here");
    expect(await heard(dan.stream)).toMatchObject({ text: "Now you are here" });
    // A stream opened afresh is told nothing of the past either.
    const again = await openRealtime(t.app, dan.headers);
    streams.push(again);
    await say(ann, "library", "Third");
    expect(await heard(again)).toMatchObject({ text: "Third" });
  });
});

describe("limits", () => {
  test("an empty or too long line is refused; 200 characters are fine; one not in the zone is told to enter", async () => {
    const ann = await person("Ann Limits");
    expect((await say(ann, "desert", "Too early")).status).toBe(409);
    await stand(ann, "desert", 0);
    expect((await say(ann, "desert", "   ")).status).toBe(400);
    expect((await say(ann, "desert", "x".repeat(201))).status).toBe(400);
    expect((await say(ann, "desert", "x".repeat(200))).status).toBe(200);
    const wrongShape = await t.json("POST", "/api/zones/desert/talk", { text: 5 }, ann.headers);
    expect(wrongShape.status).toBe(400);
  });

  test("beyond 5 lines in 10 seconds: 429 with Retry-After, and none of it is heard; later, talking goes on", async () => {
    const [ann, ben] = await Promise.all([person("Ann Fast"), person("Ben Listens")]);
    clock.advance(11_000);
    await stand(ann, "coffee", 0);
    await stand(ben, "coffee", 1);
    for (let i = 1; i <= 5; i++) expect((await say(ann, "coffee", `Line ${i}`)).status).toBe(200);
    const refused = await t.json("POST", "/api/zones/coffee/talk", { text: "Line 6" }, ann.headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    clock.advance(10_001);
    await stand(ann, "coffee", 0);
    await stand(ben, "coffee", 1);
    expect((await say(ann, "coffee", "Line 7")).status).toBe(200);
    const texts = [];
    for (let i = 0; i < 6; i++) texts.push((await heard(ben.stream)).text);
    expect(texts).toEqual(["Line 1", "Line 2", "Line 3", "Line 4", "Line 5", "Line 7"]);
  });
});

describe("reporting what was said", () => {
  test("attaches the server's own record, whatever copy the reporter sends; only a hearer may report it", async () => {
    const [ann, ben, far] = await Promise.all([person("Ann Rude"), person("Ben Hears"), person("Fay Away")]);
    clock.advance(11_000);
    await stand(ann, "mutant", 0);
    await stand(ben, "mutant", 3);
    await stand(far, "mutant", 40);
    const { message } = (await say(ann, "mutant", "You are all idiots")).body;
    const target = { kind: "zone_message" as const, id: message.id };

    const forged = { target, reason: "harassment", note: "Rude", messages: [{ id: message.id, text: "Forged words" }] };
    const filed = await t.json("POST", "/api/reports", forged, ben.headers);
    expect(filed.status).toBe(201);
    const { id: reportId } = (await filed.json()) as { id: number };
    const detail = await getJson<ReportDetail>(t, admin, `/api/moderation/reports/${reportId}`);
    expect(detail.target).toEqual(target);
    expect(detail.account.id).toBe(ann.id);
    expect(detail.reports[0]!.evidence).toEqual({
      zone_message: {
        zone: "mutant",
        instance: "1",
        author: ann.id,
        text: "You are all idiots",
        position: [0, 0, 0],
        said_at: message.at,
      },
    });
    const queue = await getJson<{ data: { target: { kind: string; id: number } }[] }>(
      t,
      admin,
      "/api/moderation/reports",
    );
    expect(queue.data.map((item) => item.target)).toContainEqual(target);

    // fay was too far to hear it, the speaker cannot report herself, and no message is no message.
    const report = (user: TestUser, id = message.id) =>
      t.json("POST", "/api/reports", { target: { kind: "zone_message", id }, reason: "spam", note: "" }, user.headers);
    expect((await report(far)).status).toBe(404);
    expect((await report(ann)).status).toBe(400);
    expect((await report(ben, message.id + 1000)).status).toBe(404);
  });
});

describe("the record", () => {
  test("is rebuilt alike by a replay, and goes with a deleted account", async () => {
    const [gus, hal] = await Promise.all([person("Gus Gone"), person("Hal Stays")]);
    clock.advance(11_000);
    await stand(gus, "mermaid", 5);
    await stand(hal, "mermaid", 6);
    const { message } = (await say(gus, "mermaid", "Soon gone")).body;
    expect(await zoneMessageById(t.ctx.db, message.id)).toMatchObject({ text: "Soon gone", hearers: [gus.id, hal.id] });
    await expectReplayReproduces(t);

    expect((await t.json("DELETE", `/api/monitor/${gus.id}`, undefined, admin.headers)).status).toBe(200);
    expect(await zoneMessageById(t.ctx.db, message.id)).toBeUndefined();
    const log = await t.ctx.store.readFrom(0, 100_000);
    expect(JSON.stringify(log)).not.toContain("Soon gone");
    await expectReplayReproduces(t);
  });
});
