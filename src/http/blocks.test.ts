import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { getJson, ids, post } from "../../tests/posts.ts";
import { befriend } from "../../tests/friends.ts";
import { sendMessage, startChat } from "../../tests/chat.ts";
import { openRealtime, type SseMessage, type SseReader } from "../../tests/sse.ts";
import type { ChatDetails } from "../../shared/api/chat.ts";
import type { SearchResults } from "../../shared/api/search.ts";
import type { UserSummary } from "../../shared/api/users.ts";

setDefaultTimeout(30_000);

/**
 * Block and mute between members (issue #27 items 1 and 9): a block cuts every channel between two people,
 * both ways — feeds, profile, posts, search, chat (start and send), friend requests, zone and chat presence —
 * and ends their friendship; unblocking restores what was cut but not the friendship. A mute only takes
 * posts out of the muter's feeds; the muted person sees nothing changed.
 */
let t: TestApp;
let ann: TestUser, ben: TestUser, cat: TestUser;
const streams: SseReader[] = [];

beforeAll(async () => {
  t = await testApp();
  const user = (username: string) => createUser(t, { username, name: `${username} Blocker` });
  [ann, ben, cat] = await Promise.all([user("ann"), user("ben"), user("cat")]);
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await t.close();
});

const dataOf = (message: SseMessage) => message.data as Record<string, unknown> & { userId?: number };
const call = (method: string, path: string, who: TestUser, body?: unknown) => t.json(method, path, body, who.headers);
const block = (by: TestUser, other: TestUser) => call("POST", `/api/blocks/${other.username}`, by);
const unblock = (by: TestUser, other: TestUser) => call("DELETE", `/api/blocks/${other.username}`, by);
const mute = (by: TestUser, other: TestUser) => call("POST", `/api/mutes/${other.username}`, by);
const unmute = (by: TestUser, other: TestUser) => call("DELETE", `/api/mutes/${other.username}`, by);
const friendshipOf = async (who: TestUser, other: TestUser) =>
  (await getJson<{ friendship: string }>(t, who, `/api/profile/${other.username}`)).friendship;
const found = async (who: TestUser, q: string) => await getJson<SearchResults>(t, who, `/api/search?q=${q}`);
const people = async (who: TestUser, q: string) => await getJson<UserSummary[]>(t, who, `/api/people?q=${q}`);

/** What `who` can see of `other`'s posts `postIds`, through every read that shows posts. */
async function seenPosts(who: TestUser, other: TestUser, postIds: number[], word: string) {
  const inList = async (path: string) => (await ids(t, who, path)).filter((id) => postIds.includes(id));
  const items = await Promise.all(postIds.map((id) => call("GET", `/api/contents/item/${id}`, who)));
  return {
    global: await inList("/api/contents/global"),
    friends: await inList("/api/contents/friends"),
    theirPosts: await inList(`/api/content/${other.username}`),
    items: items.map((r) => r.status),
    search: (await found(who, word)).posts.map((p) => p.ID).filter((id) => postIds.includes(id)),
  };
}

