import { Hono } from "hono";
import { createFactory, createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "./env.ts";
import { validate } from "./validate.ts";
import { IdParam, UsernameParam } from "./params.ts";
import { PageQuery } from "./paging.ts";
import { AppError } from "../../shared/errors.ts";
import { requireUser } from "./authenticate.ts";
import { acceptUpload, MEDIA_LIMITS } from "../media/accept.ts";
import { uploadBodyLimit } from "../media/upload-limit.ts";
import { createPost, deletePost, editPost, ratePost } from "../commands/posts.ts";
import { friendsFeed, globalFeed, postItem, postRating, userPosts } from "../reads/posts.ts";

const Context = z.string().trim().min(1, "Please describe your content.").max(5000, "Content can be at most 5000 characters.");
const Sharing = z.enum(["1", "2"], "Sharing must be 1 (public) or 2 (friends).").transform((s) => Number(s) as 1 | 2);

/** The create form: `media` is absent, or an empty string when the file field was left empty. */
export const CreateForm = z.object({
  context: Context,
  sharing: Sharing.default(1),
  userId: z.coerce.number().int().positive().optional(),
  media: z.union([z.instanceof(File), z.literal("")]).optional(),
});

/** JSON from the edit page: sharing as a number, or as the string a select gives. */
export const EditBody = z.object({ context: Context, sharing: z.union([z.literal(1), z.literal(2)]).or(Sharing) });
export const RatingBody = z.object({
  stars: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  emoji: z.string().max(16).nullish().transform((e) => e ?? null),
});

/** The create call answers `{success: false, ...}` on every failure, as the old client reads `success`. */
const answerWithSuccessFlag = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  const body = await c.res.json();
  c.res = new Response(JSON.stringify({ success: false, ...body }), c.res);
});

/** GET /api/content/: the caller's own posts, both sharing levels. */
const ownContent = createFactory<AppEnv>().createHandlers(requireUser, validate("query", PageQuery), async (c) =>
  c.json(await userPosts(c.var.ctx, c.var.actor!, undefined, c.req.valid("query"))),
);

/**
 * Posts, feeds and ratings, mounted at /api. Each route requires a signed-in user itself: a middleware of
 * this sub-app would apply to every /api path. `/content/` (own posts) is also answered without the slash.
 */
export function postsRoutes() {
  return new Hono<AppEnv>()
    .post("/content", requireUser, answerWithSuccessFlag, uploadBodyLimit(MEDIA_LIMITS.video), validate("form", CreateForm), async (c) => {
      const { context, sharing, userId, media } = c.req.valid("form");
      const user = c.var.actor!;
      if (userId !== undefined && userId !== user.id) throw AppError.forbidden("You can only post as yourself.", "not_yourself");
      const file = media instanceof File && media.size > 0 ? media : null;
      const accepted = file ? await acceptUpload(file, { allow: ["image", "video"] }) : null;
      const id = await createPost(c.var.ctx, user, { context, sharing, media: accepted });
      return c.json({ success: true, message: "Content created successfully!", id });
    })
    .get("/content", ...ownContent)
    .get("/content/", ...ownContent)
    .get("/content/:username", requireUser, validate("param", UsernameParam), validate("query", PageQuery), async (c) =>
      c.json(await userPosts(c.var.ctx, c.var.actor!, c.req.valid("param").username, c.req.valid("query"))),
    )
    .put("/content/:id", requireUser, validate("param", IdParam), validate("json", EditBody), async (c) => {
      const { id } = c.req.valid("param");
      await editPost(c.var.ctx, c.var.actor!, id, c.req.valid("json"));
      return c.json(await postItem(c.var.ctx, c.var.actor!, id));
    })
    .delete("/content/:id", requireUser, validate("param", IdParam), async (c) => {
      await deletePost(c.var.ctx, c.var.actor!, c.req.valid("param").id);
      return c.json({ success: true });
    })
    .post("/content/:id/rating", requireUser, validate("param", IdParam), validate("json", RatingBody), async (c) =>
    {
      const { id } = c.req.valid("param");
      await ratePost(c.var.ctx, c.var.actor!, id, c.req.valid("json"));
      return c.json(await postRating(c.var.ctx, c.var.actor!, id));
    },
    )
    .get("/contents/global", requireUser, validate("query", PageQuery), async (c) =>
      c.json(await globalFeed(c.var.ctx, c.var.actor!, c.req.valid("query"))),
    )
    .get("/contents/friends", requireUser, validate("query", PageQuery), async (c) =>
      c.json(await friendsFeed(c.var.ctx, c.var.actor!, c.req.valid("query"))),
    )
    .get("/contents/item/:id", requireUser, validate("param", IdParam), async (c) =>
      c.json(await postItem(c.var.ctx, c.var.actor!, c.req.valid("param").id)),
    );
}
