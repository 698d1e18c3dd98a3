import { useEffect, useState } from "react";
import { call } from "../api/http.ts";
import { unreadCount } from "../../shared/api/chat.ts";
import { listen } from "../realtime/channel.ts";

/**
 * The navigation's badge: unread messages over all the person's chats, asked once (and again after the
 * realtime stream reconnects), then kept by the channel's `unread` events. An answer is taken only if nothing
 * newer came while it was on its way (a later ask, or an event): a page that reads a chat as it opens
 * otherwise let the count asked before the read overwrite the read's `unread` event, and kept a stale badge.
 */
export function useUnreadCount(userId: number): number {
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let live = true;
    let latest = 0;
    const load = () => {
      const asked = ++latest;
      call(unreadCount, { params: { userId } }).then(
        (answer) => live && asked === latest && setTotal(answer.total),
        () => undefined,
      );
    };
    load();
    const stops = [
      listen("unread", ({ total }) => {
        latest++;
        setTotal(total);
      }),
      listen("open", load),
    ];
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, [userId]);
  return total;
}
