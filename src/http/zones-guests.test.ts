import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { befriend } from "../../tests/friends.ts";
import { expectReplayReproduces } from "../../tests/replay.ts";
import { openRealtime, SseReader, type SseMessage } from "../../tests/sse.ts";
import { startPushService, type PushService } from "../../tests/support/push-service.ts";
import type { Zone } from "../../shared/api/zones.ts";

setDefaultTimeout(30_000);

/**
 * Who enters a private or protected zone, for each kind of caller: the owner, someone invited (private),
 * someone approved or refused (protected), the owner's friend (auto-access) and a stranger. The owner hears
 * of requests live and the asker of the answer; broadcast-notify tells the owner's friends.
 */
let t: TestApp;
let service: PushService;
let owner: TestUser, guest: TestUser, friend: TestUser, stranger: TestUser, asker: TestUser;
const streams: SseReader[] = [];

beforeAll(async () => {
  service = await startPushService();
  // The push service is on 127.0.0.1: the SSRF guard is lifted for it.
  t = await testApp({ PUSH_ALLOW_PRIVATE_HOSTS: "1" }, { pushAgent: service.agent });
  owner = await createUser(t, { username: "gate_owner", name: "Gwen Gate" });
  guest = await createUser(t, { username: "gate_guest", name: "Gus Guest" });
  friend = await createUser(t, { username: "gate_friend", name: "Fay Friend" });
  stranger = await createUser(t, { username: "gate_stranger" });
  asker = await createUser(t, { username: "gate_asker", name: "Abe Asker" });
  await befriend(t, owner, friend);
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await t.close();
  await service.close();
});

const call = (user: TestUser, method: string, path: string, body?: unknown) => t.json(method, path, body, user.headers);
const form = { name: "Gated", zone: "castle", mode: "private", autoAccess: false, avatar: 1, broadcastNotify: false };
async function create(fields: Partial<typeof form> = {}): Promise<string> {
  const answer = await call(owner, "POST", "/api/zones", { ...form, ...fields });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { path: string }).path.slice("/zones/".length);
}
const enters = async (user: TestUser, slug: string) => (await call(user, "GET", `/api/zones/${slug}`)).status;
const listed = async (user: TestUser, slug: string): Promise<Zone | undefined> =>
  ((await (await call(user, "GET", "/api/zones")).json()) as Zone[]).find((z) => z.path === `/zones/${slug}`);
const accessOf = async (user: TestUser, slug: string) => (await call(user, "GET", `/api/zones/${slug}/access`)).json();
const guests = async (slug: string) =>
  ((await (await call(owner, "GET", `/api/zones/${slug}/guests`)).json()) as { guests: unknown[] }).guests;

async function open(user: TestUser): Promise<SseReader> {
  const stream = await openRealtime(t.app, user.headers);
  streams.push(stream);
  return stream;
}
const isEvent = (event: string, slug: string) => (m: SseMessage) =>
  m.event === event && (m.data as { slug: string }).slug === slug;

