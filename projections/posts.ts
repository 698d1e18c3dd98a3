import { eq, sql } from "drizzle-orm";
import type { Tx } from "../events/db.ts";
import type { EventOf } from "../events/index.ts";
import { projection } from "../events/projection.ts";
import { posts, postWords, ratings } from "./posts.schema.ts";
import { wordsOf } from "./words.ts";

/** Posts, their ratings and their words for search, as every feed, profile and search reads them. */
export const postsProjection = projection({
  name: "posts",
  version: 1,
  tables: [posts, ratings, postWords],
  on: ["PostCreated", "PostEdited", "PostDeleted", "PostRated", "UserBlocked", "UserUnblocked", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "PostCreated": {
        const { id, author, context, sharing, media } = event.data;
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
        }).onConflictDoNothing();
        await indexWords(tx, id, context);
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
        await tx.update(posts).set({ authorActive: false }).where(eq(posts.authorId, event.data.userId));
        return;
      case "UserUnblocked":
        await tx.update(posts).set({ authorActive: true }).where(eq(posts.authorId, event.data.userId));
        return;
      case "UserDeleted":
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
});

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
