import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "./env.ts";
import { validate } from "./validate.ts";
import { UsernameParam } from "./params.ts";
import { requireUser } from "./authenticate.ts";
import { DisplayName } from "../auth/fields.ts";
import { acceptUpload, MEDIA_LIMITS } from "../media/accept.ts";
import { uploadBodyLimit } from "../media/upload-limit.ts";
import { PROFILE_EMOJI } from "../../shared/emoji.ts";
import { changePicture, changeProfile, reactToProfile } from "../commands/profiles.ts";
import { ownProfile, profileOf, profileReactions } from "../reads/profiles.ts";

export const PictureForm = z.object({ profile: z.instanceof(File, { message: "Choose an image." }) });
export const ProfileBody = z.object({
  name: DisplayName.optional(),
  organisation: z.string().trim().max(100).nullish().transform((o) => (o === undefined ? undefined : o || null)),
});
export const ReactionBody = z.object({ emoji: z.enum(PROFILE_EMOJI) });

/** Profiles, mounted at /api; every route requires a signed-in user (see postsRoutes for why per route). */
export function profilesRoutes() {
  return new Hono<AppEnv>()
    .on("GET", ["/profile", "/profile/"], requireUser, async (c) => c.json(await ownProfile(c.var.ctx, c.var.actor!)))
    .post("/profile/set", requireUser, uploadBodyLimit(MEDIA_LIMITS.image), validate("form", PictureForm), async (c) => {
      const image = await acceptUpload(c.req.valid("form").profile, { allow: ["image"] });
      return c.json({ profile: await changePicture(c.var.ctx, c.var.actor!, image) });
    })
    .put("/profile", requireUser, validate("json", ProfileBody), async (c) => {
      await changeProfile(c.var.ctx, c.var.actor!, c.req.valid("json"));
      return c.json(await ownProfile(c.var.ctx, c.var.actor!));
    })
    .get("/profile/:username", requireUser, validate("param", UsernameParam), async (c) =>
      c.json(await profileOf(c.var.ctx, c.var.actor!, c.req.valid("param").username)),
    )
    .post("/profile/:username/reaction", requireUser, validate("param", UsernameParam), validate("json", ReactionBody), async (c) => {
      const profileId = await reactToProfile(c.var.ctx, c.var.actor!, c.req.valid("param").username, c.req.valid("json").emoji);
      return c.json(await profileReactions(c.var.ctx.db, profileId, c.var.actor!));
    });
}
