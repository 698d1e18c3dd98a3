import { profileStream } from "../../events/profiles.ts";
import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { AcceptedMedia } from "../media/accept.ts";
import { saveMedia } from "../media/save.ts";
import { requireUploadRoom } from "./media.ts";
import { requireBudget } from "../budgets/spend.ts";
import type { ProfileEmoji } from "../../shared/emoji.ts";
import { profileById, profileByUsername, reactionOf } from "../../projections/profiles.queries.ts";
import { blockedEitherWay } from "../../projections/blocks.queries.ts";
import { decidePicture, decideProfileChange, decideReaction } from "./profiles.decide.ts";

/** Name and organisation from /settings; a field not given stays, an empty organisation clears it. */
export async function changeProfile(
  ctx: AppContext,
  user: Actor,
  input: { name?: string; organisation?: string | null },
) {
  const events = decideProfileChange({ userId: user.id, ...input });
  if (events.length > 0) await ctx.store.append(profileStream(user.id), "any", events);
}

/**
 * A new profile picture: stored under a new key and recorded; the media reactor then removes the old
 * picture's file (a failed append removes the new file here instead: no event names it). Returns its URL.
 */
export async function changePicture(ctx: AppContext, user: Actor, image: AcceptedMedia): Promise<string> {
  const saved = await saveMedia(ctx, image);
  try {
    await ctx.store.transact(async (tx) => {
      const picture = {
        url: saved.url,
        key: saved.key,
        size: saved.size,
        ...(saved.renditions ? { renditions: saved.renditions } : {}),
      };
      const events = decidePicture(
        { userId: user.id, picture },
        { profileExists: (await profileById(tx.db, user.id)) !== undefined },
      );
      await requireUploadRoom(tx.db, ctx, user, saved.size);
      await tx.append(profileStream(user.id), "any", events);
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
export async function reactToProfile(
  ctx: AppContext,
  user: Actor,
  username: string,
  emoji: ProfileEmoji,
): Promise<number> {
  return ctx.store.transact(async (tx) => {
    const target = await profileByUsername(tx.db, username);
    // A profile blocked either way is not there for the caller, to react to as to read.
    const found = target && !(await blockedEitherWay(tx.db, user.id, target.id)) ? target.id : undefined;
    const current = found === undefined ? null : await reactionOf(tx.db, found, user.id);
    const { profile, events } = decideReaction({ user: user.id, emoji }, { profile: found, current });
    if (events.length > 0) {
      await requireBudget(ctx, tx.db, user, "profile-reaction");
      await tx.append(profileStream(profile), "any", events);
    }
    return profile;
  });
}
