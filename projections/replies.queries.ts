import { and, asc, eq, gt, or, sql } from "drizzle-orm";
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
  /** Hidden pending review: shown only to its author and admins. */
  held: boolean;
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
      held: replies.held,
    })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.authorId))
    .leftJoin(profiles, eq(profiles.userId, replies.authorId));
}

/** Who reads a thread, as far as replies held pending review go: their author, or an admin, sees them. */
export interface ThreadReader {
  id: number;
  isAdmin: boolean;
}

/** A post's shown replies, oldest first: a range of `replies_post`. */
export async function threadPage(
  db: Reader,
  postId: number,
  page: ThreadPage,
  reader: ThreadReader | null,
): Promise<ReplyView[]> {
  const held = reader?.isAdmin ? undefined : or(eq(replies.held, false), eq(replies.authorId, reader?.id ?? 0));
  return selectReplies(db)
    .where(
      and(
        eq(replies.postId, postId),
        eq(replies.authorActive, true),
        eq(replies.removed, false),
        held,
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
      shown: sql<number>`${replies.authorActive} = 1 and ${replies.removed} = 0 and ${replies.held} = 0`.mapWith(
        Boolean,
      ),
      removed: replies.removed,
      held: replies.held,
    })
    .from(replies)
    .where(eq(replies.id, id))
    .get();
}
