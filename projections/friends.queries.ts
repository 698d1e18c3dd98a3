import { and, asc, eq } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { friendships } from "./friends.schema.ts";
import { users } from "./users.schema.ts";
import { profiles } from "./profiles.schema.ts";
import type { PersonRow } from "./profiles.queries.ts";

/** How a pair stands, seen from one of the two; `none` is no row. */
export type PairState = "requested" | "incoming" | "friends";
export type FriendshipState = PairState | "none";

/** How `userId` stands with `otherId`, seen from `userId`. */
export async function friendshipOf(db: Reader, userId: number, otherId: number): Promise<FriendshipState> {
  const row = await db
    .select({ state: friendships.state })
    .from(friendships)
    .where(and(eq(friendships.userId, userId), eq(friendships.otherId, otherId)))
    .get();
  return row?.state ?? "none";
}

/**
 * The people `userId` stands with in one state, by username. Not paged: friend lists of a social product of
 * this size stay in the hundreds, and the profile screen shows them whole.
 */
export async function usersInState(db: Reader, userId: number, state: PairState): Promise<PersonRow[]> {
  return db
    .select({ id: users.id, username: users.username, name: users.name, picture: profiles.pictureUrl })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.otherId))
    .leftJoin(profiles, eq(profiles.userId, friendships.otherId))
    .where(and(eq(friendships.userId, userId), eq(friendships.state, state), eq(users.isBlocked, false)))
    .orderBy(asc(users.username))
    .limit(1000);
}

/** The ids of `userId`'s friends (blocked ones too: they simply hold no stream), from the state index. */
export async function friendIdsOf(db: Reader, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: friendships.otherId })
    .from(friendships)
    .where(and(eq(friendships.userId, userId), eq(friendships.state, "friends")));
  return rows.map((row) => row.id);
}