describe("a block", () => {
  test("cuts every channel both ways, ends the friendship, and unblocking restores all but the friendship", async () => {
    await befriend(t, ann, ben);
    const annPosts = [await post(t, ann, "annsword public", 1), await post(t, ann, "annsword friends", 2)];
    const benPosts = [await post(t, ben, "benword public", 1), await post(t, ben, "benword friends", 2)];
    const chatId = await startChat(t, ann, ben);
    expect((await sendMessage(t, ben, chatId)).status).toBe(200);
    // Before: each sees all of the other's posts, everywhere.
    const everything = (postIds: number[]) => ({
      global: [postIds[0]!],
      friends: [...postIds].reverse(),
      theirPosts: [...postIds].reverse(),
      items: [200, 200],
      search: [...postIds].reverse(),
    });
    expect(await seenPosts(ben, ann, annPosts, "annsword")).toEqual(everything(annPosts));

    const blocked = await block(ann, ben);
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toEqual({ blocked: true, muted: false });

    const nothing = { global: [], friends: [], theirPosts: [], items: [404, 404], search: [] };
    expect(await seenPosts(ben, ann, annPosts, "annsword")).toEqual(nothing);
    expect(await seenPosts(ann, ben, benPosts, "benword")).toEqual(nothing);
    // The friendship ended, for both.
    expect((await getJson<{ friends: UserSummary[] }>(t, ann, "/api/friends")).friends).toEqual([]);
    expect((await getJson<{ friends: UserSummary[] }>(t, ben, "/api/friends")).friends).toEqual([]);
    // Profile: the blocked one finds no such person; the blocker sees the username alone, to unblock.
    const benSees = await call("GET", `/api/profile/${ann.username}`, ben);
    expect({ status: benSees.status, code: (await benSees.json()).code }).toEqual({
      status: 404,
      code: "user_not_found",
    });
    expect(await getJson(t, ann, `/api/profile/${ben.username}`)).toMatchObject({
      username: "ben",
      name: "ben",
      profile: null,
      organisation: null,
      friendship: "none",
      blocked: true,
    });
    // Nor can either react to the other's profile.
    for (const [from, to] of [
      [ann, ben],
      [ben, ann],
    ] as const) {
      const reacted = await call("POST", `/api/profile/${to.username}/reaction`, from, { emoji: "👍" });
      expect(reacted.status).toBe(404);
    }
    // Search and people search, both ways.
    expect((await found(ben, "ann")).users.map((u) => u.username)).not.toContain("ann");
    expect((await found(ann, "ben")).users.map((u) => u.username)).not.toContain("ben");
    expect((await people(ben, "ann")).map((u) => u.username)).not.toContain("ann");
    expect((await people(ann, "ben")).map((u) => u.username)).not.toContain("ben");
    // Friend requests, both ways: refused in the one error shape.
    for (const [from, to] of [
      [ann, ben],
      [ben, ann],
    ] as const) {
      const refused = await call("POST", `/api/friends/${to.username}`, from);
      expect({ status: refused.status, body: await refused.json() }).toEqual({
        status: 403,
        body: {
          error: "You cannot send a friend request to this person.",
          message: "You cannot send a friend request to this person.",
          code: "blocked",
        },
      });
    }
    // Chat: sending refused both ways; the chat is closed, its history kept, no presence; no new chat; not found.
    for (const who of [ann, ben]) {
      const sent = await sendMessage(t, who, chatId);
      expect({ status: sent.status, code: (await sent.json()).code }).toEqual({ status: 403, code: "chat_closed" });
      const details = await getJson<ChatDetails>(t, who, `/api/chat-details/${chatId}/${who.id}`);
      const { closed, blocked, status, lastActive } = details;
      expect({ closed, blocked, status, lastActive }).toEqual({
        closed: true,
        blocked: who === ann,
        status: false,
        lastActive: null,
      });
      expect(details.messages).toHaveLength(1);
      const typing = await call("POST", "/api/chat/typing", who, { chat_id: chatId });
      expect(typing.status).toBe(403);
    }
    const listed = await getJson<{ chat_id: number; profile: string | null }[]>(t, ben, `/api/chat/${ben.id}`);
    expect(listed.find((c) => c.chat_id === chatId)?.profile).toBeNull();
    expect((await call("GET", `/api/chat/search/${ann.username}`, ben)).status).toBe(404);
    expect((await call("GET", `/api/chat/search/${ben.username}`, ann)).status).toBe(404);
    // The settings list names ben, without his picture.
    expect(await getJson(t, ann, "/api/blocks")).toEqual({
      blocked: [{ id: ben.id, username: "ben", name: "ben Blocker", profile: null }],
      muted: [],
    });
    expect(await getJson(t, ben, "/api/blocks")).toEqual({ blocked: [], muted: [] });
    // Ben cannot lift Ann's block; blocking again changes nothing.
    expect(await (await unblock(ben, ann)).json()).toEqual({ blocked: false, muted: false });
    expect(await (await block(ann, ben)).json()).toEqual({ blocked: true, muted: false });
    expect((await seenPosts(ben, ann, annPosts, "annsword")).items).toEqual([404, 404]);

    // Unblocking: public posts, profile, search, chat and requests come back; the friendship does not.
    expect(await (await unblock(ann, ben)).json()).toEqual({ blocked: false, muted: false });
    expect(await seenPosts(ben, ann, annPosts, "annsword")).toEqual({
      global: [annPosts[0]!],
      friends: [],
      theirPosts: [annPosts[0]!],
      items: [200, 404],
      search: [annPosts[0]!],
    });
    expect(await friendshipOf(ben, ann)).toBe("none");
    expect((await found(ben, "ann")).users.map((u) => u.username)).toContain("ann");
    expect((await sendMessage(t, ben, chatId)).status).toBe(200);
    expect((await getJson<ChatDetails>(t, ben, `/api/chat-details/${chatId}/${ben.id}`)).closed).toBe(false);
    expect((await call("POST", `/api/friends/${ann.username}`, ben)).status).toBe(200);
    expect(await getJson(t, ann, "/api/blocks")).toEqual({ blocked: [], muted: [] });
  });

  test("ends a pending request; no chat can be started; an unknown or own name is refused", async () => {
    const dan = await createUser(t, { username: "dan" });
    expect((await call("POST", `/api/friends/${cat.username}`, dan)).status).toBe(200);
    expect((await block(cat, dan)).status).toBe(200);
    expect(await friendshipOf(dan, cat).catch(() => "gone")).toBe("gone");
    expect(await friendshipOf(cat, dan)).toBe("none");
    const start = await call("POST", "/api/chat/create", dan, { user_1_id: cat.id, user_2_id: dan.id });
    expect({ status: start.status, code: (await start.json()).code }).toEqual({ status: 403, code: "chat_closed" });
    const own = await block(cat, cat);
    expect({ status: own.status, code: (await own.json()).code }).toEqual({ status: 400, code: "self_block" });
    expect((await block(cat, { ...cat, username: "nobody_here" })).status).toBe(404);
  });
});

