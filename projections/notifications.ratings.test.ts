import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../tests/harness.ts";
import { createUser, type TestUser } from "../tests/accounts.ts";
import { post } from "../tests/posts.ts";
import { expectReplayReproduces } from "../tests/replay.ts";
import { postStream } from "../events/posts.ts";
import { seeded } from "../tests/random.ts";

setDefaultTimeout(60_000);

/**
 * A replay takes a long run of ratings in a few statements (notifications.ratings.ts): it must leave the rows
 * that rating after rating, as the live server applies them, leaves. Here 300 ratings in a row (repeats,
 * authors rating their own posts, an author who turned ratings off) are appended one by one, then replayed.
 */
let t: TestApp;
let people: TestUser[];
beforeAll(async () => {
  t = await testApp();
  people = [];
  for (let i = 0; i < 6; i++) people.push(await createUser(t, { username: `rater${i}` }));
});
afterAll(() => t.close());

test("a run of ratings replayed in batches leaves what they left one by one", async () => {
  const seed = 20261127;
  console.log("ratings run seed", seed);
  const random = seeded(seed);
  const off = { kinds: { rating: { page: false, push: true } }, quiet: null };
  expect((await t.json("PUT", "/api/notification-settings", off, people[5]!.headers)).status).toBe(200);
  const postIds: number[] = [];
  for (const author of people) for (let i = 0; i < 3; i++) postIds.push(await post(t, author, `Post ${i}`, 1));

  await t.ctx.store.transact(async (tx) => {
    for (let i = 0; i < 300; i++) {
      const postId = random.pick(postIds);
      const user = random.pick(people).id;
      await tx.append(postStream(postId), "any", [
        { type: "PostRated", data: { post: postId, user, stars: 1 + random.int(5), emoji: null } },
      ]);
    }
  });

  const live = await expectReplayReproduces(t);
  const groups = live.notifications!;
  expect(groups.length).toBeGreaterThan(10);
  expect(groups.some((n) => Number(n.actor_count) >= 4)).toBe(true);
  expect(groups.some((n) => Number(n.user_id) === people[5]!.id)).toBe(false);
});
