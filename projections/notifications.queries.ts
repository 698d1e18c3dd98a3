import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Reader } from "../store/db.ts";
import { notifications, notificationSettings } from "./notifications.schema.ts";
import { settingsWithDefaults, type NotificationSettings } from "../shared/notifications.ts";
import { users } from "./users.schema.ts";
import { profiles } from "./profiles.schema.ts";
import type { StoredEvent } from "../events/index.ts";
import type { Facts } from "./notifications.route.ts";
import { postById } from "./posts.queries.ts";
import { friendIdsOf } from "./friends.queries.ts";

export type NotificationRow = typeof notifications.$inferSelect;

/** The person's choices, the defaults where they chose nothing (by the primary key). */
export async function settingsOf(db: Reader, userId: number): Promise<NotificationSettings> {
  const row = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .get();
  return settingsWithDefaults(row?.settings);
}

/** One page of the person's groups, newest first, before the cursor (a position): by `notifications_user_position`. */
export function notificationsPage(
  db: Reader,
  userId: number,
  page: { before?: number; limit: number },
): Promise<NotificationRow[]> {
  const mine = eq(notifications.userId, userId);
  return db
    .select()
    .from(notifications)
    .where(page.before === undefined ? mine : and(mine, lt(notifications.position, page.before)))
    .orderBy(desc(notifications.position))
    .limit(page.limit);
}

/** How many groups are unread, counted up to `cap` (the badge shows "99+"): by the partial unread index. */
export async function unreadCountOf(db: Reader, userId: number, cap = 100): Promise<number> {
  const row = await db.get<{ total: number }>(sql`
    select count(*) as total from (
      select 1 from ${notifications}
      where ${notifications.userId} = ${userId} and ${notifications.position} > ${notifications.readPosition}
      limit ${cap}
    )`);
  return row?.total ?? 0;
}

/** People per statement: far below libSQL's limit on bound values. */
const PEOPLE_PER_COUNT = 500;

/**
 * `unreadCountOf` for many people at once (one event can touch the groups of thousands: a zone's broadcast),
 * in one statement per 500 people rather than one each: by the partial unread index.
 */
export async function unreadCountsOf(db: Reader, userIds: number[], cap = 100): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((userId) => [userId, 0]));
  for (let start = 0; start < userIds.length; start += PEOPLE_PER_COUNT) {
    const some = userIds.slice(start, start + PEOPLE_PER_COUNT);
    const rows = await db.all<{ userId: number; total: number }>(sql`
      select user_id as userId, count(*) as total from (
        select ${notifications.userId} as user_id,
          row_number() over (partition by ${notifications.userId} order by ${notifications.position} desc) as nth
        from ${notifications}
        where ${inArray(notifications.userId, some)} and ${notifications.position} > ${notifications.readPosition}
      )
      where nth <= ${cap}
      group by user_id`);
    for (const row of rows) counts.set(row.userId, row.total);
  }
  return counts;
}

/** The newest position of the person's groups (what "mark all read" reads up to), or 0. */
export async function newestPositionOf(db: Reader, userId: number): Promise<number> {
  const row = await db
    .select({ position: notifications.position })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.position))
    .limit(1)
    .get();
  return row?.position ?? 0;
}

export async function notificationByKey(db: Reader, userId: number, key: string): Promise<NotificationRow | undefined> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, key)))
    .get();
}

/** The groups one event made or moved (the push reactor's recipients): by `notifications_position`. */
export function notificationsAt(db: Reader, position: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(eq(notifications.position, position)).limit(10_000);
}

/** The people named on a page, in one query. */
export function actorsByIds(db: Reader, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, username: users.username, name: users.name, picture: profiles.pictureUrl })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
}

/** What the routing needs to read first: a rated post's author, a broadcasting zone owner's friends. */
export async function notificationFacts(event: StoredEvent, db: Reader): Promise<Facts> {
  if (event.type === "PostRated") return { postAuthor: (await postById(db, event.data.post))?.authorId };
  if (event.type === "ZoneCreated" && event.data.broadcastNotify)
    return { ownerFriends: await friendIdsOf(db, event.data.owner) };
  return {};
}
