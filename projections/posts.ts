import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import type { EventOf } from "../events/index.ts";
import { projection } from "../store/projection.ts";
import { erasedValue } from "../events/personal.ts";
import { userStream } from "../events/users.ts";
import { postAuthors, posts, postSettings, postWords, ratings, replies } from "./posts.schema.ts";
import { addReply, deleteRepliesOf, deleteReply, setRepliesShown, setReplyModeration } from "./replies.ts";
import { wordBlocks, wordsOf } from "./words.ts";

/**
 * Posts, their ratings, their replies and their words for search, as every feed, profile and search reads them. Whether a
 * post shows follows its author's state at each point of the log (`post_authors`), from its creation on.
 */
export const postsProjection = projection({
  name: "posts",
  version: 3,
  tables: [posts, ratings, postWords, postAuthors, replies, postSettings],
  on: [
    "PostCreated",
    "PostEdited",
    "PostDeleted",
    "PostRated",
    "ReplyAdded",
    "ReplyDeleted",
    "UserBlocked",
    "UserUnblocked",
    "UserDeleted",
    "ContentHiddenPendingReview",
    "ModerationActionTaken",
    "ModerationActionRevoked",
    "AltTextReminderSet",
    "SensitiveContentDisplaySet",
  ],
  async apply(event, tx) {
    switch (event.type) {
      case "PostCreated": {
        const { id, author, text, sharing, media, altText, contentWarning, mediaSensitive } = event.data;
        const state = await tx.select().from(postAuthors).where(eq(postAuthors.userId, author)).get();
        const deleted = state?.deleted ?? false;
        const created = await tx
          .insert(posts)
          .values({
            id,
            authorId: author,
            text,
            sharing,
            mediaUrl: media?.url ?? null,
            mediaType: media?.type ?? null,
            mediaKey: media?.key ?? null,
            mediaRenditions: media?.renditions ?? null,
            mediaVideo: media?.video ?? null,
            altText: altText ?? null,
            contentWarning: contentWarning ?? null,
            mediaSensitive: mediaSensitive ?? false,
            createdPosition: event.position,
            createdAt: event.at,
            deleted,
            authorActive: !(state?.blocked ?? false),
            limited: state?.limited ?? false,
          })
          .onConflictDoNothing()
          .returning({ id: posts.id });
        if (created.length > 0 && !deleted) await indexWords(tx, id, text);
        return;
      }
      case "PostEdited": {
        const { id, text, sharing, altText, contentWarning, mediaSensitive } = event.data;
        const before = await tx
          .select({ text: posts.text, deleted: posts.deleted })
          .from(posts)
          .where(eq(posts.id, id))
          .get();
        if (!before) return;
        await tx
          .update(posts)
          .set({
            text,
            sharing,
            editedAt: event.at,
            ...(altText !== undefined ? { altText } : {}),
            ...(contentWarning !== undefined ? { contentWarning } : {}),
            ...(mediaSensitive !== undefined ? { mediaSensitive } : {}),
          })
          .where(eq(posts.id, id));
        if (before.deleted) return;
        await unindexWords(tx, [{ id, text: before.text }]);
        await indexWords(tx, id, text);
        return;
      }
      case "PostDeleted":
        await unindexWords(tx, await visibleTexts(tx, eq(posts.id, event.data.id)));
        await tx.update(posts).set({ deleted: true }).where(eq(posts.id, event.data.id));
        return;
      case "PostRated":
        await rate(tx, event);
        return;
      case "ReplyAdded":
        await addReply(tx, event);
        return;
      case "ReplyDeleted":
        await deleteReply(tx, event);
        return;
      case "UserBlocked":
        await setRepliesShown(tx, event.data.userId, false);
        await setAuthor(tx, event.data.userId, { blocked: true });
        await tx.update(posts).set({ authorActive: false }).where(eq(posts.authorId, event.data.userId));
        return;
      case "UserUnblocked":
        await setRepliesShown(tx, event.data.userId, true);
        await setAuthor(tx, event.data.userId, { blocked: false });
        await tx.update(posts).set({ authorActive: true }).where(eq(posts.authorId, event.data.userId));
        return;
      case "UserDeleted":
        await deleteRepliesOf(tx, event.data.userId);
        await tx.delete(postSettings).where(eq(postSettings.userId, event.data.userId));
        await setAuthor(tx, event.data.userId, { deleted: true });
        // A deleted account's posts go with it, and their texts with its key (store/personal.ts).
        await unindexWords(tx, await visibleTexts(tx, eq(posts.authorId, event.data.userId)));
        await tx
          .update(posts)
          .set({
            deleted: true,
            text: erasedValue(userStream(event.data.userId)),
            // Sealed with the text: a description the log held reads as erased, as a replay would read it.
            altText: sql`case when ${posts.altText} is null then null else ${erasedValue(userStream(event.data.userId))} end`,
            contentWarning: sql`case when ${posts.contentWarning} is null then null else ${erasedValue(userStream(event.data.userId))} end`,
          })
          .where(eq(posts.authorId, event.data.userId));
        return;
      case "ContentHiddenPendingReview":
        if (event.data.target.kind === "reply") await setReplyModeration(tx, event.data.target.id, { held: true });
        if (event.data.target.kind !== "post") return;
        await tx
          .update(posts)
          .set({ held: 1 })
          .where(and(eq(posts.id, event.data.target.id), eq(posts.held, 0)));
        return;
      case "ModerationActionTaken":
        await moderate(tx, event.data);
        return;
      case "ModerationActionRevoked":
        await unmoderate(tx, event.data);
        return;
      case "AltTextReminderSet": {
        const row = { userId: event.data.userId, altTextReminder: event.data.remind };
        await tx.insert(postSettings).values(row).onConflictDoUpdate({ target: postSettings.userId, set: row });
        return;
      }
      case "SensitiveContentDisplaySet": {
        const { userId, alwaysShow } = event.data;
        await tx
          .insert(postSettings)
          .values({ userId, altTextReminder: false, alwaysShowSensitive: alwaysShow })
          .onConflictDoUpdate({ target: postSettings.userId, set: { alwaysShowSensitive: alwaysShow } });
        return;
      }
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
      await ratePosts(
        tx,
        run.filter((e) => e.type === "PostRated"),
      );
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
  const rows = JSON.stringify(
    created.map(
      ({ data: { id, author, text, sharing, media, altText, contentWarning, mediaSensitive }, position, at }) => [
        id,
        author,
        text,
        sharing,
        media?.url ?? null,
        media?.type ?? null,
        media?.key ?? null,
        position,
        at,
        media?.renditions ? JSON.stringify(media.renditions) : null,
        media?.video ? JSON.stringify(media.video) : null,
        altText ?? null,
        contentWarning ?? null,
        mediaSensitive ? 1 : 0,
      ],
    ),
  );
  // `where true`: SQLite needs it to tell an upsert's `on conflict` from a join's.
  // Each post starts with its author's state as the log stands (a run holds no block or deletion).
  const { rowsAffected } =
    await tx.run(sql`insert into ${posts} (id, author_id, text, sharing, media_url, media_type, media_key, created_position, created_at, media_renditions, media_video, alt_text, content_warning, media_sensitive, deleted, author_active, limited)
    select value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7, value->>8, value->>9, value->>10, value->>11, value->>12, value->>13,
      coalesce(${postAuthors.deleted}, 0), not coalesce(${postAuthors.blocked}, 0), coalesce(${postAuthors.limited}, 0)
    from json_each(${rows}) left join ${postAuthors} on ${postAuthors.userId} = value->>1 where true on conflict do nothing`);
  // The words of the posts just created (not of one that stood already) whose author is not deleted.
  const fresh = rowsAffected === created.length ? created : await createdBy(tx, created);
  const gone = await deletedAuthors(
    tx,
    fresh.map((e) => e.data.author),
  );
  const shown = fresh.filter((e) => !gone.has(e.data.author));
  await insertWords(tx, wordBlocks(shown.map(({ data: { id, text } }) => ({ id, words: wordsOf(text) }))));
}

/** Those of `created` whose post row is theirs: the rest named a post that stood already. */
async function createdBy<E extends { data: { id: number }; position: number }>(tx: Tx, created: E[]): Promise<E[]> {
  const ids = JSON.stringify(created.map((e) => e.data.id));
  const stored = await tx
    .select({ id: posts.id, position: posts.createdPosition })
    .from(posts)
    .where(sql`${posts.id} in (select value from json_each(${ids}))`)
    .all();
  const positions = new Map(stored.map((row) => [row.id, row.position]));
  return created.filter((e) => positions.get(e.data.id) === e.position);
}

async function deletedAuthors(tx: Tx, authors: number[]): Promise<Set<number>> {
  const ids = JSON.stringify([...new Set(authors)]);
  const rows = await tx
    .select({ id: postAuthors.userId })
    .from(postAuthors)
    .where(and(eq(postAuthors.deleted, true), sql`${postAuthors.userId} in (select value from json_each(${ids}))`))
    .all();
  return new Set(rows.map((row) => row.id));
}

/** `PostRated` of each, as `rate` does it: a later rating by the same person replaces the earlier. */
async function ratePosts(tx: Tx, rated: (EventOf<"PostRated"> & { at: string })[]) {
  if (rated.length === 0) return;
  const latest = new Map(rated.map((e) => [`${e.data.post} ${e.data.user}`, e]));
  const rows = JSON.stringify(
    [...latest.values()].map(({ data: { post, user, stars, emoji }, at }) => [post, user, stars, emoji, at]),
  );
  await tx.run(sql`insert into ${ratings} (post_id, user_id, stars, emoji, rated_at)
    select value->>0, value->>1, value->>2, value->>3, value->>4 from json_each(${rows}) where true
    on conflict (post_id, user_id) do update set stars = excluded.stars, emoji = excluded.emoji, rated_at = excluded.rated_at`);
  const ids = JSON.stringify([...new Set(rated.map((e) => e.data.post))]);
  const ofPost = eq(ratings.postId, posts.id);
  await tx
    .update(posts)
    .set({
      ratingCount: sql`(select count(*) from ${ratings} where ${ofPost})`,
      ratingTotal: sql`(select coalesce(sum(${ratings.stars}), 0) from ${ratings} where ${ofPost})`,
    })
    .where(sql`${posts.id} in (select value from json_each(${ids}))`);
}

/**
 * A moderator's action as posts show it. Any review of a post or a reply ends its hold pending review; removing it holds
 * it for good (until an undo), marking it sensitive blurs its media, limiting its author makes their public
 * posts friends-only, those already written and those to come.
 */
async function moderate(tx: Tx, action: EventOf<"ModerationActionTaken">["data"]) {
  const post = action.target?.kind === "post" ? action.target.id : undefined;
  if (post !== undefined) {
    const held = action.kind === "remove" ? 2 : 0;
    await tx
      .update(posts)
      .set({ held, ...(action.kind === "sensitive" ? { sensitive: true } : {}) })
      .where(and(eq(posts.id, post), sql`${posts.held} < 2`));
  }
  // A reply's review likewise ends its hold; removing it keeps it out as removed.
  if (action.target?.kind === "reply")
    await setReplyModeration(tx, action.target.id, {
      held: false,
      ...(action.kind === "remove" ? { removed: true } : {}),
    });
  if (action.kind === "limit") await limitAuthor(tx, action.account, true);
}

/** An action taken back: the post shown again, its media no longer sensitive, the author no longer limited. */
async function unmoderate(tx: Tx, action: EventOf<"ModerationActionRevoked">["data"]) {
  const post = action.target?.kind === "post" ? action.target.id : undefined;
  if (post !== undefined && action.kind === "remove")
    await tx
      .update(posts)
      .set({ held: 0 })
      .where(and(eq(posts.id, post), eq(posts.held, 2)));
  if (post !== undefined && action.kind === "sensitive")
    await tx.update(posts).set({ sensitive: false }).where(eq(posts.id, post));
  if (action.target?.kind === "reply" && action.kind === "remove")
    await setReplyModeration(tx, action.target.id, { removed: false });
  if (action.kind === "limit") await limitAuthor(tx, action.account, false);
}

async function limitAuthor(tx: Tx, userId: number, limited: boolean) {
  await setAuthor(tx, userId, { limited });
  await tx.update(posts).set({ limited }).where(eq(posts.authorId, userId));
}

async function setAuthor(tx: Tx, userId: number, state: { blocked?: boolean; deleted?: boolean; limited?: boolean }) {
  await tx
    .insert(postAuthors)
    .values({ userId, ...state })
    .onConflictDoUpdate({ target: postAuthors.userId, set: state });
}

async function indexWords(tx: Tx, postId: number, text: string) {
  await insertWords(tx, wordBlocks([{ id: postId, words: wordsOf(text) }]));
}

/** Adds the posts of each `[word, block, bits]` to the row of that word and block. */
async function insertWords(tx: Tx, rows: ReturnType<typeof wordBlocks>) {
  if (rows.length === 0) return;
  await tx.run(sql`insert into ${postWords} (word, block, post_bits)
    select value->>0, value->>1, value->>2 from json_each(${JSON.stringify(rows)}) where true
    on conflict (word, block) do update set post_bits = post_bits | excluded.post_bits`);
}

/** The text of the posts that `where` names and that still show, whose words search has. */
function visibleTexts(tx: Tx, where: SQL) {
  return tx
    .select({ id: posts.id, text: posts.text })
    .from(posts)
    .where(and(where, eq(posts.deleted, false)))
    .all();
}

/**
 * Takes the words of these posts out of search, found by their text: `post_words` is keyed by word first.
 * A row left with no post is deleted, as a replay would never have written it.
 */
async function unindexWords(tx: Tx, texts: { id: number; text: string }[]) {
  const rows = wordBlocks(texts.map(({ id, text }) => ({ id, words: wordsOf(text) })));
  if (rows.length === 0) return;
  const keys = JSON.stringify(rows);
  await tx.run(sql`update ${postWords} set post_bits = post_bits & ~(taken.value->>2)
    from json_each(${keys}) as taken where word = taken.value->>0 and block = taken.value->>1`);
  await tx.run(sql`delete from ${postWords}
    where post_bits = 0 and (word, block) in (select value->>0, value->>1 from json_each(${keys}))`);
}

async function rate(tx: Tx, event: EventOf<"PostRated"> & { at: string }) {
  const { post, user, stars, emoji } = event.data;
  await tx
    .insert(ratings)
    .values({ postId: post, userId: user, stars, emoji, ratedAt: event.at })
    .onConflictDoUpdate({ target: [ratings.postId, ratings.userId], set: { stars, emoji, ratedAt: event.at } });
  // Recounted from the rows, so applying the same rating twice, or replaying, leaves the same figures.
  const ofPost = eq(ratings.postId, post);
  await tx
    .update(posts)
    .set({
      ratingCount: sql`(select count(*) from ${ratings} where ${ofPost})`,
      ratingTotal: sql`(select coalesce(sum(${ratings.stars}), 0) from ${ratings} where ${ofPost})`,
    })
    .where(eq(posts.id, post));
}
