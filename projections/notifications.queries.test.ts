import { afterAll, beforeAll, expect, test } from "bun:test";
import { testApp, type TestApp } from "../tests/harness.ts";
import { createUser, type TestUser } from "../tests/accounts.ts";
import { unreadCountOf, unreadCountsOf } from "./notifications.queries.ts";

let t: TestApp;
let people: TestUser[];
beforeAll(async () => {
  t = await testApp();
  people = await Promise.all(["nq_ann", "nq_ben", "nq_cid", "nq_dee"].map((username) => createUser(t, { username })));
  const [ann, ben, cid, dee] = people as [TestUser, TestUser, TestUser, TestUser];
  for (const [from, to] of [
    [ben, ann],
    [cid, ann],
    [dee, ann],
    [dee, ben],
  ] as const)
    expect((await t.json("POST", `/api/friends/${to.username}`, undefined, from.headers)).status).toBe(200);
});
afterAll(() => t.close());

test("many people's unread counts in one go are each person's own count, none for those with nothing", async () => {
  const ids = people.map((person) => person.id);
  const counts = await unreadCountsOf(t.ctx.db, ids);
  expect([...counts.values()]).toEqual([3, 1, 0, 0]);
  for (const id of ids) expect(counts.get(id)).toBe(await unreadCountOf(t.ctx.db, id));
});

test("the counts stop at the cap, as the badge's does", async () => {
  const counts = await unreadCountsOf(t.ctx.db, [people[0]!.id, people[1]!.id], 2);
  expect([...counts.values()]).toEqual([2, 1]);
  expect(await unreadCountOf(t.ctx.db, people[0]!.id, 2)).toBe(2);
});