describe("presence", () => {
  test("a block tells both open pages the other went offline, and no later presence news crosses", async () => {
    const eve = await createUser(t, { username: "eve" });
    const fay = await createUser(t, { username: "fay" });
    const chatId = await startChat(t, eve, fay);
    const eveStream = await openRealtime(t.app, eve.headers);
    streams.push(eveStream);
    const fayStream = await openRealtime(t.app, fay.headers);
    streams.push(fayStream);
    // Fay coming online reaches Eve (they have a chat): the channel works.
    await eveStream.next((m) => m.event === "presence" && dataOf(m).userId === fay.id);
    expect((await getJson<ChatDetails>(t, eve, `/api/chat-details/${chatId}/${eve.id}`)).status).toBe(true);

    expect((await block(eve, fay)).status).toBe(200);
    // Eve's coming online may reach Fay's page just before (on a libSQL server the tail is slower): the news
    // that counts is the one the block sends.
    const wentOffline = (userId: number) => (m: SseMessage) =>
      m.event === "presence" && dataOf(m).userId === userId && dataOf(m).online === false;
    const toFay = await fayStream.next(wentOffline(eve.id));
    expect(dataOf(toFay)).toEqual({ userId: eve.id, online: false, lastActive: null });
    const toEve = await eveStream.next(wentOffline(fay.id));
    expect(dataOf(toEve)).toEqual({ userId: fay.id, online: false, lastActive: null });

    // Fay's going offline and coming back is not told to Eve.
    await fayStream.close();
    const again = await openRealtime(t.app, fay.headers);
    streams.push(again);
    const gina = await createUser(t, { username: "gina" });
    await startChat(t, gina, eve);
    const ginaStream = await openRealtime(t.app, gina.headers);
    streams.push(ginaStream);
    const next = await eveStream.next((m) => m.event === "presence");
    expect(dataOf(next).userId).toBe(gina.id);
  });

  test("zones: neither is listed to the other, nor told of the other's moves; a block tells each the other left", async () => {
    const hal = await createUser(t, { username: "hal" });
    const ivy = await createUser(t, { username: "ivy" });
    const halStream = await openRealtime(t.app, hal.headers);
    const ivyStream = await openRealtime(t.app, ivy.headers);
    streams.push(halStream, ivyStream);
    const place = (x: number) => ({ x, y: 1.7, z: -3, ry: 0, avatar: 1 });
    const moveIn = (who: TestUser, x: number) => call("POST", "/api/zones/library/presence", who, place(x));
    const listed = async (who: TestUser) =>
      (await getJson<{ people: { userId: number }[] }>(t, who, "/api/zones/library/presence")).people.map(
        (p) => p.userId,
      );
    expect((await moveIn(hal, 1)).status).toBe(204);
    expect((await moveIn(ivy, 2)).status).toBe(204);
    await halStream.next((m) => m.event === "zone-presence" && dataOf(m).userId === ivy.id);
    expect(await listed(hal)).toContain(ivy.id);

    expect((await block(ivy, hal)).status).toBe(200);
    const left = await halStream.next((m) => m.event === "zone-left");
    expect(dataOf(left)).toEqual({ slug: "library", userId: ivy.id });
    const leftToIvy = await ivyStream.next((m) => m.event === "zone-left");
    expect(dataOf(leftToIvy)).toEqual({ slug: "library", userId: hal.id });
    expect(await listed(hal)).not.toContain(ivy.id);
    expect(await listed(ivy)).not.toContain(hal.id);

    // Ivy moves: Hal is not told; a third person is, and Hal hears of that one only.
    const jo = await createUser(t, { username: "jo" });
    const joStream = await openRealtime(t.app, jo.headers);
    streams.push(joStream);
    expect((await moveIn(jo, 3)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await moveIn(ivy, 4)).status).toBe(204);
    await joStream.next((m) => m.event === "zone-presence" && dataOf(m).userId === ivy.id);
    expect((await moveIn(jo, 5)).status).toBe(204);
    const halNext = await halStream.next((m) => m.event === "zone-presence");
    expect(dataOf(halNext).userId).toBe(jo.id);
  });
});

