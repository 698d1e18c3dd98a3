import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { profileNameWords, profileReactions, profiles } from "./profiles.schema.ts";
import { users } from "./users.schema.ts";
import { AppError } from "../shared/errors.ts";
import { notBlockedWith } from "./blocks.queries.ts";

/** No such person (or a deleted one): the answer of reads and commands alike. */
export const userNotFound = () => AppError.notFound("User not found", "user_not_found");

/** A person in a list, as the friend lists and search show them. */
export interface PersonRow {
  id: number;
  username: string;
  name: string;
  picture: string | null;
}

export interface ProfileView {
  id: number;
  name: string;
  username: string;
  email: string;
  picture: string | null;
  pictureKey: string | null;
  organisation: string | null;
}

const shownUser = and(isNull(users.deletedAt), eq(users.isVerified, true), eq(users.isBlocked, false));

function selectProfiles(db: Reader) {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      picture: profiles.pictureUrl,
      pictureKey: profiles.pictureKey,
      organisation: profiles.organisation,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id));
}

/** A live, verified, unblocked account's profile, by username (any case). */
export async function profileByUsername(db: Reader, username: string): Promise<ProfileView | undefined> {
  return selectProfiles(db)
    .where(and(eq(users.username, username.toLowerCase()), shownUser))
    .get();
}

export async function profileById(db: Reader, id: number): Promise<ProfileView | undefined> {
  return selectProfiles(db)
    .where(and(eq(users.id, id), shownUser))
    .get();
}

/** How many people reacted to a profile with each emoji; emoji nobody chose are absent. */
export async function reactionCounts(db: Reader, profileId: number): Promise<{ emoji: string; n: number }[]> {
  return db
    .select({ emoji: profileReactions.emoji, n: count() })
    .from(profileReactions)
    .where(eq(profileReactions.profileId, profileId))
    .groupBy(profileReactions.emoji);
}

/** The emoji `userId` reacted to a profile with, or null. */
export async function reactionOf(db: Reader, profileId: number, userId: number): Promise<string | null> {
  const row = await db
    .select({ emoji: profileReactions.emoji })
    .from(profileReactions)
    .where(and(eq(profileReactions.profileId, profileId), eq(profileReactions.userId, userId)))
    .get();
  return row?.emoji ?? null;
}

/**
 * Accounts whose username, name, or a later word of their name starts with `prefix` (lower case), best first:
 * the exact username, other usernames, names, then name words. Each is a range of an index (`users_username`,
 * `profiles_name`, `profile_name_words`), limited, so the cost does not grow with the number of users. People
 * blocked either way with the viewer are left out.
 */
export async function searchUsers(db: Reader, viewerId: number, prefix: string, limit: number): Promise<PersonRow[]> {
  const end = prefix + "\u{10FFFF}";
  // Someone the viewer blocked, or who blocked them, is not found.
  const shown = and(shownUser, notBlockedWith(viewerId, users.id));
  const columns = { id: users.id, username: users.username, name: users.name, picture: profiles.pictureUrl };
  const byUsername = await db
    .select(columns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(sql`${users.username} >= ${prefix} and ${users.username} < ${end}`, shown))
    .orderBy(asc(users.username))
    .limit(limit);
  const byName = await db
    .select(columns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(sql`${profiles.nameKey} >= ${prefix} and ${profiles.nameKey} < ${end}`, shown))
    .orderBy(asc(profiles.nameKey))
    .limit(limit);
  const byNameWord = await db
    .select(columns)
    .from(profileNameWords)
    .innerJoin(users, eq(users.id, profileNameWords.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(sql`${profileNameWords.word} >= ${prefix} and ${profileNameWords.word} < ${end}`, shown))
    .orderBy(asc(profileNameWords.word))
    .limit(limit);
  const found = new Map([...byUsername, ...byName, ...byNameWord].map((u) => [u.id, u]));
  return [...found.values()].slice(0, limit);
}
