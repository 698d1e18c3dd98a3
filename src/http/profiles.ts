import { z } from "zod";
import { handler } from "./handler.ts";
import { UsernameParam } from "./params.ts";
import * as profiles from "../../shared/api/profiles.ts";
import { PROFILE_EMOJI } from "../../shared/emoji.ts";
import { MEDIA_LIMITS } from "../../shared/media.ts";
import { DisplayName } from "../auth/fields.ts";
import { acceptUpload } from "../media/accept.ts";
import { uploadBodyLimit } from "../media/upload-limit.ts";
import { uploadAllowance } from "./upload-allowance.ts";
import { changePicture, changeProfile, reactToProfile } from "../commands/profiles.ts";
import { ownProfile, profileOf, profileReactions } from "../reads/profiles.ts";

export const PictureForm = z.object({ profile: z.instanceof(File, { message: "Choose an image." }) });
export const ProfileBody = z.object({
  name: DisplayName.optional(),
  organisation: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((o) => (o === undefined ? undefined : o || null)),
});
export const ReactionBody = z.object({ emoji: z.enum(PROFILE_EMOJI) });

/** Profiles: one's own (with the e-mail), anyone's, the picture, name and organisation, and reactions. */
export const profilesHandlers = [
  handler(profiles.ownProfile, {}, (_, { ctx, actor }) => ownProfile(ctx, actor)),
  handler(
    profiles.changePicture,
    { body: PictureForm },
    async ({ body }, { ctx, actor }) => {
      const image = await acceptUpload(body.profile, { allow: ["image"], shape: "square" });
      return { profile: await changePicture(ctx, actor, image) };
    },
    { before: [uploadBodyLimit(MEDIA_LIMITS.image), uploadAllowance] },
  ),
  handler(profiles.changeProfile, { body: ProfileBody }, async ({ body }, { ctx, actor }) => {
    await changeProfile(ctx, actor, body);
    return ownProfile(ctx, actor);
  }),
  handler(profiles.profile, { params: UsernameParam }, ({ params }, { ctx, actor }) =>
    profileOf(ctx, actor, params.username),
  ),
  handler(
    profiles.reactToProfile,
    { params: UsernameParam, body: ReactionBody },
    async ({ params, body }, { ctx, actor }) => {
      const profileId = await reactToProfile(ctx, actor, params.username, body.emoji);
      return profileReactions(ctx.db, profileId, actor);
    },
  ),
];
