import { useEffect, useState } from "react";
import { call } from "../api/http.ts";
import { unreadNotifications } from "../../shared/api/notifications.ts";
import { listen } from "../realtime/channel.ts";

/**
 * The navigation's notifications badge: unread notifications, asked once (and again after the realtime
 * stream reconnects), then kept by the channel's `notifications` events, which carry the new count. As the
 * chat badge: an answer is taken only if nothing newer came while it was on its way.
 */
export function useNotificationCount(): number {
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let live = true;
    let latest = 0;
    const load = () => {
      const asked = ++latest;
      call(unreadNotifications).then(
        (answer) => live && asked === latest && setTotal(answer.total),
        () => undefined,
      );
    };
    load();
    const stops = [
      listen("notifications", ({ unread }) => {
        latest++;
        setTotal(unread);
      }),
      listen("open", load),
    ];
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, []);
  return total;
}
