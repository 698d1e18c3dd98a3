import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "../../router/index.ts";
import { apiOf } from "../../api/context.ts";
import { call } from "../../api/http.ts";
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsList,
  type NotificationItem,
} from "../../../shared/api/notifications.ts";
import { listen } from "../../realtime/channel.ts";
import { notify } from "../../components/toast.ts";
import { NotificationRow } from "./NotificationRow.tsx";
import "./NotificationsPage.css";

/** A page of notifications: the first comes with the page, the next ones by "Show more". */
const PAGE = 20;

export async function loader({ context }: LoaderFunctionArgs): Promise<{ items: NotificationItem[] | null }> {
  try {
    return { items: await apiOf(context).call(notificationsList, { query: { limit: PAGE } }) };
  } catch {
    return { items: null };
  }
}

/**
 * The notifications centre (Mastodon's grouped notifications): what concerns the person, newest first,
 * unread ones marked, each leading to its place. New ones arrive live: the realtime `notifications` event
 * loads the first page again, keeping the older pages already shown.
 */
export function Component() {
  const { items: first } = useLoaderData<typeof loader>();
  const [items, setItems] = useState<NotificationItem[]>(first ?? []);
  const [hasMore, setHasMore] = useState((first?.length ?? 0) === PAGE);
  const [loadingMore, setLoadingMore] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => {
    let live = true;
    const refresh = async () => {
      setRefreshing(true);
      try {
        const fresh = await call(notificationsList, { query: { limit: PAGE } });
        if (!live) return;
        const oldest = fresh.at(-1)?.position ?? 0;
        const older = fresh.length === PAGE ? itemsRef.current.filter((item) => item.position < oldest) : [];
        setItems([...fresh, ...older]);
        if (fresh.length < PAGE) setHasMore(false);
      } catch {
        // The next event or reconnection tries again; what is shown stays.
      } finally {
        if (live) setRefreshing(false);
      }
    };
    const stops = [listen("notifications", () => void refresh()), listen("open", () => void refresh())];
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, []);

  if (first === null) {
    return (
      <Frame>
        <p className="error-box" role="alert">
          Could not load your notifications. Please try again.
        </p>
      </Frame>
    );
  }

  async function showMore() {
    setLoadingMore(true);
    try {
      const before = items.at(-1)?.position;
      const next = await call(notificationsList, { query: { before, limit: PAGE } });
      setItems((shown) => [...shown, ...next.filter((item) => !shown.some((s) => s.key === item.key))]);
      setHasMore(next.length === PAGE);
    } catch {
      notify.error("Could not load more notifications. Please try again.");
    } finally {
      setLoadingMore(false);
    }
  }

  async function markAll() {
    setMarkingAll(true);
    try {
      await call(markAllNotificationsRead);
      setItems((shown) => shown.map((item) => ({ ...item, read: true })));
    } catch {
      notify.error("Could not mark your notifications read. Please try again.");
    } finally {
      setMarkingAll(false);
    }
  }

  function opened(item: NotificationItem) {
    if (item.read) return;
    setItems((shown) => shown.map((s) => (s.key === item.key ? { ...s, read: true } : s)));
    // The page it leads to opens meanwhile; a failure leaves it unread, which is what the server says.
    call(markNotificationRead, { body: { key: item.key } }).catch(() => undefined);
  }

  const unread = items.some((item) => !item.read);
  return (
    <Frame
      action={
        items.length > 0 && (
          <button type="button" className="button" onClick={() => void markAll()} disabled={!unread || markingAll}>
            Mark all read
          </button>
        )
      }
    >
      <p className="visually-hidden" role="status">
        {refreshing ? "Loading new notifications..." : ""}
      </p>
      {items.length === 0 ? (
        <div className="panel notifications-empty">
          <p>No notifications yet</p>
          <p className="muted">
            Friend requests, ratings of your posts, messages and zone news will show here.{" "}
            <Link to="/settings#notifications">Choose what notifies you</Link>.
          </p>
        </div>
      ) : (
        <ul className="notifications-list" aria-label="Notifications" aria-busy={refreshing}>
          {items.map((item) => (
            <NotificationRow key={item.key} item={item} onOpen={opened} />
          ))}
        </ul>
      )}
      {hasMore && items.length > 0 && (
        <button
          type="button"
          className="button notifications-more"
          onClick={() => void showMore()}
          disabled={loadingMore}
        >
          {loadingMore ? "Loading..." : "Show more"}
        </button>
      )}
    </Frame>
  );
}

function Frame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="page notifications-page">
      <title>Notifications · Virtual Worlds</title>
      <div className="notifications-head">
        <h1 className="page-title">Notifications</h1>
        {action}
      </div>
      {children}
    </main>
  );
}