describe("private zones: the owner invites", () => {
  test("the invited enter and see it listed; strangers and friends (no auto-access) get 403; revoking shuts the door again", async () => {
    const slug = await create({ name: "Invite Only" });
    for (const user of [guest, friend, stranger]) expect(await enters(user, slug)).toBe(403);

    const invited = await call(owner, "POST", `/api/zones/${slug}/invitations`, { username: "Gate_Guest" });
    expect(invited.status).toBe(200);
    expect(await invited.json()).toEqual({
      guest: { userId: guest.id, username: "gate_guest", name: "Gus Guest", status: "invited" },
    });
    expect(await enters(guest, slug)).toBe(200);
    expect(await listed(guest, slug)).toMatchObject({ name: "Invite Only", mode: "private", mayEnter: true });
    expect((await call(guest, "GET", `/api/zones/${slug}/notes`)).status).toBe(200);
    expect(await accessOf(guest, slug)).toEqual({ access: "allowed" });
    expect(await listed(stranger, slug)).toBeUndefined();
    expect(await enters(stranger, slug)).toBe(403);
    expect((await call(stranger, "GET", `/api/zones/${slug}/access`)).status).toBe(403);
    expect(await guests(slug)).toEqual([
      { userId: guest.id, username: "gate_guest", name: "Gus Guest", status: "invited" },
    ]);

    expect((await call(owner, "DELETE", `/api/zones/${slug}/invitations/${guest.id}`)).status).toBe(204);
    expect(await enters(guest, slug)).toBe(403);
    expect(await listed(guest, slug)).toBeUndefined();
    expect(await guests(slug)).toEqual([]);
    // Nothing left to revoke: the same answer, nothing recorded.
    expect((await call(owner, "DELETE", `/api/zones/${slug}/invitations/${guest.id}`)).status).toBe(204);
  });

  test("the invitee hears of it live; only the owner invites; unknown people, oneself and other modes are refused", async () => {
    const slug = await create({ name: "Live Invite" });
    const stream = await open(guest);
    await call(owner, "POST", `/api/zones/${slug}/invitations`, { username: "gate_guest" });
    const news = await stream.next(isEvent("zone-access", slug), 5_000);
    expect(news.data).toEqual({
      slug,
      zoneName: "Live Invite",
      path: `/zones/${slug}`,
      access: "allowed",
      invitedBy: "Gwen Gate",
    });
    await call(owner, "DELETE", `/api/zones/${slug}/invitations/${guest.id}`);
    expect((await stream.next(isEvent("zone-access", slug), 5_000)).data).toMatchObject({ access: "none" });

    const refused = await call(stranger, "POST", `/api/zones/${slug}/invitations`, { username: "gate_stranger" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "not_zone_owner" });
    expect((await call(stranger, "GET", `/api/zones/${slug}/guests`)).status).toBe(403);
    expect((await call(owner, "POST", `/api/zones/${slug}/invitations`, { username: "nobody_here" })).status).toBe(404);
    expect((await call(owner, "POST", `/api/zones/${slug}/invitations`, { username: "gate_owner" })).status).toBe(400);
    const open_ = await create({ name: "Open Doors", mode: "public" });
    expect((await call(owner, "POST", `/api/zones/${open_}/invitations`, { username: "gate_guest" })).status).toBe(400);
    expect((await call(owner, "POST", "/api/zones/library/invitations", { username: "gate_guest" })).status).toBe(403);
    expect((await call(owner, "GET", "/api/zones/nowhere-99/guests")).status).toBe(404);
  });

  test("auto-access: the owner's friends enter and see it without an invitation; strangers still do not", async () => {
    const slug = await create({ name: "Friends Welcome", autoAccess: true });
    expect(await enters(friend, slug)).toBe(200);
    expect(await listed(friend, slug)).toMatchObject({ mayEnter: true });
    expect(await enters(stranger, slug)).toBe(403);
    expect(await listed(stranger, slug)).toBeUndefined();
  });
});

