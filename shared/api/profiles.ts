import type { UserEndpoint } from "./endpoint.ts";
import type { ProfileEmoji } from "../emoji.ts";
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
  /** The caller blocked them: only `id` and `username` are theirs, the rest is blank. Absent on one's own. */
  blocked?: boolean;
  /** The caller muted them. Absent on one's own. */
  muted?: boolean;
}

/** The caller's own profile: the same plus the e-mail (GET /api/profile/). */
export interface OwnProfile extends Omit<Profile, "friendship"> {
  email: string;
  friendship: "self";
}

export interface ProfileChange {
  name?: string;
  /** An empty one clears it. */
  organisation?: string | null;
}

/** The caller's own profile, with the e-mail only they see. */
export const ownProfile: UserEndpoint<{ answer: OwnProfile }> = {
  method: "GET",
  path: "/api/profile/",
  access: "user",
};

/** Anyone's profile, with how the caller stands with them; 404 for an unknown name. */
export const profile: UserEndpoint<{ params: { username: string }; answer: Profile }> = {
  method: "GET",
  path: "/api/profile/:username",
  access: "user",
};

/** A new picture (multipart `profile`, an image); answers its URL. */
export const changePicture: UserEndpoint<{ body: { profile: File }; answer: { profile: string } }> = {
  method: "POST",
  path: "/api/profile/set",
  access: "user",
  body: "multipart",
};

/** Name and organisation; a field left out stays. */
export const changeProfile: UserEndpoint<{ body: ProfileChange; answer: OwnProfile }> = {
  method: "PUT",
  path: "/api/profile",
  access: "user",
};

/** One reaction per person and profile, never one's own. */
export const reactToProfile: UserEndpoint<{
  params: { username: string };
  body: { emoji: ProfileEmoji };
  answer: ProfileReactions;
}> = {
  method: "POST",
  path: "/api/profile/:username/reaction",
  access: "user",
};
