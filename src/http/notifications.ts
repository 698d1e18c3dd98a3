import { z } from "zod";
import { handler } from "./handler.ts";
import { PageQuery } from "./paging.ts";
import * as api from "../../shared/api/notifications.ts";
import { markAllRead, markRead, setNotificationSettings } from "../commands/notifications.ts";
import { notificationsOf } from "../reads/notifications.ts";
import { settingsOf, unreadCountOf } from "../../projections/notifications.queries.ts";
import { NotificationSettingsShape } from "../../events/notifications.ts";

/** The notifications centre (docs/api.md "Notifications"): every call reads or changes the caller's own only. */
export const notificationsHandlers = [
  handler(api.notificationsList, { query: PageQuery }, async ({ query }, { ctx, actor }) =>
    notificationsOf(ctx, actor.id, query),
  ),
  handler(api.unreadNotifications, {}, async (_, { ctx, actor }) => ({ total: await unreadCountOf(ctx.db, actor.id) })),
  handler(api.markAllNotificationsRead, {}, async (_, { ctx, actor }) => ({ total: await markAllRead(ctx, actor) })),
  handler(api.markNotificationRead, { body: z.object({ key: z.string().min(1).max(100) }) }, async ({ body }, c) => ({
    total: await markRead(c.ctx, c.actor, body.key),
  })),
  handler(api.notificationSettings, {}, async (_, { ctx, actor }) => settingsOf(ctx.db, actor.id)),
  handler(api.putNotificationSettings, { body: NotificationSettingsShape }, async ({ body }, { ctx, actor }) =>
    setNotificationSettings(ctx, actor, body),
  ),
];
