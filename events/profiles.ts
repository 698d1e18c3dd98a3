import { z } from "zod";
import { defineEvent } from "./define.ts";
import { personal } from "./personal.ts";
import { MediaRenditions } from "./posts.ts";

/**
 * A user's public profile, on the stream `profile-<user id>`. A field left out of ProfileChanged stays as it
 * was; `organisation: null` clears it. The picture is recorded by its storage key and URL.
 */
const userId = z.number().int().positive();

export const ProfileChanged = defineEvent(
  "ProfileChanged",
  z.object({
    userId,
    name: z.string().optional(),
    organisation: z.string().nullable().optional(),
    /** `size`: the bytes stored, counted against the account's storage quota (absent before it was recorded). */
    picture: z
      .object({
        url: z.string(),
        key: z.string(),
        size: z.number().int().nonnegative().optional(),
        renditions: MediaRenditions.optional(),
      })
      .optional(),
  }),
);

/** `user` reacted to `profile`'s profile with one of the 4 profile emoji; a later reaction replaces it. */
export const ProfileReactionGiven = defineEvent(
  "ProfileReactionGiven",
  z.object({ profile: userId, user: userId, emoji: z.string() }),
);

export const profilesEvents = [ProfileChanged, ProfileReactionGiven] as const;

/** The name and organisation a person gives themselves (store/personal.ts). */
export const profilesPersonal = [personal(ProfileChanged, (d) => `user-${d.userId}`, ["name", "organisation"])];

export function profileStream(userId: number): string {
  return `profile-${userId}`;
}
