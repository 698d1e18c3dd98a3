import type { AppContext } from "../context.ts";
import type { Actor } from "../actor.ts";
import { userStream } from "../../events/users.ts";
import {
  newestPositionOf,
  notificationByKey,
  settingsOf,
  unreadCountOf,
} from "../../projections/notifications.queries.ts";
import type { NotificationSettings, StoredNotificationSettings } from "../../shared/notifications.ts";
import { decideReadAll, decideReadOne, decideSettings } from "./notifications.decide.ts";

/** POST /api/notifications/read-all: everything the actor has now is read. Answers what is left unread. */
export async function markAllRead(ctx: AppContext, actor: Actor): Promise<number> {
  return ctx.store.transact(async (tx) => {
    const state = { newest: await newestPositionOf(tx.db, actor.id), unread: await unreadCountOf(tx.db, actor.id) };
    const events = decideReadAll({ userId: actor.id }, state);
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
    return unreadCountOf(tx.db, actor.id);
  });
}

/** POST /api/notifications/read: one of the actor's own groups opened. */
export async function markRead(ctx: AppContext, actor: Actor, key: string): Promise<number> {
  return ctx.store.transact(async (tx) => {
    const group = await notificationByKey(tx.db, actor.id, key);
    const events = decideReadOne({ userId: actor.id, key }, { group });
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
    return unreadCountOf(tx.db, actor.id);
  });
}

/** PUT /api/notification-settings. Answers the choices as they now stand. */
export async function setNotificationSettings(
  ctx: AppContext,
  actor: Actor,
  settings: StoredNotificationSettings,
): Promise<NotificationSettings> {
  return ctx.store.transact(async (tx) => {
    const current = await settingsOf(tx.db, actor.id);
    const events = decideSettings({ userId: actor.id, settings }, { current });
    if (events.length > 0) await tx.append(userStream(actor.id), "any", events);
    return settingsOf(tx.db, actor.id);
  });
}
