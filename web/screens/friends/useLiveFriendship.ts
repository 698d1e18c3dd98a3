import { useEffect, useRef } from "react";
import { useRevalidator } from "../../router/index.ts";
import type { Friendship } from "../../../shared/api/friends.ts";
import { listen } from "../../realtime/channel.ts";

/**
 * Keeps what the page shows of a friendship current while it is open: each `friendship {userId, friendship}`
 * delivery (a request, an acceptance, a decline, a cancellation or an ending, by either person, in any tab)
 * is told to `changed` at once, and the page's data is loaded again, since a friendship decides whose posts
 * the viewer sees. `userId` narrows it to one person; without it every friendship counts (the friends lists).
 * A (re)connected channel may have missed deliveries: `stale` then says whether the page must be loaded
 * again (asking only about friendships, so a reload never races other parts of the page for nothing).
 */
export function useLiveFriendship(
  userId: number | undefined,
  changed?: (now: Friendship) => void,
  stale?: () => Promise<boolean>,
) {
  const revalidator = useRevalidator();
  const latest = useRef({ revalidator, changed, stale });
  latest.current = { revalidator, changed, stale };
  useEffect(() => {
    const reload = () => void latest.current.revalidator.revalidate();
    const stopFriendship = listen("friendship", (data) => {
      const delivery = data as { userId: number; friendship: Friendship };
      if (userId !== undefined && delivery.userId !== userId) return;
      latest.current.changed?.(delivery.friendship);
      reload();
    });
    const stopOpen = listen("open", () => {
      void latest.current.stale?.().then(
        (isStale) => isStale && reload(),
        () => undefined,
      );
    });
    return () => {
      stopFriendship();
      stopOpen();
    };
  }, [userId]);
}
