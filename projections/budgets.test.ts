import { afterAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { testApp } from "../tests/harness.ts";
import { createUser, renewAccessToken, type TestUser } from "../tests/accounts.ts";
import { createPost } from "../tests/posts.ts";
import { expectReplayReproduces } from "../tests/replay.ts";
import { ManualClock } from "../shared/clock.ts";

/**
 * The budgets' memory keeps a day of writes, and a rebuild from the log (runs of posts and ratings taken
 * at once, the rest one by one) leaves exactly the rows the live server left.
 */
const clock = new ManualClock(Date.parse("2026-03-01T08:00:00Z"));
const t = await testApp({}, { clock });
afterAll(() => t.close());

test("writes older than a day are dropped as new ones come; a replay reproduces the rows", async () => {
  const [ann, ben] = [await createUser(t), await createUser(t)];
  const postsAt = async (user: TestUser, n: number) => {
    await renewAccessToken(t, user);
    for (let i = 0; i < n; i++)
      expect((await createPost(t, user, { context: `at ${clock.now().toISOString()} ${i}` })).status).toBe(200);
  };
  await postsAt(ann, 5);
  const first = await t.json("POST", "/api/content/1/rating", { stars: 4 }, ben.headers);
  expect(first.status).toBe(200);
  clock.advance(20 * 3_600_000);
  await postsAt(ben, 3);
  const rows = () => t.ctx.db.all<{ bucket: string }>(sql`select bucket from account_writes order by at, position`);
  expect((await rows()).length).toBe(9);

  // Five hours on, Ann's first posts and Ben's rating are over a day old: the next write drops them.
  clock.advance(5 * 3_600_000);
  await postsAt(ann, 1);
  expect((await rows()).map((r) => r.bucket)).toEqual([...Array(3).fill(`post:${ben.id}`), `post:${ann.id}`]);

  const live = await expectReplayReproduces(t);
  expect(live.account_writes).toHaveLength(4);
  expect(live.account_ages!.map((r) => r.user_id)).toEqual([ann.id, ben.id]);
});
