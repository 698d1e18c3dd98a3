import { and, asc, desc, eq, isNotNull, lt, ne, or } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import type { ZoneGuestStatus, ZoneStanding } from "../shared/zones.ts";
import { friendships } from "./friends.schema.ts";
import { users } from "./users.schema.ts";
import { zoneGuests, zoneNotes, zones } from "./zones.schema.ts";

export type ZoneRow = typeof zones.$inferSelect;
export type { ZoneGuestStatus };

/**
 * The most of one's own zones the list holds (newest first). They come first and apart from the others', so
 * no one else's zones push them out; the zone budget (src/budgets) lets an account make at most 20 a day.
 */
export const OWN_ZONES_LIMIT = 500;

export async function zoneBySlug(
  db: Reader,
  slug: string,
): Promise<(ZoneRow & { ownerUsername: string | null }) | undefined> {
  const row = await db
    .select({ zone: zones, ownerUsername: users.username })
    .from(zones)
    .leftJoin(users, eq(users.id, zones.owner))
    .where(eq(zones.slug, slug))
    .get();
  return row && { ...row.zone, ownerUsername: row.ownerUsername };
}

/** The zones `userId` created, newest first (the list's first part). */
export async function ownZones(db: Reader, userId: number) {
  const rows = await db
    .select({ zone: zones, ownerUsername: users.username })
    .from(zones)
    .leftJoin(users, eq(users.id, zones.owner))
    .where(eq(zones.owner, userId))
    .orderBy(desc(zones.id))
    .limit(OWN_ZONES_LIMIT);
  return rows.map(({ zone, ownerUsername }) => ({
    zone,
    ownerUsername,
    standing: { guest: null, friendOfOwner: false },
  }));
}

/**
 * A page of the created zones of others that `userId` may see, newest first (keyset: ids below `before`),
 * each with how they stand with it: every one not private; private ones they were invited to, or enter as
 * the owner's friend (auto-access).
 */
export async function othersZones(db: Reader, userId: number, page: { before?: number; limit: number }) {
  const rows = await db
    .select({ zone: zones, ownerUsername: users.username, guest: zoneGuests.status, friend: friendships.userId })
    .from(zones)
    .leftJoin(users, eq(users.id, zones.owner))
    .leftJoin(zoneGuests, and(eq(zoneGuests.zoneId, zones.id), eq(zoneGuests.userId, userId)))
    .leftJoin(
      friendships,
      and(eq(friendships.userId, userId), eq(friendships.otherId, zones.owner), eq(friendships.state, "friends")),
    )
    .where(
      and(
        ne(zones.owner, userId),
        page.before === undefined ? undefined : lt(zones.id, page.before),
        or(
          ne(zones.mode, "private"),
          eq(zoneGuests.status, "invited"),
          and(eq(zones.autoAccess, true), isNotNull(friendships.userId)),
        ),
      ),
    )
    .orderBy(desc(zones.id))
    .limit(page.limit);
  return rows.map(({ zone, ownerUsername, guest, friend }) => ({
    zone,
    ownerUsername,
    standing: { guest, friendOfOwner: friend !== null },
  }));
}

/** How `userId` stands with a created zone: their guest row and whether they are its owner's friend. */
export async function standingWith(
  db: Reader,
  zone: { id: number; owner: number },
  userId: number,
): Promise<ZoneStanding> {
  const [guest, friend] = await Promise.all([
    db
      .select({ status: zoneGuests.status })
      .from(zoneGuests)
      .where(and(eq(zoneGuests.zoneId, zone.id), eq(zoneGuests.userId, userId)))
      .get(),
    db
      .select({ state: friendships.state })
      .from(friendships)
      .where(and(eq(friendships.userId, userId), eq(friendships.otherId, zone.owner)))
      .get(),
  ]);
  return { guest: guest?.status ?? null, friendOfOwner: friend?.state === "friends" };
}

/** A zone's guests as its owner manages them: the invited, those who asked, let in or refused; oldest change first. */
export async function guestsOf(db: Reader, zoneId: number) {
  return db
    .select({ userId: zoneGuests.userId, username: users.username, name: users.name, status: zoneGuests.status })
    .from(zoneGuests)
    .innerJoin(users, eq(users.id, zoneGuests.userId))
    .where(eq(zoneGuests.zoneId, zoneId))
    .orderBy(asc(zoneGuests.updatedAt), asc(zoneGuests.userId))
    .limit(1000);
}

export async function notesOf(db: Reader, userId: number, zone: string): Promise<string> {
  const row = await db
    .select({ text: zoneNotes.text })
    .from(zoneNotes)
    .where(and(eq(zoneNotes.userId, userId), eq(zoneNotes.zone, zone)))
    .get();
  return row?.text ?? "";
}