describe("a mute", () => {
  test("takes their posts out of my feeds only; they see nothing changed; unmuting brings them back", async () => {
    const kim = await createUser(t, { username: "kim" });
    const lee = await createUser(t, { username: "lee" });
    await befriend(t, kim, lee);
    const leePosts = [await post(t, lee, "leeword public", 1), await post(t, lee, "leeword friends", 2)];
    const kimPost = await post(t, kim, "kimword public", 1);
    // Read first, so that the cached answers and feeds hold the pages before the mute.
    await ids(t, kim, "/api/contents/global");
    await ids(t, kim, "/api/contents/friends");

    expect(await (await mute(kim, lee)).json()).toEqual({ blocked: false, muted: true });
    const seen = await seenPosts(kim, lee, leePosts, "leeword");
    // Out of the feeds; still on Lee's own page, by link and in search (a mute is not a block).
    expect(seen).toEqual({
      global: [],
      friends: [],
      theirPosts: [...leePosts].reverse(),
      items: [200, 200],
      search: [...leePosts].reverse(),
    });
    expect(await friendshipOf(kim, lee)).toBe("friends");
    expect(await getJson(t, kim, `/api/profile/${lee.username}`)).toMatchObject({ muted: true, blocked: false });
    // Lee sees Kim as before: her post, the friendship, no word of the mute.
    expect((await ids(t, lee, "/api/contents/friends")).includes(kimPost)).toBe(true);
    expect((await ids(t, lee, "/api/contents/global")).includes(kimPost)).toBe(true);
    const leeSees = await getJson<Record<string, unknown>>(t, lee, `/api/profile/${kim.username}`);
    expect(leeSees).toMatchObject({ friendship: "friends", blocked: false, muted: false });
    expect(await getJson(t, lee, "/api/blocks")).toEqual({ blocked: [], muted: [] });
    expect(await getJson(t, kim, "/api/blocks")).toMatchObject({ muted: [{ username: "lee" }] });

    expect(await (await unmute(kim, lee)).json()).toEqual({ blocked: false, muted: false });
    expect((await seenPosts(kim, lee, leePosts, "leeword")).friends).toEqual([...leePosts].reverse());
    expect((await seenPosts(kim, lee, leePosts, "leeword")).global).toEqual([leePosts[0]!]);
  });
});
