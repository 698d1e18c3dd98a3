import { and, inArray, sql } from "drizzle-orm";
import type { Tx } from "../store/db.ts";
import type { EventOf, StoredEvent } from "../events/index.ts";
import { notificationActors, notifications, notificationSettings } from "./notifications.schema.ts";
import { posts } from "./posts.schema.ts";
import { groupKey, regroup, type Group } from "./notifications.route.ts";
import { settingsWithDefaults } from "../shared/notifications.ts";

/** Rows per statement: 11 columns each stays far below SQLite's limit of bound values. */
const SLICE = 400;

/**
 * A replay's run of ratings, in a few statements per slice instead of five per rating: the posts' authors,
 * their choices, the new raters (an insert that returns what it added), the groups as they stand, and one
 * upsert of every group the run touched. It leaves the rows `notify` leaves for each rating in turn (the
 * replay tests compare the two): a run holds no other event, so no choice, post or group changes inside it
 * but by its own ratings, folded here in log order.
 */
export async function applyRatingsRun(run: StoredEvent<EventOf<"PostRated">>[], tx: Tx) {
  for (let i = 0; i < run.length; i += SLICE) await applySlice(run.slice(i, i + SLICE), tx);
}

async function applySlice(run: StoredEvent<EventOf<"PostRated">>[], tx: Tx) {
  const authors = await authorsOf(tx, [...new Set(run.map((e) => e.data.post))]);
  const told = run.filter((e) => {
    const author = authors.get(e.data.post);
    return author !== undefined && author !== e.data.user;
  });
  const wanted = await showingRatings(tx, [...new Set(told.map((e) => authors.get(e.data.post)!))]);
  const shown = told.filter((e) => wanted.has(authors.get(e.data.post)!));
  if (shown.length === 0) return;

  const added = await tx
    .insert(notificationActors)
    .values(
      shown.map((e) => ({
        userId: authors.get(e.data.post)!,
        key: groupKey.rating(e.data.post),
        actorId: e.data.user,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const isNew = new Set(added.map((row) => `${row.key} ${row.actorId}`));
  const groups = await groupsOf(
    tx,
    [...new Set(shown.map((e) => authors.get(e.data.post)!))],
    [...new Set(shown.map((e) => groupKey.rating(e.data.post)))],
  );

  const latest = new Map<string, { userId: number; post: number; group: Group; position: number; at: string }>();
  for (const event of shown) {
    const key = groupKey.rating(event.data.post);
    const userId = authors.get(event.data.post)!;
    const before = latest.get(key)?.group ?? groups.get(`${userId} ${key}`);
    // A rater is new once: at their first rating of the run, if the insert above added them.
    const first = isNew.delete(`${key} ${event.data.user}`);
    const group = regroup(before, event.data.user, first);
    latest.set(key, { userId, post: event.data.post, group, position: event.position, at: event.at });
  }
  const rows = [...latest].map(([key, { userId, post, group, position, at }]) => ({
    userId,
    key,
    kind: "rating" as const,
    position,
    at,
    readPosition: 0,
    ...group,
    subjectId: post,
    subjectSlug: null,
    subjectName: null,
  }));
  await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.key],
      set: {
        kind: sql`excluded.kind`,
        position: sql`excluded.position`,
        at: sql`excluded.at`,
        actors: sql`excluded.actors`,
        actorCount: sql`excluded.actor_count`,
        subjectId: sql`excluded.subject_id`,
        subjectSlug: sql`excluded.subject_slug`,
        subjectName: sql`excluded.subject_name`,
      },
    });
}

async function authorsOf(tx: Tx, postIds: number[]): Promise<Map<number, number>> {
  const rows = await tx.select({ id: posts.id, author: posts.authorId }).from(posts).where(inArray(posts.id, postIds));
  return new Map(rows.map((row) => [row.id, row.author]));
}

/** Those of `userIds` who want ratings shown in the page (no choice recorded: the default, yes). */
async function showingRatings(tx: Tx, userIds: number[]): Promise<Set<number>> {
  const chosen = await tx.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
  const off = new Set(
    chosen.filter((row) => !settingsWithDefaults(row.settings).kinds.rating.page).map((row) => row.userId),
  );
  return new Set(userIds.filter((id) => !off.has(id)));
}

/** The groups as they stand, by person and key (by the primary key: every key here is one author's). */
async function groupsOf(tx: Tx, userIds: number[], keys: string[]): Promise<Map<string, Group>> {
  const rows = await tx
    .select({
      userId: notifications.userId,
      key: notifications.key,
      actors: notifications.actors,
      actorCount: notifications.actorCount,
    })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), inArray(notifications.key, keys)));
  return new Map(rows.map((row) => [`${row.userId} ${row.key}`, { actors: row.actors, actorCount: row.actorCount }]));
}
