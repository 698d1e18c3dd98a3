import type { Friendship } from "./friends.ts";

/** Profile reaction counts by emoji (see shared/emoji.ts), and the caller's own reaction. */
export interface ProfileReactions {
  counts: Record<string, number>;
  mine: string | null;
}

/** A user's profile as others see it (API.md GET /api/profile/{username}). */
export interface Profile {
  id: number;
  name: string;
  username: string;
  /** Picture URL, or null for the default picture. */
  profile: string | null;
  organisation: string | null;
  friendship: Friendship;
  reactions: ProfileReactions;
}

/** The caller's own profile: the same plus the e-mail (GET /api/profile/). */
export interface OwnProfile extends Omit<Profile, "friendship"> {
  email: string;
  friendship: "self";
}
