import { useEffect, useRef } from "react";
import { useRevalidator } from "../../router/index.ts";
import type { Friendship } from "../../../shared/api/friends.ts";
import { listen } from "../../realtime/channel.ts";

/**
 * Keeps what the page shows of a friendship current while it is open: each `friendship {userId, friendship}`
 * delivery (a request, an acceptance, a decline, a cancellation or an ending, by either person, in any tab)
 * is told to `changed` at once, and the page's data is loaded again, since a friendship decides whose posts
 * the viewer sees. `userId` narrows it to one person; without it every friendship counts (the friends lists).
 * A (re)connected channel may have missed deliveries, so it reloads too.
 */
export function useLiveFriendship(userId: number | undefined, changed?: (now: Friendship) => void) {
  const revalidator = useRevalidator();
  const latest = useRef({ revalidator, changed });
  latest.current = { revalidator, changed };
  useEffect(() => {
    const reload = () => void latest.current.revalidator.revalidate();
    const stopFriendship = listen("friendship", (data) => {
      const delivery = data as { userId: number; friendship: Friendship };
      if (userId !== undefined && delivery.userId !== userId) return;
      latest.current.changed?.(delivery.friendship);
      reload();
    });
    const stopOpen = listen("open", reload);
    return () => {
      stopFriendship();
      stopOpen();
    };
  }, [userId]);
}
