import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../events/db.ts";
import type { EventOf } from "../events/index.ts";
import { projection } from "../events/projection.ts";
import { erasedValue } from "../events/personal.ts";
import { userStream } from "../events/users.ts";
import { postAuthors, posts, postWords, ratings } from "./posts.schema.ts";
import { wordsOf } from "./words.ts";

/**
 * Posts, their ratings and their words for search, as every feed, profile and search reads them. Whether a
 * post shows follows its author's state at each point of the log (`post_authors`), from its creation on.
 */
export const postsProjection = projection({
  name: "posts",
  version: 3,
  tables: [posts, ratings, postWords, postAuthors],
  on: ["PostCreated", "PostEdited", "PostDeleted", "PostRated", "UserBlocked", "UserUnblocked", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "PostCreated": {
        const { id, author, context, sharing, media } = event.data;
        const state = await tx.select().from(postAuthors).where(eq(postAuthors.userId, author)).get();
        const deleted = state?.deleted ?? false;
        const created = await tx.insert(posts).values({
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
        }).onConflictDoNothing().returning({ id: posts.id });
        if (created.length > 0 && !deleted) await indexWords(tx, id, context);
        return;
      }
      case "PostEdited": {
        const { id, context, sharing } = event.data;
        const before = await tx.select({ context: posts.context, deleted: posts.deleted }).from(posts).where(eq(posts.id, id)).get();
        if (!before) return;
        await tx.update(posts).set({ context, sharing, editedAt: event.at }).where(eq(posts.id, id));
        if (before.deleted) return;
        await unindexWords(tx, [{ id, context: before.context }]);
        await indexWords(tx, id, context);
        return;
      }
      case "PostDeleted":
        await unindexWords(tx, await visibleTexts(tx, eq(posts.id, event.data.id)));
        await tx.update(posts).set({ deleted: true }).where(eq(posts.id, event.data.id));
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
        // A deleted account's posts go with it, and their texts with its key (events/personal.ts).
        await unindexWords(tx, await visibleTexts(tx, eq(posts.authorId, event.data.userId)));
        await tx.update(posts).set({ deleted: true, context: erasedValue(userStream(event.data.userId)) })
          .where(eq(posts.authorId, event.data.userId));
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
    // They find posts and words by their keys: a block or a deletion of an author needs `posts_author`.
    withoutIndexes: ["PostEdited", "PostDeleted"],
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
  // The words in an array of their own: SQLite then parses them alone again, not every text with them.
  const words = JSON.stringify(created.map(({ data: { id, context }, position }) => [id, position, wordsOf(context)]));
  // `where true`: SQLite needs it to tell an upsert's `on conflict` from a join's.
  // Each post starts with its author's state as the log stands (a run holds no block or deletion).
  await tx.run(sql`insert into ${posts} (id, author_id, context, sharing, media_url, media_type, media_key, created_position, created_at, deleted, author_active)
    select value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7, value->>8,
      coalesce(${postAuthors.deleted}, 0), not coalesce(${postAuthors.blocked}, 0)
    from json_each(${rows}) left join ${postAuthors} on ${postAuthors.userId} = value->>1 where true on conflict do nothing`);
  // The words of the posts just created (not of one that stood already) whose author is not deleted, in
  // the order of the key: each row lands beside the one before, in pages already in memory.
  await tx.run(sql`insert into ${postWords} (word, post_id)
    select word.value, ${posts.id}
    from json_each(${words}) as row
      join ${posts} on ${posts.id} = row.value->>0 and ${posts.createdPosition} = row.value->>1 and ${posts.deleted} = 0,
      json_each(row.value->2) as word
    where true order by 1, 2 on conflict do nothing`);
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
  const words = wordsOf(text);
  if (words.length > 0) await tx.insert(postWords).values(words.map((word) => ({ word, postId }))).onConflictDoNothing();
}

/** The text of the posts that `where` names and that still show, whose words search has. */
function visibleTexts(tx: Tx, where: SQL) {
  return tx.select({ id: posts.id, context: posts.context }).from(posts).where(and(where, eq(posts.deleted, false))).all();
}

/** Takes the words of these posts out of search, found by their text: `post_words` is keyed by word first. */
async function unindexWords(tx: Tx, texts: { id: number; context: string }[]) {
  const keys = texts.flatMap(({ id, context }) => wordsOf(context).map((word) => [word, id]));
  if (keys.length === 0) return;
  await tx.run(sql`delete from ${postWords} where (word, post_id) in (select value->>0, value->>1 from json_each(${JSON.stringify(keys)}))`);
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
