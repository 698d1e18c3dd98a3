import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { appWithUsers, type TestUser } from "../../tests/accounts.ts";
import { getJson, ids, post } from "../../tests/posts.ts";
import type { FriendLists } from "../../shared/api/friends.ts";
import type { Profile } from "../../shared/api/profiles.ts";

setDefaultTimeout(30_000);

const {
  t,
  users: { ann, ben, cat },
} = await appWithUsers("ann", "ben", "cat");

const befriend = async (from: TestUser, to: TestUser) =>
  (await (await t.json("POST", `/api/friends/${to.username}`, undefined, from.headers)).json()).friendship;
const unfriend = async (from: TestUser, to: TestUser) =>
  (await (await t.json("DELETE", `/api/friends/${to.username}`, undefined, from.headers)).json()).friendship;
const standing = async (viewer: TestUser, other: TestUser) =>
  (await getJson<Profile>(t, viewer, `/api/profile/${other.username}`)).friendship;
const names = (list: { username: string }[]) => list.map((u) => u.username);

describe("the friendship state machine", () => {
  test("request, then accept by asking back: both are friends", async () => {
    expect(await standing(ann, ben)).toBe("none");
    expect(await befriend(ann, ben)).toBe("requested");
    expect(await standing(ann, ben)).toBe("requested");
    expect(await standing(ben, ann)).toBe("incoming");
    expect(await befriend(ann, ben)).toBe("requested"); // asking twice changes nothing

    const lists = await getJson<FriendLists>(t, ben, "/api/friends");
    expect(names(lists.incoming)).toEqual(["ann"]);
    expect(names((await getJson<FriendLists>(t, ann, "/api/friends")).outgoing)).toEqual(["ben"]);

    expect(await befriend(ben, ann)).toBe("friends");
    expect(await standing(ann, ben)).toBe("friends");
    expect(await standing(ben, ann)).toBe("friends");
    expect(names((await getJson<FriendLists>(t, ann, "/api/friends")).friends)).toEqual(["ben"]);
    expect(await getJson<FriendLists>(t, ben, "/api/friends")).toMatchObject({ incoming: [], outgoing: [] });
  });

  test("ending a friendship takes each out of the other's friends feed", async () => {
    const secret = await post(t, ben, "Ben's friends-only news", 2);
    expect(await ids(t, ann, "/api/contents/friends")).toContain(secret);
    expect(await unfriend(ann, ben)).toBe("none");
    expect(await standing(ben, ann)).toBe("none");
    expect(await ids(t, ann, "/api/contents/friends")).not.toContain(secret);
    await getJson(t, ann, `/api/contents/item/${secret}`, 404);
  });

  test("a request can be cancelled by its sender and declined by its receiver", async () => {
    expect(await befriend(ann, cat)).toBe("requested");
    expect(await unfriend(ann, cat)).toBe("none");
    expect(await standing(cat, ann)).toBe("none");

    expect(await befriend(cat, ann)).toBe("requested");
    expect(await unfriend(ann, cat)).toBe("none");
    expect(await standing(cat, ann)).toBe("none");
    expect(await getJson<FriendLists>(t, cat, "/api/friends")).toEqual({ friends: [], incoming: [], outgoing: [] });
    expect(await unfriend(ann, cat)).toBe("none"); // nothing to end is no error
  });

  test("oneself is refused and an unknown user is 404", async () => {
    expect((await t.json("POST", "/api/friends/ann", undefined, ann.headers)).status).toBe(400);
    expect((await t.json("POST", "/api/friends/nobody_here", undefined, ann.headers)).status).toBe(404);
    expect(await standing(ann, ann)).toBe("self");
  });

  test("a stale Cancel request after the other accepted is refused with 409, and the friendship stands", async () => {
    const carol = cat;
    expect(await befriend(carol, ben)).toBe("requested");
    expect(await befriend(ben, carol)).toBe("friends");
    const stale = await t.json("DELETE", `/api/friends/${ben.username}?intent=cancel`, undefined, carol.headers);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "friendship_changed", message: "You are already friends." });
    expect(await standing(carol, ben)).toBe("friends");
    expect(await standing(ben, carol)).toBe("friends");

    const staleAccept = await t.json("POST", `/api/friends/${carol.username}?intent=accept`, undefined, ben.headers);
    expect(staleAccept.status).toBe(409);
    expect((await t.json("DELETE", `/api/friends/${ben.username}?intent=bogus`, undefined, carol.headers)).status).toBe(
      400,
    );
    expect(
      (await t.json("DELETE", `/api/friends/${ben.username}?intent=unfriend`, undefined, carol.headers)).status,
    ).toBe(200);
    expect(await standing(ben, carol)).toBe("none");
  });
});
