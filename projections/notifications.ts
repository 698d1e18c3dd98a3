import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import type { Tx } from "../store/db.ts";
import type { StoredEvent } from "../events/index.ts";
import { notificationActors, notifications, notificationSettings } from "./notifications.schema.ts";
import { ROUTED_EVENTS, regroup, routeNotifications, type Notice, type Settled } from "./notifications.route.ts";
import { notificationFacts, settingsOf } from "./notifications.queries.ts";
import { applyRatingsRun } from "./notifications.ratings.ts";

/**
 * The notifications centre (docs/notifications.md): each person's notification groups, built from the
 * events that concern them (notifications.route.ts) as their settings stood at that point of the log, and
 * what they read. Applied after the posts, friends and zones read models, whose rows it reads (a rated
 * post's author, a zone owner's friends) as they stood when the event was appended.
 */
export const notificationsProjection = projection({
  name: "notifications",
  version: 1,
  tables: [notifications, notificationActors, notificationSettings],
  on: [
    ...ROUTED_EVENTS,
    "PostDeleted",
    "UserDeleted",
    "NotificationsRead",
    "NotificationRead",
    "NotificationSettingsSet",
  ],
  async apply(event, tx) {
    switch (event.type) {
      case "NotificationsRead": {
        const { userId, upTo } = event.data;
        await tx
          .update(notifications)
          .set({ readPosition: sql`${notifications.position}` })
          .where(
            and(
              eq(notifications.userId, userId),
              lte(notifications.position, upTo),
              gt(notifications.position, notifications.readPosition),
            ),
          );
        return;
      }
      case "NotificationRead": {
        const { userId, key, upTo } = event.data;
        await tx
          .update(notifications)
          .set({ readPosition: upTo })
          .where(
            and(eq(notifications.userId, userId), eq(notifications.key, key), lt(notifications.readPosition, upTo)),
          );
        return;
      }
      case "NotificationSettingsSet": {
        const { userId, ...settings } = event.data;
        await tx
          .insert(notificationSettings)
          .values({ userId, settings })
          .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings } });
        return;
      }
      case "PostDeleted": {
        const key = `rating:${event.data.id}`;
        await tx.delete(notifications).where(eq(notifications.key, key));
        await tx.delete(notificationActors).where(eq(notificationActors.key, key));
        return;
      }
      case "UserDeleted": {
        const { userId } = event.data;
        await tx.delete(notifications).where(eq(notifications.userId, userId));
        await tx.delete(notificationActors).where(eq(notificationActors.userId, userId));
        await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
        return;
      }
      default:
        await applyRouted(event, tx);
        return;
    }
  },
  // Ratings come in long runs in a replay: taken as a run, in a few statements, they do not end the posts
  // read model's runs.
  batch: { on: ["PostRated"], apply: applyRatingsRun },
});

async function applyRouted(event: StoredEvent, tx: Tx) {
  const routed = routeNotifications(event, await notificationFacts(event, tx));
  for (const settled of routed.settled) await settle(tx, settled);
  for (const notice of routed.notices) await notify(tx, notice, event);
}

async function settle(tx: Tx, { to, key, how }: Settled) {
  const row = and(eq(notifications.userId, to), eq(notifications.key, key));
  if (how === "read") {
    await tx
      .update(notifications)
      .set({ readPosition: sql`${notifications.position}` })
      .where(row);
    return;
  }
  await tx.delete(notifications).where(row);
  await tx.delete(notificationActors).where(and(eq(notificationActors.userId, to), eq(notificationActors.key, key)));
}

/** Adds the notice to its group (made, or moved to the top and unread again), if the person wants it shown. */
async function notify(tx: Tx, notice: Notice, event: StoredEvent) {
  const settings = await settingsOf(tx, notice.to);
  if (!settings.kinds[notice.kind].page) return;
  const { rowsAffected } = await tx
    .insert(notificationActors)
    .values({ userId: notice.to, key: notice.key, actorId: notice.actor })
    .onConflictDoNothing();
  const existing = await tx
    .select({ actors: notifications.actors, actorCount: notifications.actorCount })
    .from(notifications)
    .where(and(eq(notifications.userId, notice.to), eq(notifications.key, notice.key)))
    .get();
  const group = regroup(existing, notice.actor, rowsAffected > 0);
  const changed = {
    kind: notice.kind,
    position: event.position,
    at: event.at,
    ...group,
    subjectId: notice.subject.id,
    subjectSlug: notice.subject.slug,
    subjectName: notice.subject.name,
  };
  await tx
    .insert(notifications)
    .values({ userId: notice.to, key: notice.key, readPosition: 0, ...changed })
    .onConflictDoUpdate({ target: [notifications.userId, notifications.key], set: changed });
}
