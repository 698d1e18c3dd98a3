import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";
import { renamed, upcasts } from "./upcast.ts";
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

/** A video's renditions and poster (shared/video.ts), named from the media's key (`<stem>-<height>.mp4`). */
export const VideoRenditions = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  duration: z.number().nonnegative(),
  heights: z.array(z.number().int().positive()).min(1),
});

/** `size` is the bytes stored, counted against the author's storage quota (absent on posts made before it). */
export const PostMedia = z.object({
  url: z.string(),
  type: z.enum(["image", "video"]),
  key: z.string(),
  size: z.number().int().nonnegative().optional(),
  renditions: MediaRenditions.optional(),
  /** A video transcoded in the background (PostVideoUploaded): absent on videos stored as sent before it. */
  video: VideoRenditions.optional(),
});

/** A picture's description for screen readers (issue 27 item 6); absent: none, as on posts made before it. */
export const AltText = z.string().max(1500);

/**
 * A content warning (issue 27 item 5): a short text the post is collapsed behind until the reader asks to see
 * it, as Mastodon's; absent: none, as on posts made before it. Its author's words, sealed with the text.
 */
export const ContentWarning = z.string().max(500);

export const PostCreated = defineEvent(
  "PostCreated",
  z.object({
    id: postId,
    author: userId,
    text: z.string(),
    sharing: Sharing,
    media: PostMedia.nullable(),
    altText: AltText.optional(),
    contentWarning: ContentWarning.optional(),
    /** The author marked the media sensitive: blurred until tapped. Absent: not marked. */
    mediaSensitive: z.literal(true).optional(),
  }),
);

/**
 * `author`: absent on edits recorded before the text was sealed under the author's key. `altText`: absent
 * leaves the picture's description as it was (edits made before it), null removes it. `contentWarning` and
 * `mediaSensitive` likewise: absent leaves them as they were, null (or false) removes them.
 */
export const PostEdited = defineEvent(
  "PostEdited",
  z.object({
    id: postId,
    author: userId.optional(),
    text: z.string(),
    sharing: Sharing,
    altText: AltText.nullable().optional(),
    contentWarning: ContentWarning.nullable().optional(),
    mediaSensitive: z.boolean().optional(),
  }),
);

/** The post is gone from every list; the media reactor deletes its file. */
export const PostDeleted = defineEvent("PostDeleted", z.object({ id: postId }));

/** One rating per user per post: a later one replaces the earlier. */
export const PostRated = defineEvent(
  "PostRated",
  z.object({ post: postId, user: userId, stars: z.number().int().min(1).max(5), emoji: z.string().nullable() }),
);

/**
 * A post with a video, before it is a post: the upload is stored as sent (`original`, private, fetched by
 * nobody) and the post-videos reactor transcodes it. Only once it plays does `PostCreated` follow on the same
 * stream (with `PostVideoReady`), so readers never see a post that does not play. `stem` names the files the
 * transcoding writes (chosen here, so a transcoding redone after a crash writes the same keys).
 */
export const PostVideoUploaded = defineEvent(
  "PostVideoUploaded",
  z.object({
    id: postId,
    author: userId,
    text: z.string(),
    sharing: Sharing,
    original: z.object({ key: z.string(), size: z.number().int().nonnegative() }),
    stem: z.string(),
    /** Carried into the `PostCreated` that follows once the video plays. */
    contentWarning: ContentWarning.optional(),
    mediaSensitive: z.literal(true).optional(),
  }),
);

/** The transcoding started (`percent` 0) or went on: what the author sees meanwhile. */
export const PostVideoProcessing = defineEvent(
  "PostVideoProcessing",
  z.object({ id: postId, percent: z.number().int().min(0).max(100) }),
);

/** The video plays: `PostCreated` follows in the same append; the media reactor deletes the original. */
export const PostVideoReady = defineEvent("PostVideoReady", z.object({ id: postId }));

/** The video could not be made playable; `reason` is told to its author. The original is deleted. */
export const PostVideoFailed = defineEvent("PostVideoFailed", z.object({ id: postId, reason: z.string().max(500) }));

/** `userId` wants (or no longer wants) to be reminded when a picture they post has no alt text; off by default. */
export const AltTextReminderSet = defineEvent("AltTextReminderSet", z.object({ userId, remind: z.boolean() }));

/**
 * `userId` wants every post shown expanded and every media unblurred, content warnings and sensitive marks
 * notwithstanding (or no longer wants it); off by default.
 */
export const SensitiveContentDisplaySet = defineEvent(
  "SensitiveContentDisplaySet",
  z.object({ userId, alwaysShow: z.boolean() }),
);

export const postsEvents = [
  PostCreated,
  PostEdited,
  PostDeleted,
  PostRated,
  PostVideoUploaded,
  PostVideoProcessing,
  PostVideoReady,
  PostVideoFailed,
  AltTextReminderSet,
  SensitiveContentDisplaySet,
] as const;

/**
 * A post's text was logged as `context` (the old client's word, still the HTTP contract's) until it was named
 * `text` here: events logged before carry the old name, and are read with the new.
 */
const textWasContext = (data: Record<string, unknown>) => renamed(data, "context", "text");

export const postsUpcasts = [
  upcasts(PostCreated, textWasContext),
  upcasts(PostEdited, textWasContext),
  upcasts(PostVideoUploaded, textWasContext),
];

/** A post's text is its author's personal data: deleting the account erases it from the log. */
export const postsPersonal = [
  personal(PostCreated, (d) => userStream(d.author), ["text", "altText", "contentWarning"]),
  personal(PostEdited, (d) => (d.author === undefined ? undefined : userStream(d.author)), [
    "text",
    "altText",
    "contentWarning",
  ]),
  personal(PostVideoUploaded, (d) => userStream(d.author), ["text", "contentWarning"]),
];

export function postStream(id: number): string {
  return `post-${id}`;
}
