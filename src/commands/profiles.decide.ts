import type { EventOf } from "../../events/index.ts";
import type { ProfileEmoji } from "../../shared/emoji.ts";
import { AppError } from "../../shared/errors.ts";
import { userNotFound } from "../../projections/profiles.queries.ts";

/** A person's own profile, and the reactions others give it: what each change records on `profile-<id>`. */

type ProfileChanged = EventOf<"ProfileChanged">;

/** Name and organisation from /settings: a field not given stays, an empty organisation clears it; neither given records nothing. */
export function decideProfileChange(command: {
  userId: number;
  name?: string;
  organisation?: string | null;
}): ProfileChanged[] {
  if (command.name === undefined && command.organisation === undefined) return [];
  return [{ type: "ProfileChanged", data: command }];
}

/**
 * A new picture, recorded by its storage key and URL (its size, counted against the quota, and its square
 * renditions); a profile gone is 404.
 */
export function decidePicture(
  command: { userId: number; picture: NonNullable<ProfileChanged["data"]["picture"]> & { size: number } },
  state: { profileExists: boolean },
): ProfileChanged[] {
  if (!state.profileExists) throw userNotFound();
  return [{ type: "ProfileChanged", data: { userId: command.userId, picture: command.picture } }];
}

/**
 * Reacting to someone else's profile: a new reaction replaces the earlier one, the same one again records
 * nothing; no one reacts to their own. Returns the profile's id, whose reactions the answer shows.
 */
export function decideReaction(
  command: { user: number; emoji: ProfileEmoji },
  state: { profile: number | undefined; current: string | null },
): { profile: number; events: EventOf<"ProfileReactionGiven">[] } {
  const { profile, current } = state;
  if (profile === undefined) throw userNotFound();
  if (profile === command.user) throw AppError.forbidden("You cannot react to your own profile.", "own_profile");
  if (current === command.emoji) return { profile, events: [] };
  return {
    profile,
    events: [{ type: "ProfileReactionGiven", data: { profile, user: command.user, emoji: command.emoji } }],
  };
}
