import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../events/db.ts";
import type { EventOf } from "../events/index.ts";
import { projection } from "../events/projection.ts";
import { postAuthors, posts, postWords, ratings } from "./posts.schema.ts";
import { wordsOf } from "./words.ts";

/**
 * Posts, their ratings and their words for search, as every feed, profile and search reads them. Whether a
 * post shows follows its author's state at each point of the log (`post_authors`), from its creation on.
 */
export const postsProjection = projection({
  name: "posts",
  version: 2,
  tables: [posts, ratings, postWords, postAuthors],
  on: ["PostCreated", "PostEdited", "PostDeleted", "PostRated", "UserBlocked", "UserUnblocked", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "PostCreated": {
        const { id, author, context, sharing, media } = event.data;
        const state = await tx.select().from(postAuthors).where(eq(postAuthors.userId, author)).get();
        const deleted = state?.deleted ?? false;
        await tx.insert(posts).values({
          id,
          authorId: author,
          context,
          sharing,
          mediaUrl: media?.url ?? null,
          mediaType: media?.type ?? null,
          mediaKey: media?.key ?? null,
          createdPosition: event.position,
          createdAt: event.at,
          deleted,
          authorActive: !(state?.blocked ?? false),
        }).onConflictDoNothing();
        if (!deleted) await indexWords(tx, id, context);
        return;
      }
      case "PostEdited": {
        const { id, context, sharing } = event.data;
        await tx.update(posts).set({ context, sharing, editedAt: event.at }).where(eq(posts.id, id));
        await indexWords(tx, id, context);
        return;
      }
      case "PostDeleted":
        await tx.update(posts).set({ deleted: true }).where(eq(posts.id, event.data.id));
        await tx.delete(postWords).where(eq(postWords.postId, event.data.id));
        return;
      case "PostRated":
        await rate(tx, event);
        return;
      case "UserBlocked":
        await setAuthor(tx, event.data.userId, { blocked: true });
        await tx.update(posts).set({ authorActive: false }).where(eq(posts.authorId, event.data.userId));
        return;
      case "UserUnblocked":
        await setAuthor(tx, event.data.userId, { blocked: false });
        await tx.update(posts).set({ authorActive: true }).where(eq(posts.authorId, event.data.userId));
        return;
      case "UserDeleted":
        await setAuthor(tx, event.data.userId, { deleted: true });
        // A deleted account's posts go with it.
        await tx.update(posts).set({ deleted: true }).where(eq(posts.authorId, event.data.userId));
        await tx.delete(postWords).where(sql`${postWords.postId} in (select ${posts.id} from ${posts} where ${posts.authorId} = ${event.data.userId})`);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  // Most of a long log: a replay applies runs of them in multi-row statements.
  batch: {
    on: ["PostCreated", "PostRated"],
    async apply(run, tx) {
      const created = run.filter((e) => e.type === "PostCreated");
      const ids = created.map((e) => e.data.id);
      if (new Set(ids).size < ids.length) {
        // The same post created twice: rare enough to take one by one, as the live server did.
        for (const event of run) await postsProjection.apply(event, tx);
        return;
      }
      await createPosts(tx, created);
      await ratePosts(tx, run.filter((e) => e.type === "PostRated"));
    },
  },
});

/*
 * The runs are written as one statement per table, whose rows arrive as one JSON array and are unpacked by
 * SQLite (`json_each`): building a statement of thousands of bound values costs more than running it.
 */

/** `PostCreated` of each, as `apply` does it, for posts of distinct ids. */
async function createPosts(tx: Tx, created: (EventOf<"PostCreated"> & { position: number; at: string })[]) {
  if (created.length === 0) return;
  const rows = JSON.stringify(created.map(({ data: { id, author, context, sharing, media }, position, at }) =>
    [id, author, context, sharing, media?.url ?? null, media?.type ?? null, media?.key ?? null, position, at]));
  // `where true`: SQLite needs it to tell an upsert's `on conflict` from a join's.
  // Each post starts with its author's state as the log stands (a run holds no block or deletion).
  await tx.run(sql`insert into ${posts} (id, author_id, context, sharing, media_url, media_type, media_key, created_position, created_at, deleted, author_active)
    select value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7, value->>8,
      coalesce(${postAuthors.deleted}, 0), not coalesce(${postAuthors.blocked}, 0)
    from json_each(${rows}) left join ${postAuthors} on ${postAuthors.userId} = value->>1 where true on conflict do nothing`);
  const ids = JSON.stringify(created.map((e) => e.data.id));
  await tx.run(sql`delete from ${postWords} where post_id in (select value from json_each(${ids}))`);
  const authors = [...new Set(created.map((e) => e.data.author))];
  const deletedAuthors = new Set((await tx.select({ userId: postAuthors.userId }).from(postAuthors)
    .where(and(inArray(postAuthors.userId, authors), eq(postAuthors.deleted, true))).all()).map((a) => a.userId));
  // In the order of the table's key: each row lands beside the one before, in pages already in memory.
  const byWord = created.filter((e) => !deletedAuthors.has(e.data.author))
    .flatMap((e) => wordsOf(e.data.context).map((word) => ({ word, id: e.data.id })));
  byWord.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.id - b.id));
  const words = JSON.stringify(byWord.map((r) => [r.word, r.id]));
  await tx.run(sql`insert into ${postWords} (word, post_id) select value->>0, value->>1 from json_each(${words}) where true on conflict do nothing`);
}

