import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import type { Reader } from "../../store/db.ts";
import type { OwnProfile, Profile, ProfileReactions } from "../../shared/api/profiles.ts";
import type { UserSummary } from "../../shared/api/users.ts";
import { PROFILE_EMOJI } from "../../shared/emoji.ts";
import {
  profileById,
  profileByUsername,
  reactionCounts,
  reactionOf,
  userNotFound,
  type PersonRow,
  type ProfileView,
} from "../../projections/profiles.queries.ts";
import { friendshipOf } from "../../projections/friends.queries.ts";
import { blockStateOf } from "../../projections/blocks.queries.ts";

/** GET /api/profile/: the caller's own profile, with the e-mail only they see. */
export async function ownProfile(ctx: AppContext, viewer: Actor): Promise<OwnProfile> {
  const view = await profileById(ctx.db, viewer.id);
  if (!view) throw userNotFound();
  return {
    ...publicProfile(view),
    email: view.email,
    friendship: "self",
    reactions: await profileReactions(ctx.db, view.id, viewer),
  };
}

/** The caller's own picture, for the navigation of every page (null without one): from memory the log keeps. */
export function ownPicture(ctx: AppContext, viewer: Actor): Promise<string | null> {
  return ctx.caches.users.pictureOf(viewer.id);
}

/**
 * GET /api/profile/{username}: anyone's profile, with how the caller stands with them. Someone who blocked
 * the caller is not there for them (404, as an unknown name); someone the caller blocked shows only their
 * username, so that the block can be lifted from their page, and none of their details.
 */
export async function profileOf(ctx: AppContext, viewer: Actor, username: string): Promise<Profile> {
  const view = await profileByUsername(ctx.db, username);
  if (!view) throw userNotFound();
  if (view.id === viewer.id) {
    return { ...publicProfile(view), friendship: "self", reactions: await profileReactions(ctx.db, view.id, viewer) };
  }
  const block = await blockStateOf(ctx.db, viewer.id, view.id);
  if (block.blockedBy && !block.blocked) throw userNotFound();
  if (block.blocked) {
    const hidden = { id: view.id, name: view.username, username: view.username, profile: null, organisation: null };
    return { ...hidden, friendship: "none", reactions: { counts: {}, mine: null }, blocked: true, muted: block.muted };
  }
  return {
    ...publicProfile(view),
    friendship: await friendshipOf(ctx.db, viewer.id, view.id),
    reactions: await profileReactions(ctx.db, view.id, viewer),
    blocked: false,
    muted: block.muted,
  };
}

/** Every profile emoji with its count (0 included), and the viewer's own reaction. */
export async function profileReactions(db: Reader, profileId: number, viewer: Actor): Promise<ProfileReactions> {
  const [rows, mine] = await Promise.all([reactionCounts(db, profileId), reactionOf(db, profileId, viewer.id)]);
  const counts: Record<string, number> = Object.fromEntries(PROFILE_EMOJI.map((emoji) => [emoji, 0]));
  for (const row of rows) counts[row.emoji] = row.n;
  return { counts, mine };
}

/** A person in a list (friends, search results). */
export function userSummary(person: PersonRow): UserSummary {
  return { id: person.id, username: person.username, name: person.name, profile: person.picture };
}

function publicProfile(view: ProfileView) {
  return {
    id: view.id,
    name: view.name,
    username: view.username,
    profile: view.picture,
    organisation: view.organisation,
  };
}
