import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";
import { userStream } from "./users.ts";

/**
 * Posts and their ratings, on the post's stream `post-<id>`. `author` and `user` are user ids. A post's
 * media is recorded by its storage key (so deleting the post can delete the file) and the URL it is served at.
 */
const postId = z.number().int().positive();
const userId = z.number().int().positive();
const Sharing = z.union([z.literal(1), z.literal(2)]);

/**
 * A picture's renditions (shared/renditions.ts), made at upload and named from the media's key: absent on
 * videos, GIFs and media stored before renditions were made, which are served as they were stored.
 */
export const MediaRenditions = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  formats: z.array(z.enum(["avif", "webp", "jpg", "png"])).min(1),
  placeholder: z.string().max(2000),
  square: z.literal(true).optional(),
});

/** `size` is the bytes stored, counted against the author's storage quota (absent on posts made before it). */
export const PostMedia = z.object({
  url: z.string(),
  type: z.enum(["image", "video"]),
  key: z.string(),
  size: z.number().int().nonnegative().optional(),
  renditions: MediaRenditions.optional(),
});

export const PostCreated = defineEvent(
  "PostCreated",
  z.object({ id: postId, author: userId, context: z.string(), sharing: Sharing, media: PostMedia.nullable() }),
);

/** `author`: absent on edits recorded before the text was sealed under the author's key. */
export const PostEdited = defineEvent(
  "PostEdited",
  z.object({ id: postId, author: userId.optional(), context: z.string(), sharing: Sharing }),
);

/** The post is gone from every list; the media reactor deletes its file. */
export const PostDeleted = defineEvent("PostDeleted", z.object({ id: postId }));

/** One rating per user per post: a later one replaces the earlier. */
export const PostRated = defineEvent(
  "PostRated",
  z.object({ post: postId, user: userId, stars: z.number().int().min(1).max(5), emoji: z.string().nullable() }),
);

export const postsEvents = [PostCreated, PostEdited, PostDeleted, PostRated] as const;

/** A post's text is its author's personal data: deleting the account erases it from the log. */
export const postsPersonal = [
  personal(PostCreated, (d) => userStream(d.author), ["context"]),
  personal(PostEdited, (d) => (d.author === undefined ? undefined : userStream(d.author)), ["context"]),
];

export function postStream(id: number): string {
  return `post-${id}`;
}
