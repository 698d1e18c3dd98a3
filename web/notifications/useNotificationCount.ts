import { useEffect, useState } from "react";
import { call } from "../api/http.ts";
import { unreadNotifications } from "../../shared/api/notifications.ts";
import { listen } from "../realtime/channel.ts";

/**
 * The navigation's notifications badge: unread notifications, asked once (and again after the realtime
 * stream reconnects), then kept by the channel's `notifications` events, which carry the new count. As the
 * chat badge: an answer is taken only if nothing newer came while it was on its way. A rise is shown after a
 * moment and a fall at once, so a message read straight away in its open chat (a notification made and read
 * within a second) does not blink the bell.
 */
const RISE_AFTER_MS = 1000;

export function useNotificationCount(): number {
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let live = true;
    let latest = 0;
    let shown = 0;
    let rising: ReturnType<typeof setTimeout> | undefined;
    const show = (count: number) => {
      clearTimeout(rising);
      shown = count;
      setTotal(count);
    };
    const load = () => {
      const asked = ++latest;
      call(unreadNotifications).then(
        (answer) => live && asked === latest && show(answer.total),
        () => undefined,
      );
    };
    load();
    const stops = [
      listen("notifications", ({ unread }) => {
        latest++;
        if (unread <= shown) return show(unread);
        clearTimeout(rising);
        rising = setTimeout(() => show(unread), RISE_AFTER_MS);
      }),
      listen("open", load),
    ];
    return () => {
      live = false;
      clearTimeout(rising);
      stops.forEach((stop) => stop());
    };
  }, []);
  return total;
}
