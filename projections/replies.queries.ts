import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { replies } from "./posts.schema.ts";
import { users } from "./users.schema.ts";
import { profiles } from "./profiles.schema.ts";
import { AppError } from "../shared/errors.ts";

/** A reply absent or deleted, or under a post the caller may not see: one answer for all. */
export const replyNotFound = () => AppError.notFound("Reply not found", "reply_not_found");

/** A reply with its author, as a thread shows it. */
export interface ReplyView {
  id: number;
  postId: number;
  authorId: number;
  text: string;
  createdAt: string;
  name: string;
  username: string;
  picture: string | null;
}

/** Only replies with a larger id (the last id of the previous page): a thread reads oldest first. */
export interface ThreadPage {
  after?: number;
  limit: number;
}

/** What a reply is, apart from who wrote it. */
const replyColumns = {
  id: replies.id,
  postId: replies.postId,
  authorId: replies.authorId,
  text: replies.text,
  createdAt: replies.createdAt,
};

function selectReplies(db: Reader) {
  return db
    .select({
      ...replyColumns,
      name: users.name,
      username: users.username,
      picture: profiles.pictureUrl,
    })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.authorId))
    .leftJoin(profiles, eq(profiles.userId, replies.authorId));
}

/** A post's shown replies, oldest first: a range of `replies_post`. */
export async function threadPage(db: Reader, postId: number, page: ThreadPage): Promise<ReplyView[]> {
  return selectReplies(db)
    .where(
      and(
        eq(replies.postId, postId),
        eq(replies.authorActive, true),
        eq(replies.removed, false),
        page.after === undefined ? undefined : gt(replies.id, page.after),
      ),
    )
    .orderBy(asc(replies.id))
    .limit(page.limit);
}

/** One reply with its author, shown or not: what adding it answers. */
export async function replyView(db: Reader, id: number): Promise<ReplyView | undefined> {
  return selectReplies(db).where(eq(replies.id, id)).get();
}

/** A reply as stored, by its primary key: for the rule of deleting it, and reporting it (shown or not). */
export async function replyById(db: Reader, id: number) {
  return db
    .select({
      ...replyColumns,
      shown: sql<number>`${replies.authorActive} = 1 and ${replies.removed} = 0`.mapWith(Boolean),
      removed: replies.removed,
    })
    .from(replies)
    .where(eq(replies.id, id))
    .get();
}
