import { useEffect, useState } from "react";
import { call } from "../api/http.ts";
import { unreadCount } from "../../shared/api/chat.ts";
import { listen } from "../realtime/channel.ts";

/**
 * The navigation's badge: unread messages over all the person's chats, asked once (and again after the
 * realtime stream reconnects), then kept by the channel's `unread` events.
 */
export function useUnreadCount(userId: number): number {
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let live = true;
    const load = () => call(unreadCount, { params: { userId } }).then((answer) => live && setTotal(answer.total), () => undefined);
    void load();
    const stops = [listen("unread", (event) => setTotal((event as { total: number }).total)), listen("open", () => void load())];
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, [userId]);
  return total;
}
