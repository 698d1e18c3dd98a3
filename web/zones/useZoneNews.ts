import { useEffect } from "react";
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
      listen("zone-access-request", ({ name, zoneName }) => {
        notify.info(`${name} asks to enter ${zoneName}.`);
      }),
      listen("zone-access", (news) => {
        if (news.access === "allowed")
          notify.success(
            news.invitedBy ? `${news.invitedBy} invited you to ${news.zoneName}.` : `You may enter ${news.zoneName}.`,
          );
        else if (news.access === "refused") notify.warning(`The owner of ${news.zoneName} refused your request.`);
      }),
      listen("zone-opened", ({ ownerName, name }) => {
        notify.info(`${ownerName} opened ${name}.`);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
}
