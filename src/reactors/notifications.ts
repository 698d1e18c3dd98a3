import { defineReactor, nothingDone, type ReactorDeps } from "./runner/reactor.ts";
import type { Reader } from "../../store/db.ts";
import { ROUTED_EVENTS, routeNotifications } from "../../projections/notifications.route.ts";
import {
  notificationFacts,
  notificationsAt,
  settingsOf,
  unreadCountsOf,
} from "../../projections/notifications.queries.ts";
import { userById } from "../../projections/users.queries.ts";
import { linkOf, mayPush, sentenceOf, type NotificationKind } from "../../shared/notifications.ts";

/** Kinds another reactor tells of (chat: the message; zones: the broadcast, by the same choices; moderation: its e-mail). */
const PUSHED_ELSEWHERE: ReadonlySet<NotificationKind> = new Set(["message", "zone_broadcast", "moderation"]);

/**
 * The notifications centre's way out: everyone whose notifications an event changed hears their new unread
 * count at once (`notifications {unread}` on their channel: the navigation's badge), and a notice goes by
 * push to someone with no stream open who wants that kind by push, outside their quiet hours. Tagged by its
 * group, so a repeat (at least once) or a newer one of the same group replaces it on the device. A push not
 * sent is nothing done: deciding again after a crash sends at most the one it would have.
 */
export const notificationsReactor = defineReactor({
  name: "notifications",
  version: 1,
  on: [...ROUTED_EVENTS, "NotificationsRead", "NotificationRead"],
  async react(event, { db, push, realtime, clock, log }) {
    if (event.type === "NotificationsRead" || event.type === "NotificationRead") {
      await tellUnread(db, realtime, [event.data.userId]);
      return nothingDone;
    }
    const routed = routeNotifications(event, await notificationFacts(event, db));
    const shown = (await notificationsAt(db, event.position)).map((row) => row.userId);
    await tellUnread(db, realtime, [...shown, ...routed.settled.map((settled) => settled.to)]);
    let pushed = false;
    for (const notice of routed.notices) {
      if (PUSHED_ELSEWHERE.has(notice.kind)) continue;
      if (!mayPush(await settingsOf(db, notice.to), notice.kind, clock.now())) continue;
      if (await realtime.isOnline(notice.to)) continue;
      const actor = (await userById(db, notice.actor))?.username;
      const message = {
        title: "Virtual Worlds",
        body: sentenceOf(notice.kind, actor ?? "Someone", notice.subject.name),
        url: linkOf(notice.kind, notice.subject, actor ?? ""),
        tag: notice.key,
      };
      await push
        .notify(notice.to, message)
        .catch((error: unknown) =>
          log.error("notifications: a push failed", { userId: notice.to, error: String(error) }),
        );
      pushed = true;
    }
    return pushed ? undefined : nothingDone;
  },
});

/** The unread count of each person whose notifications changed, on their channel. */
async function tellUnread(db: Reader, realtime: ReactorDeps["realtime"], userIds: number[]) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const counts = await unreadCountsOf(db, unique);
  realtime.signal(unique.map((userId) => ({ userId, event: "notifications", data: { unread: counts.get(userId)! } })));
}
