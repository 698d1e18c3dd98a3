import { defineReactor } from "./runner/reactor.ts";
import { friendIdsOf } from "../../projections/friends.queries.ts";
import { userById } from "../../projections/users.queries.ts";
import type { ZoneOpenedNews } from "../../shared/api/zones.ts";
import { settingsOf } from "../../projections/notifications.queries.ts";
import { mayPush } from "../../shared/notifications.ts";

/**
 * Broadcast-notify: a zone created with it tells the owner's friends that it opened, as `zone-opened {slug,
 * name, path, mode, ownerName}` on their realtime channel (a toast in an open tab) and, for a friend with
 * no stream open anywhere, as a web-push that opens the zone (tagged by zone, so a repeat replaces it). A
 * private zone is announced only with auto-access: otherwise no friend could enter it. One friend's failed
 * push is logged and does not make the others hear it twice.
 */
export const zonesReactor = defineReactor({
  name: "zones",
  version: 1,
  on: ["ZoneCreated"],
  async react(event, { db, push, realtime, log, clock }) {
    const zone = event.data;
    if (!zone.broadcastNotify || (zone.mode === "private" && !zone.autoAccess)) return;
    const [owner, friends] = await Promise.all([userById(db, zone.owner), friendIdsOf(db, zone.owner)]);
    if (!owner || friends.length === 0) return;
    const path = `/zones/${zone.slug}`;
    const news: ZoneOpenedNews = { slug: zone.slug, name: zone.name, path, mode: zone.mode, ownerName: owner.name };
    realtime.signal(friends.map((userId) => ({ userId, event: "zone-opened", data: news })));
    const message = {
      title: "A new zone opened",
      body: `${owner.name} opened ${zone.name}.`,
      url: path,
      tag: `zone-${zone.zoneId}`,
    };
    for (const friend of friends) {
      if (await realtime.isOnline(friend)) continue;
      // As the friend chose in Settings (Notifications): no push for friends' new zones, or quiet hours now.
      if (!mayPush(await settingsOf(db, friend), "zone_broadcast", clock.now())) continue;
      await push
        .notify(friend, message)
        .catch((error: unknown) =>
          log.error("zones: a broadcast push failed", { userId: friend, error: String(error) }),
        );
    }
  },
});
