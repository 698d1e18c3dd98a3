import { profileStream } from "../../events/profiles.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { AppError } from "../../shared/errors.ts";
import type { AcceptedMedia } from "../media/accept.ts";
import { saveMedia } from "../media/save.ts";
import { requireUploadRoom } from "./media.ts";
import { requireBudget } from "../budgets/spend.ts";
import type { ProfileEmoji } from "../../shared/emoji.ts";
import { profileById, profileByUsername, reactionOf } from "../../projections/profiles.queries.ts";
import { userNotFound } from "../reads/profiles.ts";

/** Name and organisation from /settings; a field not given stays, an empty organisation clears it. */
export async function changeProfile(ctx: AppContext, user: Actor, input: { name?: string; organisation?: string | null }) {
  if (input.name === undefined && input.organisation === undefined) return;
  await ctx.store.append(profileStream(user.id), "any", [{ type: "ProfileChanged", data: { userId: user.id, ...input } }]);
}

/**
 * A new profile picture: stored under a new key and recorded; the media reactor then removes the old
 * picture's file (a failed append removes the new file here instead: no event names it). Returns its URL.
 */
export async function changePicture(ctx: AppContext, user: Actor, image: AcceptedMedia): Promise<string> {
  const saved = await saveMedia(ctx, image);
  try {
    await ctx.store.transact(async (tx) => {
      if (!(await profileById(tx.db, user.id))) throw userNotFound();
      await requireUploadRoom(tx.db, ctx, user, saved.size);
      await tx.append(profileStream(user.id), "any", [
        { type: "ProfileChanged", data: { userId: user.id, picture: { url: saved.url, key: saved.key, size: saved.size, ...(saved.renditions ? { renditions: saved.renditions } : {}) } } },
      ]);
    });
  } catch (error) {
    await Promise.all(saved.keys.map((key) => ctx.media.delete(key)));
    throw error;
  }
  return saved.url;
}

/**
 * Reacts to someone else's profile; a new reaction replaces the earlier one, the same one again records
 * nothing. Returns the profile's id, whose reactions the answer shows.
 */
export async function reactToProfile(ctx: AppContext, user: Actor, username: string, emoji: ProfileEmoji): Promise<number> {
  const profile = await profileByUsername(ctx.db, username);
  if (!profile) throw userNotFound();
  if (profile.id === user.id) throw AppError.forbidden("You cannot react to your own profile.", "own_profile");
  await ctx.store.transact(async (tx) => {
    if ((await reactionOf(tx.db, profile.id, user.id)) === emoji) return;
    await requireBudget(ctx, tx.db, user, "profile-reaction");
    await tx.append(profileStream(profile.id), "any", [
      { type: "ProfileReactionGiven", data: { profile: profile.id, user: user.id, emoji } },
    ]);
  });
  return profile.id;
}
