import { useEffect } from "react";
import type { ZoneAccessNews, ZoneOpenedNews, ZoneRequestNews } from "../../shared/api/zones.ts";
import { listen } from "../realtime/channel.ts";
import { notify } from "../components/toast.ts";

/**
 * News of zones, wherever the person is in the product, as toasts: someone asks to enter their protected
 * zone, they were invited or let in or refused, a friend opened a zone (broadcast-notify). The zone pages
 * follow the same events for what they show.
 */
export function useZoneNews() {
  useEffect(() => {
    const stops = [
      listen("zone-access-request", (data) => {
        const { name, zoneName } = data as ZoneRequestNews;
        notify.info(`${name} asks to enter ${zoneName}.`);
      }),
      listen("zone-access", (data) => {
        const news = data as ZoneAccessNews;
        if (news.access === "allowed") notify.success(news.invitedBy ? `${news.invitedBy} invited you to ${news.zoneName}.` : `You may enter ${news.zoneName}.`);
        else if (news.access === "refused") notify.warning(`The owner of ${news.zoneName} refused your request.`);
      }),
      listen("zone-opened", (data) => {
        const { ownerName, name } = data as ZoneOpenedNews;
        notify.info(`${ownerName} opened ${name}.`);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
}
