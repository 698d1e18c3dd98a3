import { and, desc, eq, ne, or } from "drizzle-orm";
import type { Reader } from "../events/db.ts";
import { users } from "./users.schema.ts";
import { zoneNotes, zones } from "./zones.schema.ts";

export type ZoneRow = typeof zones.$inferSelect;

/** The most created zones the browser lists at once (newest first). */
export const ZONE_LIST_LIMIT = 200;

export async function zoneBySlug(db: Reader, slug: string): Promise<(ZoneRow & { ownerUsername: string | null }) | undefined> {
  const row = await db
    .select({ zone: zones, ownerUsername: users.username })
    .from(zones)
    .leftJoin(users, eq(users.id, zones.owner))
    .where(eq(zones.slug, slug))
    .get();
  return row && { ...row.zone, ownerUsername: row.ownerUsername };
}

/** The created zones `userId` may see, newest first: every one not private, and their own. */
export async function visibleZones(db: Reader, userId: number) {
  return db
    .select({ zone: zones, ownerUsername: users.username })
    .from(zones)
    .leftJoin(users, eq(users.id, zones.owner))
    .where(or(ne(zones.mode, "private"), eq(zones.owner, userId)))
    .orderBy(desc(zones.id))
    .limit(ZONE_LIST_LIMIT);
}

export async function notesOf(db: Reader, userId: number, zone: string): Promise<string> {
  const row = await db.select({ text: zoneNotes.text }).from(zoneNotes).where(and(eq(zoneNotes.userId, userId), eq(zoneNotes.zone, zone))).get();
  return row?.text ?? "";
}
