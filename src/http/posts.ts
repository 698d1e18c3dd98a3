import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "./env.ts";
import { handler } from "./handler.ts";
import { DecimalId, IdParam, UsernameParam } from "./params.ts";
import { PageQuery } from "./paging.ts";
import * as posts from "../../shared/api/posts.ts";
import { AppError } from "../../shared/errors.ts";
import { acceptUpload } from "../media/accept.ts";
import { MEDIA_LIMITS } from "../../shared/media.ts";
import { uploadBodyLimit } from "../media/upload-limit.ts";
import { uploadAllowance } from "./upload-allowance.ts";
import { createPost, deletePost, editPost, ratePost } from "../commands/posts.ts";
import {
  friendsFeed,
  friendsFeedSource,
  globalFeed,
  globalFeedSource,
  postItem,
  postRating,
  postSettingsOf,
  userPosts,
} from "../reads/posts.ts";
import { pendingVideos } from "../reads/post-videos.ts";
import { setAltTextReminder, setSensitiveDisplay } from "../commands/post-settings.ts";

/** A post's text: the contract's `context` (the old client's word), `text` from here on. */
const PostText = z
  .string()
  .trim()
  .min(1, "Please describe your content.")
  .max(5000, "Content can be at most 5000 characters.");
const Sharing = z.enum(["1", "2"], "Sharing must be 1 (public) or 2 (friends).").transform((s) => Number(s) as 1 | 2);

/** A picture's description (issue 27 item 6), trimmed; empty is none. */
const AltText = z.string().trim().max(1500, "Alt text can be at most 1500 characters.");

/** A content warning (issue 27 item 5), trimmed; empty is none. */
const ContentWarning = z.string().trim().max(500, "A content warning can be at most 500 characters.");
/** A form's checkbox: "true" or "false" (multipart carries text). */
const FormFlag = z.enum(["true", "false"], "Must be true or false.").transform((v) => v === "true");

/** The create form: `media` is absent, or an empty string when the file field was left empty. */
export const CreateForm = z.object({
  context: PostText,
  sharing: Sharing.default(1),
  userId: DecimalId.optional(),
  media: z.union([z.instanceof(File), z.literal("")]).optional(),
  alt_text: AltText.optional(),
  content_warning: ContentWarning.optional(),
  media_sensitive: FormFlag.optional(),
});

/** JSON from the edit page: sharing as a number, or as the string a select gives. */
export const EditBody = z.object({
  context: PostText,
  sharing: z.union([z.literal(1), z.literal(2)]).or(Sharing),
  alt_text: AltText.nullish(),
  content_warning: ContentWarning.nullish(),
  media_sensitive: z.boolean().optional(),
});
export const RatingBody = z.object({
  stars: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  emoji: z
    .string()
    .max(16)
    .nullish()
    .transform((e) => e ?? null),
});

/** Each setting left out stays as it is; at least one is given. */
const PostSettingsBody = z
  .object({ alt_text_reminder: z.boolean().optional(), always_show_sensitive: z.boolean().optional() })
  .refine((b) => b.alt_text_reminder !== undefined || b.always_show_sensitive !== undefined, "Nothing to change.");

/** The create call answers `{success: false, ...}` on every failure, as the old client reads `success`. */
const answerWithSuccessFlag = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  const body = await c.res.json();
  c.res = new Response(JSON.stringify({ success: false, ...body }), c.res);
});

/** Posts, the feeds and ratings (API.md "Content"). */
export const postsHandlers = [
  handler(
    posts.createPost,
    { body: CreateForm },
    async (
      { body: { context, sharing, userId, media, alt_text, content_warning, media_sensitive } },
      { ctx, actor },
    ) => {
      if (userId !== undefined && userId !== actor.id)
        throw AppError.forbidden("You can only post as yourself.", "not_yourself");
      const file = media instanceof File && media.size > 0 ? media : null;
      const accepted = file ? await acceptUpload(file, { allow: ["image", "video"] }) : null;
      const id = await createPost(ctx, actor, {
        text: context,
        sharing,
        media: accepted,
        altText: alt_text,
        contentWarning: content_warning,
        mediaSensitive: media_sensitive,
      });
      return { success: true as const, message: "Content created successfully!", id };
    },
    { before: [answerWithSuccessFlag, uploadBodyLimit(MEDIA_LIMITS.video), uploadAllowance] },
  ),
  handler(posts.globalFeed, { query: PageQuery }, ({ query }, { ctx, actor }) => globalFeed(ctx, actor, query), {
    cached: ({ query }, { ctx, actor }) => globalFeedSource(ctx, actor, query),
  }),
  handler(posts.friendsFeed, { query: PageQuery }, ({ query }, { ctx, actor }) => friendsFeed(ctx, actor, query), {
    cached: ({ query }, { ctx, actor }) => friendsFeedSource(ctx, actor, query),
  }),
  handler(posts.pendingVideos, {}, (_input, { ctx, actor }) => pendingVideos(ctx, actor)),
  handler(posts.post, { params: IdParam }, ({ params }, { ctx, actor }) => postItem(ctx, actor, params.id)),
  handler(posts.ownPosts, { query: PageQuery }, ({ query }, { ctx, actor }) => userPosts(ctx, actor, undefined, query)),
  handler(posts.userPosts, { params: UsernameParam, query: PageQuery }, ({ params, query }, { ctx, actor }) =>
    userPosts(ctx, actor, params.username, query),
  ),
  handler(posts.editPost, { params: IdParam, body: EditBody }, async ({ params, body }, { ctx, actor }) => {
    const { context, sharing, alt_text, content_warning, media_sensitive } = body;
    await editPost(ctx, actor, params.id, {
      text: context,
      sharing,
      altText: alt_text,
      contentWarning: content_warning,
      mediaSensitive: media_sensitive,
    });
    return postItem(ctx, actor, params.id);
  }),
  handler(posts.deletePost, { params: IdParam }, async ({ params }, { ctx, actor }) => {
    await deletePost(ctx, actor, params.id);
    return { success: true as const };
  }),
  handler(posts.ratePost, { params: IdParam, body: RatingBody }, async ({ params, body }, { ctx, actor }) => {
    await ratePost(ctx, actor, params.id, body);
    return postRating(ctx, actor, params.id);
  }),
  handler(posts.postSettings, {}, (_, { ctx, actor }) => postSettingsOf(ctx, actor)),
  handler(posts.putPostSettings, { body: PostSettingsBody }, async ({ body }, { ctx, actor }) => {
    if (body.alt_text_reminder !== undefined) await setAltTextReminder(ctx, actor, body.alt_text_reminder);
    if (body.always_show_sensitive !== undefined) await setSensitiveDisplay(ctx, actor, body.always_show_sensitive);
    return postSettingsOf(ctx, actor);
  }),
];
