import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { testApp, type TestApp } from "../../tests/harness.ts";
import { createUser, type TestUser } from "../../tests/accounts.ts";
import { withSeed } from "../../tests/random.ts";
import type { Actor } from "../actor.ts";
import { createPost, deletePost, editPost, ratePost } from "../commands/posts.ts";
import { endFriendship, requestFriendship } from "../commands/friends.ts";
import { changeUser } from "../commands/users.ts";
import { changeProfile } from "../commands/profiles.ts";
import { friendsFeedPage, type PostView } from "../../projections/posts.queries.ts";
import { HELD_PER_AUTHOR } from "./friends-feed.ts";

setDefaultTimeout(120_000);

/**
 * The friends feed from the cache answers exactly what the database query answers (visibility: blocked
 * authors, deleted posts, friends-only posts, the viewer's own), after any mix of posts, edits, ratings,
 * deletions, blocks, profile changes and friendships made and ended, on every page.
 */
let t: TestApp;
let people: (TestUser & Actor)[];

beforeAll(async () => {
  t = await testApp({ RATE_LIMIT_MULTIPLIER: "10000" });
  people = [];
  for (let i = 0; i < 6; i++) people.push({ ...(await createUser(t, { username: `feeder${i}` })), isAdmin: false });
});
afterAll(() => t.close());

/** Every page of `viewer`'s feed, from the cache and from the query, walked with `limit` by `before`. */
async function bothFeeds(viewer: Actor, limit: number): Promise<[PostView[][], PostView[][]]> {
  const walk = async (read: (before: number | undefined) => Promise<PostView[]>) => {
    const pages: PostView[][] = [];
    let before: number | undefined;
    for (;;) {
      const page = await read(before);
      pages.push(page);
      if (page.length < limit) return pages;
      before = page.at(-1)!.id;
    }
  };
  return [
    await walk((before) => t.ctx.caches.friendsFeed.page(viewer.id, { before, limit })),
    await walk((before) => friendsFeedPage(t.ctx.db, viewer.id, { before, limit })),
  ];
}

test("the friends feed from the cache answers what the query answers, after random changes", async () => {
  await withSeed(9_4_2026, async (random) => {
    const posts: { id: number; author: Actor }[] = [];
    const blocked = new Set<number>();
    const active = () => people.filter((p) => !blocked.has(p.id));
    for (let step = 0; step < 300; step++) {
      const someone = random.pick(active());
      const other = random.pick(people.filter((p) => p.id !== someone.id));
      const action = random.int(20);
      if (action < 8) {
        // Some run past what is held of an author, so deeper pages need the database.
        posts.push({
          id: await createPost(t.ctx, someone, {
            text: `post ${step}`,
            sharing: random.pick([1, 2] as const),
            media: null,
          }),
          author: someone,
        });
      } else if (action < 10 && posts.length > 0) {
        const { id, author } = random.pick(posts);
        await deletePost(t.ctx, author, id).catch(() => {});
      } else if (action < 11 && posts.length > 0) {
        const { id, author } = random.pick(posts);
        await editPost(t.ctx, author, id, { text: `edited ${step}`, sharing: random.pick([1, 2] as const) }).catch(
          () => {},
        );
      } else if (action < 12 && posts.length > 0) {
        await ratePost(t.ctx, someone, random.pick(posts).id, { stars: (1 + random.int(5)) as 1, emoji: null }).catch(
          () => {},
        );
      } else if (action < 15) {
        await requestFriendship(t.ctx, someone, other.username).catch(() => {});
      } else if (action < 16) {
        await endFriendship(t.ctx, someone, other.username).catch(() => {});
      } else if (action < 17) {
        await changeProfile(t.ctx, someone, { name: `Name ${step}` });
      } else if (action < 18) {
        const change = blocked.has(other.id) ? "unblock" : "block";
        await changeUser(t.ctx, other.id, change);
        if (change === "block") blocked.add(other.id);
        else blocked.delete(other.id);
      }
      if (step % 10 === 9) {
        const viewer = random.pick(people);
        const limit = random.pick([1, 3, 20, HELD_PER_AUTHOR + 5]);
        const [fromCache, fromQuery] = await bothFeeds(viewer, limit);
        expect(fromCache).toEqual(fromQuery);
      }
    }
    for (const viewer of people) {
      for (const limit of [2, 20, 100]) {
        const [fromCache, fromQuery] = await bothFeeds(viewer, limit);
        expect(fromCache).toEqual(fromQuery);
      }
    }
  });
});

test("a new post shows at once in the feeds of its author's friends, and a deleted one goes at once", async () => {
  const ann: Actor = { ...(await createUser(t, { username: "ann_feed" })), isAdmin: false };
  const ben: Actor = { ...(await createUser(t, { username: "ben_feed" })), isAdmin: false };
  await requestFriendship(t.ctx, ann, ben.username);
  await requestFriendship(t.ctx, ben, ann.username);
  expect(await t.ctx.caches.friendsFeed.page(ann.id, { limit: 20 })).toEqual([]);
  const id = await createPost(t.ctx, ben, { text: "just now", sharing: 2, media: null });
  expect((await t.ctx.caches.friendsFeed.page(ann.id, { limit: 20 })).map((p) => p.id)).toEqual([id]);
  await deletePost(t.ctx, ben, id);
  expect(await t.ctx.caches.friendsFeed.page(ann.id, { limit: 20 })).toEqual([]);
});