describe("protected zones: a visitor asks, the owner approves or refuses live", () => {
  test("approved: the owner hears the request live, the asker hears the answer live and enters", async () => {
    const slug = await create({ name: "Guarded Hall", mode: "protected" });
    const [ownerStream, askerStream] = await Promise.all([open(owner), open(asker)]);
    expect(await listed(asker, slug)).toMatchObject({ mode: "protected", mayEnter: false });
    expect(await accessOf(asker, slug)).toEqual({ access: "none" });
    expect(await enters(asker, slug)).toBe(403);

    const asked = await call(asker, "POST", `/api/zones/${slug}/access`);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ access: "requested" });
    const request = await ownerStream.next(isEvent("zone-access-request", slug), 5_000);
    expect(request.data).toEqual({
      slug,
      zoneName: "Guarded Hall",
      userId: asker.id,
      name: "Abe Asker",
      username: "gate_asker",
    });
    expect(await guests(slug)).toEqual([
      { userId: asker.id, username: "gate_asker", name: "Abe Asker", status: "requested" },
    ]);
    // Asking again records nothing.
    expect(await (await call(asker, "POST", `/api/zones/${slug}/access`)).json()).toEqual({ access: "requested" });
    expect(await enters(asker, slug)).toBe(403);

    const approved = await call(owner, "POST", `/api/zones/${slug}/requests/${asker.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await approved.json()).guest.status).toBe("approved");
    expect((await askerStream.next(isEvent("zone-access", slug), 5_000)).data).toMatchObject({ access: "allowed" });
    expect(await enters(asker, slug)).toBe(200);
    expect(await accessOf(asker, slug)).toEqual({ access: "allowed" });
    expect(await listed(asker, slug)).toMatchObject({ mayEnter: true });
  });

  test("refused: the asker hears it live, stays out and cannot ask again; the owner may change their mind", async () => {
    const slug = await create({ name: "Closed Court", mode: "protected" });
    const askerStream = await open(stranger);
    await call(stranger, "POST", `/api/zones/${slug}/access`);
    const refused = await call(owner, "POST", `/api/zones/${slug}/requests/${stranger.id}/refuse`);
    expect(refused.status).toBe(200);
    expect((await askerStream.next(isEvent("zone-access", slug), 5_000)).data).toMatchObject({
      access: "refused",
      zoneName: "Closed Court",
    });
    expect(await enters(stranger, slug)).toBe(403);
    expect(await accessOf(stranger, slug)).toEqual({ access: "refused" });
    expect(await (await call(stranger, "POST", `/api/zones/${slug}/access`)).json()).toEqual({ access: "refused" });
    expect(await guests(slug)).toEqual([expect.objectContaining({ userId: stranger.id, status: "refused" })]);

    expect((await call(owner, "POST", `/api/zones/${slug}/requests/${stranger.id}/approve`)).status).toBe(200);
    expect(await enters(stranger, slug)).toBe(200);
    // Taking an approval back: out again.
    expect((await call(owner, "POST", `/api/zones/${slug}/requests/${stranger.id}/refuse`)).status).toBe(200);
    expect(await enters(stranger, slug)).toBe(403);
  });

  test("only the owner decides, and only on someone who asked; private zones take no requests", async () => {
    const slug = await create({ name: "Strict Gate", mode: "protected" });
    await call(asker, "POST", `/api/zones/${slug}/access`);
    const notOwner = await call(stranger, "POST", `/api/zones/${slug}/requests/${asker.id}/approve`);
    expect(notOwner.status).toBe(403);
    expect(await notOwner.json()).toMatchObject({ code: "not_zone_owner" });
    expect((await call(asker, "POST", `/api/zones/${slug}/requests/${asker.id}/approve`)).status).toBe(403);
    expect((await call(owner, "POST", `/api/zones/${slug}/requests/${guest.id}/approve`)).status).toBe(404);
    expect((await call(owner, "POST", `/api/zones/${slug}/requests/0/approve`)).status).toBe(400);
    expect(await enters(asker, slug)).toBe(403);

    const secret = await create({ name: "Secret Gate", mode: "private" });
    const asked = await call(asker, "POST", `/api/zones/${secret}/access`);
    expect(asked.status).toBe(403);
    expect(await asked.json()).toMatchObject({ code: "zone_private" });
    expect((await call(owner, "POST", `/api/zones/${secret}/requests/${asker.id}/approve`)).status).toBe(400);
    expect((await call(asker, "POST", "/api/zones/nowhere-42/access")).status).toBe(404);
    expect(await accessOf(asker, "library")).toEqual({ access: "allowed" });
    expect(await accessOf(owner, slug)).toEqual({ access: "allowed" });
  });

  test("auto-access: the owner's friends enter without asking; strangers still ask", async () => {
    const slug = await create({ name: "Friendly Gate", mode: "protected", autoAccess: true });
    expect(await enters(friend, slug)).toBe(200);
    expect(await accessOf(friend, slug)).toEqual({ access: "allowed" });
    expect(await (await call(friend, "POST", `/api/zones/${slug}/access`)).json()).toEqual({ access: "allowed" });
    expect(await enters(stranger, slug)).toBe(403);
    expect(await accessOf(stranger, slug)).toEqual({ access: "none" });
  });
});

describe("broadcast-notify", () => {
  test("the owner's friends hear that the zone opened: live with a stream open, by push without; strangers hear nothing", async () => {
    const browser = service.subscribe(t.config.vapid.publicKey);
    expect((await call(friend, "POST", "/api/push/subscribe", { subscription: browser })).status).toBe(201);
    const pal = await createUser(t, { username: "gate_pal", name: "Pat Pal" });
    await befriend(t, owner, pal);
    const [palStream, strangerStream] = await Promise.all([open(pal), open(stranger)]);

    const slug = await create({ name: "Grand Opening", mode: "public", broadcastNotify: true });
    const news = await palStream.next(isEvent("zone-opened", slug), 5_000);
    expect(news.data).toEqual({
      slug,
      name: "Grand Opening",
      path: `/zones/${slug}`,
      mode: "public",
      ownerName: "Gwen Gate",
    });
    const [push] = await service.waitForPushes(1, { subscription: browser, timeoutMs: 10_000 });
    expect(JSON.parse(push!.payload!)).toEqual({
      title: "A new zone opened",
      body: "Gwen Gate opened Grand Opening.",
      url: `/zones/${slug}`,
      tag: expect.stringMatching(/^zone-\d+$/),
    });
    await t.ctx.reactors.settled();
    expect(strangerStream.received.some((m) => m.event === "zone-opened")).toBe(false);

    // Without broadcast-notify, or private without auto-access (no friend could enter): nobody hears.
    const quiet = await create({ name: "Quiet", mode: "public" });
    const hidden = await create({ name: "Hidden", mode: "private", broadcastNotify: true });
    await t.ctx.reactors.settled();
    expect(
      palStream.received.filter((m) => m.event === "zone-opened").map((m) => (m.data as { slug: string }).slug),
    ).toEqual([slug]);
    expect(service.receivedBy(browser)).toHaveLength(1);
    expect([quiet, hidden]).toHaveLength(2);
  });
});

test("replay rebuilds the guests exactly", async () => {
  const snapshot = await expectReplayReproduces(t);
  expect(snapshot.zone_guests!.length).toBeGreaterThan(0);
});