/** `PostRated` of each, as `rate` does it: a later rating by the same person replaces the earlier. */
async function ratePosts(tx: Tx, rated: (EventOf<"PostRated"> & { at: string })[]) {
  if (rated.length === 0) return;
  const latest = new Map(rated.map((e) => [`${e.data.post} ${e.data.user}`, e]));
  const rows = JSON.stringify([...latest.values()].map(({ data: { post, user, stars, emoji }, at }) => [post, user, stars, emoji, at]));
  await tx.run(sql`insert into ${ratings} (post_id, user_id, stars, emoji, rated_at)
    select value->>0, value->>1, value->>2, value->>3, value->>4 from json_each(${rows}) where true
    on conflict (post_id, user_id) do update set stars = excluded.stars, emoji = excluded.emoji, rated_at = excluded.rated_at`);
  const ids = JSON.stringify([...new Set(rated.map((e) => e.data.post))]);
  const ofPost = eq(ratings.postId, posts.id);
  await tx.update(posts).set({
    ratingCount: sql`(select count(*) from ${ratings} where ${ofPost})`,
    ratingTotal: sql`(select coalesce(sum(${ratings.stars}), 0) from ${ratings} where ${ofPost})`,
  }).where(sql`${posts.id} in (select value from json_each(${ids}))`);
}

async function setAuthor(tx: Tx, userId: number, state: { blocked?: boolean; deleted?: boolean }) {
  await tx.insert(postAuthors).values({ userId, ...state }).onConflictDoUpdate({ target: postAuthors.userId, set: state });
}

async function indexWords(tx: Tx, postId: number, text: string) {
  await tx.delete(postWords).where(eq(postWords.postId, postId));
  const words = wordsOf(text);
  if (words.length > 0) await tx.insert(postWords).values(words.map((word) => ({ word, postId }))).onConflictDoNothing();
}

async function rate(tx: Tx, event: EventOf<"PostRated"> & { at: string }) {
  const { post, user, stars, emoji } = event.data;
  await tx.insert(ratings).values({ postId: post, userId: user, stars, emoji, ratedAt: event.at })
    .onConflictDoUpdate({ target: [ratings.postId, ratings.userId], set: { stars, emoji, ratedAt: event.at } });
  // Recounted from the rows, so applying the same rating twice, or replaying, leaves the same figures.
  const ofPost = eq(ratings.postId, post);
  await tx.update(posts).set({
    ratingCount: sql`(select count(*) from ${ratings} where ${ofPost})`,
    ratingTotal: sql`(select coalesce(sum(${ratings.stars}), 0) from ${ratings} where ${ofPost})`,
  }).where(eq(posts.id, post));
}
