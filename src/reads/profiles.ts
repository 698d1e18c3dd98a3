import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { OwnProfile, Profile } from "../../web/api/types.ts";
import { AppError } from "../../shared/errors.ts";
import { profileById, profileByUsername, reactionsOf, type ProfileView } from "../../projections/profiles.queries.ts";
import { friendshipOf } from "../../projections/friends.queries.ts";

export const userNotFound = () => AppError.notFound("User not found", "user_not_found");

/** GET /api/profile/: the caller's own profile, with the e-mail only they see. */
export async function ownProfile(ctx: AppContext, viewer: Actor): Promise<OwnProfile> {
  const view = await profileById(ctx.db, viewer.id);
  if (!view) throw userNotFound();
  return { ...publicProfile(view), email: view.email, friendship: "self", reactions: await reactionsOf(ctx.db, view.id, viewer.id) };
}

/** GET /api/profile/{username}: anyone's profile, with how the caller stands with them. */
export async function profileOf(ctx: AppContext, viewer: Actor, username: string): Promise<Profile> {
  const view = await profileByUsername(ctx.db, username);
  if (!view) throw userNotFound();
  return {
    ...publicProfile(view),
    friendship: await friendshipOf(ctx.db, viewer.id, view.id),
    reactions: await reactionsOf(ctx.db, view.id, viewer.id),
  };
}

function publicProfile(view: ProfileView) {
  return { id: view.id, name: view.name, username: view.username, profile: view.picture, organisation: view.organisation };
}
